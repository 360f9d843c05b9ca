public import Screens

/// The part of every coordinator that does not depend on its root view controller: identity, place
/// in the tree, lifecycle, message handling, dependencies and readiness.
///
/// Parents hold their children strongly; a child knows its parent weakly; view controllers know
/// their coordinator weakly. So a coordinator lives exactly as long as it is in a started tree:
/// `stop()` (or `finish()`) takes it out and, with no other owner, it is released.
///
/// On the coordinating responder chain a coordinator comes after the view controllers it owns and
/// before its parent. A coordinator at the top of its tree continues to `upstreamResponder`, and so
/// does a scene's root coordinator, whose parent is the `ApplicationCoordinator`: that one is on no
/// message's route (it hands dependencies down), so a scene's chain goes on to the scene delegate,
/// the window, the scene, the application and its delegate (see `install(in:)`). The rule is the
/// same in a test as in the program: the chain never falls back to the application coordinator.
@MainActor
open class AnyCoordinator: Responder, MessageHandling {
    /// A name that tells this coordinator apart in traces, dumps and `child(matching:)`; by default
    /// the type name. Several children of one type can carry different identifiers.
    public let identifier: String
    /// The coordinator that started this one, if any.
    public internal(set) weak var parent: AnyCoordinator?
    /// The coordinators this one started and has not stopped, in start order.
    public internal(set) var children: [AnyCoordinator] = []
    /// Whether `start()` ran and `stop()` has not.
    public internal(set) var isStarted = false
    /// The messages this coordinator answers; register them in `init` (see `MessageHandling`).
    public let messageHandlers = MessageHandlers()
    /// The dependencies this coordinator sees: those set on it, over those its parent passed down.
    public internal(set) var dependencies = Dependencies()
    /// The values set on this coordinator itself; they win over inherited ones of the same type.
    var ownDependencies = Dependencies()
    /// The values the parent passed down, overridden or not.
    var inheritedDependencies = Dependencies()
    /// Where the coordinating chain continues when this coordinator has no parent on the route (it
    /// has none, or its parent is the application coordinator); held weakly. `install(in:)` sets it.
    public weak var upstreamResponder: Responder?
    /// The window `install(in:)` put this coordinator's screens in (a scene's root coordinator), held
    /// weakly (the scene holds its windows); `nil` for any other coordinator.
    public internal(set) weak var window: Window?
    /// Whether messages go on to `parent`: false while the parent is the application coordinator.
    var routesToParent = false

    var finishedValue: Any?
    var resultWaiter: ((Any?) -> Void)?
    var dismissalWatchers: [ObjectIdentifier: UserDismissalWatcher] = [:]
    var isPresentedModally = false

    /// Creates a stopped coordinator; `identifier` defaults to the type name.
    public init(identifier: String? = nil) {
        self.identifier = identifier ?? String(describing: Self.self)
        super.init()
    }

    /// The parent, or `upstreamResponder` for a coordinator at the top of its tree or at a scene's
    /// root (never the application coordinator, which is on no route).
    open override var coordinatingResponder: Responder? {
        if routesToParent, let parent { return parent }
        return upstreamResponder
    }

    /// The view controllers this coordinator created or manages, for leak checks and inspectors.
    open var managedViewControllers: [ViewController] { [] }

    /// The view controller this coordinator is built on, if any; coordinators with the same one share
    /// it (see `Coordinator.activate()`).
    open var anyRootViewController: ViewController? { nil }

    /// The controller a container coordinator shows for this one (a tab bar coordinator, as its
    /// tab): the root, unless the coordinator shows its root inside a container of its own (a
    /// stack beside a sidebar in a split view controller), which it returns here.
    open var outerViewController: ViewController? { anyRootViewController }

    /// Called after `dependencies` changed (a new value arrived or grew): hand the new values to the
    /// view controllers that need them. The children are told right after.
    open func dependenciesDidChange() {}

