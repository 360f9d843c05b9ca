public import Coordinators
public import Screens

/// A leak check any test can use: track coordinators (with their view controllers and children) or
/// any object, perform an action, drop your own references, then ask who is still alive.
///
/// ```swift
/// let leaks = LeakTracker()
/// do {
///     let checkout = CheckoutCoordinator(navigationController: cart.navigationController)
///     cart.startChild(checkout)
///     leaks.track(checkout)            // the coordinator, its children and all their controllers
/// }
/// cart.navigationController.userTappedBack()   // pops checkout's only screen: it finishes
/// #expect(leaks.survivors == [])       // else e.g. ["CheckoutCoordinator(checkout)", "PaymentViewController"]
/// ```
///
/// Everything is held weakly, so tracking never changes what it measures.
@MainActor
public final class LeakTracker {
    private struct Entry {
        let name: String
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    /// Creates a tracker with nothing tracked.
    public init() {}

    /// Tracks `object` under `name` (its type name by default).
    public func track(_ object: AnyObject, as name: String? = nil) {
        guard !entries.contains(where: { $0.object === object }) else { return }
        entries.append(Entry(name: name ?? String(describing: type(of: object)), object: object))
    }

    /// Tracks `coordinator`, every coordinator below it and all their view controllers, as they are now.
    public func track(_ coordinator: AnyCoordinator) {
        for node in coordinator.subtree {
            track(node, as: ResponderName(node).description)
            for controller in node.managedViewControllers { track(controller, as: controller.inspectionName) }
        }
    }

    /// Tracks `controller` and every view of its hierarchy loaded so far, under `name`: a leak of a
    /// cell or subview shows even when its controller went.
    public func trackWithViews(_ controller: ViewController, as name: String) {
        track(controller, as: name)
        guard let root = controller.viewIfLoaded else { return }
        var pending = [root]
        while let view = pending.popLast() {
            track(view, as: "\(name)'s \(type(of: view))")
            pending.append(contentsOf: view.subviews)
        }
    }

    /// The names of tracked objects still alive, in the order they were tracked.
    public var survivors: [String] {
        entries.filter { $0.object != nil }.map(\.name)
    }

    /// Whether every tracked object has been released.
    public var allReleased: Bool {
        entries.allSatisfy { $0.object == nil }
    }
}
