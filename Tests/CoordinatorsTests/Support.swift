import Coordinators
import Screens
import Testing

/// A screen with a name, so failures say which one.
final class Screen: ViewController {
    let name: String

    init(_ name: String) {
        self.name = name
        super.init()
        title = name
    }
}

/// A navigation coordinator that shows the screens it is given when it starts.
final class FlowCoordinator: NavigationCoordinator {
    private let firstScreens: [String]

    init(_ identifier: String, navigationController: NavigationController = NavigationController(), screens: [String]) {
        firstScreens = screens
        super.init(navigationController: navigationController, identifier: identifier)
    }

    override func start() {
        super.start()
        for name in firstScreens { try? show(Screen(name), animated: false) }
    }

    var screenNames: [String] { viewControllers.map { ($0 as? Screen)?.name ?? "?" } }
}

/// A plain coordinator on a view controller.
final class PlainCoordinator: Coordinator<ViewController> {
    init(_ identifier: String, root: ViewController = ViewController()) {
        super.init(rootViewController: root, identifier: identifier)
    }
}

extension NavigationController {
    /// The names of the screens in the stack, bottom first.
    var screenNames: [String] { viewControllers.map { ($0 as? Screen)?.name ?? "?" } }
}

/// The coordinator's list equals its part of the stack: the stack's controllers it owns, in order,
/// and nothing else.
@MainActor
func expectInSync(_ coordinator: NavigationCoordinator, sourceLocation: SourceLocation = #_sourceLocation) {
    let stack = coordinator.navigationController.viewControllers
    let owned = stack.filter { $0.owningResponder === coordinator }
    #expect(
        owned.map(ObjectIdentifier.init) == coordinator.viewControllers.map(ObjectIdentifier.init),
        "\(coordinator.identifier): list and stack differ", sourceLocation: sourceLocation)
    let inStack = coordinator.viewControllers.allSatisfy { controller in stack.contains { $0 === controller } }
    #expect(inStack, "\(coordinator.identifier) lists a screen that left the stack", sourceLocation: sourceLocation)
}
