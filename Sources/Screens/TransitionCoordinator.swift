/// Who or what started a container transition.
public enum TransitionInitiator: Sendable, Equatable {
    /// Code called a method (push, pop, present, select...).
    case programmatic
    /// The user tapped a navigation bar's back button.
    case backButton
    /// The user swiped: from the edge to pop (an interactive pop), or a sheet down to dismiss it.
    case interactiveGesture
    /// The user tapped the already selected tab, which pops its navigation stack to the root.
    case tabReselection
    /// The user tapped a tab.
    case tabSelection

    /// Whether the user, not code, started the transition.
    public var isUserInitiated: Bool { self != .programmatic }
}

/// Which side of a transition a controller is on.
public enum TransitionKey: Sendable, Equatable {
    /// The controller being left.
    case from
    /// The controller being shown.
    case to
}

/// A snapshot of a transition, handed to the coordinator's handlers.
@MainActor
public struct TransitionContext {
    /// The controller being left.
    public let from: ViewController?
    /// The controller being shown.
    public let to: ViewController?
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// Whether the user drives it interactively.
    public let isInteractive: Bool
    /// Whether it was cancelled (an interactive pop or sheet swipe the user let go of).
    public let isCancelled: Bool
    /// Who started it.
    public let initiator: TransitionInitiator
}

/// The transition a container is running, available from `transitionCoordinator` while it runs
/// (including in `willShow`/`didShow` and the appearance callbacks). Transitions are synchronous
/// unless interactive; an interactive one stays open until finished or cancelled.
@MainActor
public final class TransitionCoordinator {
    /// Who started the transition.
    public let initiator: TransitionInitiator
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// Whether the user is (or was) driving it interactively.
    public let isInteractive: Bool
    /// Whether the interactive part is over (always true for non-interactive transitions).
    public private(set) var isInteractionComplete: Bool
    /// Whether the transition was cancelled; only an interactive transition can be.
    public private(set) var isCancelled = false
    /// Whether the transition has completed (its completion handlers ran).
    public private(set) var isComplete = false
    private weak var from: ViewController?
    private weak var to: ViewController?
    private var interactionHandlers: [(TransitionContext) -> Void] = []
    private var completionHandlers: [(TransitionContext) -> Void] = []

    init(from: ViewController?, to: ViewController?, animated: Bool, interactive: Bool, initiator: TransitionInitiator) {
        self.from = from
        self.to = to
        self.isAnimated = animated
        self.isInteractive = interactive
        self.isInteractionComplete = !interactive
        self.initiator = initiator
    }

    /// The controller on one side of the transition (held weakly: `nil` once it is released).
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        key == .from ? from : to
    }

    /// A snapshot of the transition's state now.
    public var context: TransitionContext {
        TransitionContext(
            from: from, to: to, isAnimated: isAnimated, isInteractive: isInteractive,
            isCancelled: isCancelled, initiator: initiator
        )
    }

    /// Registers `handler` to run when the user's interaction ends (finished or cancelled). Only
    /// interactive transitions call it, once; registering after the interaction ended does nothing.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionContext) -> Void) {
        guard !isInteractionComplete else { return }
        interactionHandlers.append(handler)
    }

    /// Runs `animation` now (headless, there is nothing to animate alongside) and `completion`
    /// when the transition completes. Returns `false`, running nothing, if it already completed.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionContext) -> Void)?,
        completion: ((TransitionContext) -> Void)? = nil
    ) -> Bool {
        guard !isComplete else { return false }
        animation?(context)
        if let completion { completionHandlers.append(completion) }
        return true
    }

    func endInteraction(cancelled: Bool) {
        guard !isInteractionComplete else { return }
        isInteractionComplete = true
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(context) }
    }

    func complete() {
        guard !isComplete else { return }
        isComplete = true
        let handlers = completionHandlers
        completionHandlers = []
        for handler in handlers { handler(context) }
    }
}
