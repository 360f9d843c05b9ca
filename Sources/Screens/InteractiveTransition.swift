/// A transition the user drives with a drag and holds open until they let go: the interactive pop
/// and the swipe that dismisses a sheet. It tracks the drag and ends once, finished or cancelled;
/// what finishing and cancelling do is the subclass's (`InteractivePopTransition`,
/// `InteractiveDismissalTransition`).
@MainActor
public class InteractiveTransition {
    /// Where the interaction is.
    public enum State: Sendable, Equatable {
        /// The user is still dragging.
        case running
        /// The user let go past the threshold and the transition completed.
        case finished
        /// The user let go before the threshold and the transition was undone.
        case cancelled
    }

    /// How far the user dragged, from 0 to 1.
    public private(set) var progress: Double = 0
    /// Where the interaction is.
    public private(set) var state: State = .running
    /// The coordinator of this transition (also the one the involved controllers report while it runs).
    public let transitionCoordinator: TransitionCoordinator
    /// Whether this transition sends the appearance callbacks (no outer transition already does).
    let managesAppearance: Bool

    init(coordinator: TransitionCoordinator, managesAppearance: Bool) {
        self.transitionCoordinator = coordinator
        self.managesAppearance = managesAppearance
    }

    /// Moves the drag to `progress` (clamped to 0...1). Does nothing once finished or cancelled.
    public func update(_ progress: Double) {
        guard state == .running else { return }
        self.progress = min(max(progress, 0), 1)
    }

    /// The user let go past the threshold: the transition completes. Does nothing unless running.
    public func finish() {
        guard state == .running else { return }
        state = .finished
        progress = 1
        complete()
    }

    /// The user let go before the threshold: the transition is undone. Does nothing unless running.
    public func cancel() {
        guard state == .running else { return }
        state = .cancelled
        undo()
    }

    /// Carries the transition out once the user finished it.
    func complete() {}

    /// Puts everything back once the user cancelled it.
    func undo() {}
}
