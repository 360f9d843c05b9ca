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
        for name in firstScreens { show(Screen(name), animated: false) }
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
    #expect(owned.map(ObjectIdentifier.init) == coordinator.viewControllers.map(ObjectIdentifier.init),
            "\(coordinator.identifier): list and stack differ", sourceLocation: sourceLocation)
    let inStack = coordinator.viewControllers.allSatisfy { controller in stack.contains { $0 === controller } }
    #expect(inStack, "\(coordinator.identifier) lists a screen that left the stack", sourceLocation: sourceLocation)
}

/// Waits, letting other tasks run, until `condition` holds. Records a failure and returns `false`
/// after `limit` instead of hanging.
@MainActor
@discardableResult
func waitUntil(
    _ what: String, within limit: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Timed out after \(limit) waiting until \(what)", sourceLocation: sourceLocation)
            return false
        }
        await Task.yield()
    }
    return true
}

/// The value `task` ends with. Records a failure and returns `nil` when it has not ended after
/// `limit` (a continuation that is never resumed, say), so the test fails instead of hanging.
@MainActor
func value<Value: Sendable>(
    of task: Task<Value, any Error>, within limit: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> Value? {
    let race = FirstOutcome<Value>()
    let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, any Error>?, Never>) in
        race.continuation = continuation
        race.timer = Task { @MainActor in
            try? await Task.sleep(for: limit)
            race.settle(nil)
        }
        Task { @MainActor in
            do { race.settle(.success(try await task.value)) } catch { race.settle(.failure(error)) }
        }
    }
    guard let outcome else {
        Issue.record("Timed out after \(limit) waiting for a task's value", sourceLocation: sourceLocation)
        return nil
    }
    return try outcome.get()
}

/// Whichever of a task's outcome and its time limit comes first.
@MainActor
private final class FirstOutcome<Value: Sendable> {
    var continuation: CheckedContinuation<Result<Value, any Error>?, Never>?
    var timer: Task<Void, Never>?

    func settle(_ outcome: Result<Value, any Error>?) {
        timer?.cancel()
        continuation?.resume(returning: outcome)
        continuation = nil
    }
}