    /// Called after a dependency update reached this coordinator and all its descendants (a page tab
    /// bar coordinator applies a waiting navigation here, once its stacks can build their screens).
    func subtreeDidReceiveDependencies() {}

    // MARK: Readiness

    /// Whether this coordinator can handle messages now; override to wait for dependencies, e.g.
    /// `dependencies[AppDependency.self]?.cart != nil`. Until it is, messages it would handle queue
    /// up and are processed in arrival order when it becomes ready.
    open var isReady: Bool { true }

    /// Coordinators handle messages when they are ready.
    public var isReadyForMessages: Bool { isReady }

    /// Processes queued messages if this coordinator is now ready. Called after every dependency
    /// change and on start; call it yourself when `isReady` turns true for another reason.
    public func readinessDidChange() {
        if isReady { messageHandlers.processQueuedMessages() }
    }

    // MARK: Lifecycle

    /// Starts the coordinator: subclasses show their first screen here, after calling `super.start()`.
    ///
    /// `start()` needs no completion handler: every transition in Screens completes before it
    /// returns, so when it returns the first screen is in its container (and, in a visible window,
    /// has had `viewWillAppear`/`viewDidAppear`). The one transition that can be in flight, an
    /// interactive pop the user holds on this coordinator's navigation controller, is cancelled
    /// first (a held pop would make the push fail), so starting never waits on the user.
    open func start() {
        cancelHeldTransitions()
        isStarted = true
        readinessDidChange()
    }

    /// Called by `stop()` after the children have stopped and before this coordinator leaves its
    /// parent: hand back what was borrowed, remove what was shown. Call `super.willStop()`.
    open func willStop() {}

    /// Stops the children (last started first), then this coordinator, and takes it out of its
    /// parent, which releases it unless something else holds it. Messages still queued fail with
    /// `CoordinatorError.stoppedBeforeReady`; a parent awaiting its result gets
    /// `CoordinatorError.finishedWithoutResult` unless `finish(with:)` gave one.
    ///
    /// It is done when it returns, so it takes no completion handler: what the coordinators showed
    /// is off the stack, what they presented is dismissed (with the disappearance callbacks), and
    /// nothing in Screens holds them any more. A transition the user holds mid-way is settled first,
    /// by cancelling it: an interactive pop on this coordinator's navigation controller here, a
    /// swipe on a sheet it presented by the dismissal (as `ViewController.dismiss` does).
    public func stop() {
        cancelHeldTransitions()
        isStarted = false
        for child in children.reversed() { child.stop() }
        willStop()
        messageHandlers.cancelQueuedMessages(with: CoordinatorError.stoppedBeforeReady(coordinator: identifier))
        deliverResult()
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        MessageTrace.publishTreeChange()
        parent.childDidStop(self)
    }

    /// Adopts `child`: it gets this coordinator's dependencies, joins `children` and starts.
    /// A child already started elsewhere is stopped there first.
    public func startChild(_ child: AnyCoordinator) {
        if child.parent != nil || child.isStarted { child.stop() }
        child.parent = self
        child.routesToParent = !(self is ApplicationCoordinator)
        children.append(child)
        child.join(parentDependencies: dependencies)
        child.start()
        MessageTrace.publishTreeChange()
    }

    /// Stops `child` if it is one of this coordinator's children.
    public func stopChild(_ child: AnyCoordinator) {
        guard child.parent === self else { return }
        child.stop()
    }

    /// Called after a child stopped and left `children`; a coordinator that shares its root with the
    /// child takes the root back here (see `Coordinator.takeover(from:)`).
    open func childDidStop(_ child: AnyCoordinator) {}

    /// A child says its flow is over. The default stops it; override to decide what comes next
    /// (and call `stopChild` yourself).
    open func coordinatorDidFinish(_ child: AnyCoordinator) {
        stopChild(child)
    }

    /// Ends this coordinator's flow: tells the parent (`coordinatorDidFinish`), or stops if it has none.
    public func finish() {
        if let parent {
            parent.coordinatorDidFinish(self)
        } else {
            stop()
        }
    }
}
