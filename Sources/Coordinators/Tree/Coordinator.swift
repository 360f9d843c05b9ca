public import Screens

/// A coordinator built on one root view controller: it creates, configures and shows view controllers
/// and routes their messages to the layer below.
///
/// While active it is the root's owning responder, so messages from the root and everything in it
/// come here first. Several coordinators may share one root (a child flow pushing on its parent's
/// navigation controller); the one that started last is active, and when it stops the parent
/// takes the root back (`takeover(from:)`).
@MainActor
open class Coordinator<Root: ViewController>: AnyCoordinator {
    /// The view controller this coordinator is built on.
    public let rootViewController: Root

    /// Creates a coordinator on `rootViewController`; nothing is shown until `start()`.
    public init(rootViewController: Root, identifier: String? = nil) {
        self.rootViewController = rootViewController
        super.init(identifier: identifier)
    }

    /// The root view controller.
    open override var anyRootViewController: ViewController? { rootViewController }

    /// The root, for leak checks and inspectors; subclasses add the controllers they show.
    open override var managedViewControllers: [ViewController] { [rootViewController] }

    /// Starts and activates the coordinator. Subclasses show their first screen after `super.start()`.
    open override func start() {
        super.start()
        activate()
    }

    /// Makes this coordinator the root's owning responder, so the root's messages come here.
    open func activate() {
        rootViewController.owningResponder = self
    }

    /// Takes the shared root back after `child`, which used the same root, stopped.
    open func takeover(from child: AnyCoordinator) {
        activate()
    }

    /// Makes this coordinator the owning responder of `viewController`: its messages come here.
    public func adopt(_ viewController: ViewController) {
        viewController.owningResponder = self
    }

    /// Clears this coordinator from the controllers it owns, so none points at a stopped coordinator,
    /// and dismisses its root if it was presented with `presentChild` and is still on screen.
    open override func willStop() {
        if isPresentedModally, rootViewController.presentingViewController != nil {
            rootViewController.dismiss(animated: false)
        }
        isPresentedModally = false
        dismissalWatchers.removeAll()
        for controller in managedViewControllers where controller.owningResponder === self {
            controller.owningResponder = nil
        }
        super.willStop()
    }

    /// Takes the root back when a child that shared it stops.
    open override func childDidStop(_ child: AnyCoordinator) {
        super.childDidStop(child)
        if isStarted, child.anyRootViewController === rootViewController {
            takeover(from: child)
        }
    }
}
