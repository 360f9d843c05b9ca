public import Coordinators
import IvkoMiddleware
public import IvkoModel
import IvkoScreens
public import Screens

/// The size guide: a stateful child flow of the Catalog tab that shares the tab's navigation stack.
/// It pushes its screen onto the tab's stack, and ends with the size the user chose as its typed
/// result (`finish(with:)`, awaited by the tab with `startChild(_:returning:)`), its screen popped;
/// the user's Back into the tab's screen ends it without one (the library finishes and releases a
/// coordinator whose screens were all popped). "Try it in a store" presents the stores as a child of
/// its own (`StoreCoordinator`, `presentChild`).
@MainActor
public final class SizeGuideCoordinator: NavigationCoordinator {
    private let sizes: [Size]

    /// The guide over `sizes`, pushing onto `navigationController` (the tab's).
    public init(sizes: [Size], navigationController: NavigationController) {
        self.sizes = sizes
        super.init(navigationController: navigationController, identifier: "sizeGuide")
        handle(SizeGuideChoose.self) { coordinator, message in coordinator.finish(with: message.size) }
        handle(SizeGuideShowStores.self) { coordinator, _ in try coordinator.showStores() }
    }

    /// The stores, while they are presented.
    public var stores: StoreCoordinator? { children.lazy.compactMap { $0 as? StoreCoordinator }.first }

    /// Pushes the guide's screen onto the tab's stack.
    public override func start() {
        super.start()
        try? show(SizeGuideViewController(sizes: sizes)) // a new screen: nothing can refuse it
    }

    /// Presents the stores over the guide, unless they are presented already.
    private func showStores() throws(ScreenProblem) {
        guard stores == nil else { return }
        do {
            try presentChild(StoreCoordinator(), from: navigationController)
        } catch {
            throw .unexpected
        }
    }
}
