/// An interactive pop the user is performing (the edge swipe), held open until `finish()` or
/// `cancel()`. Create one with `NavigationController.beginInteractivePop()`.
///
/// On begin: top `viewWillDisappear`, the one below `viewWillAppear`, delegate `willShow`.
/// On finish: interaction handlers (not cancelled), the stack pops, `willMove(toParent: nil)`,
/// `viewDidDisappear`/`viewDidAppear`, `removeFromParent`, delegate `didShow`, completion handlers.
/// On cancel (UIKit's order): interaction handlers (cancelled), the one below `viewWillDisappear`
/// and `viewDidDisappear`, the top `viewWillAppear` and `viewDidAppear`, completion handlers; the
/// stack and the containment are untouched and `didShow` is not called.
@MainActor
public final class InteractivePopTransition {
    /// Where the interaction is.
    public enum State: Sendable, Equatable {
        /// The user is still dragging.
        case running
        /// The pop completed.
        case finished
        /// The user let go and the pop was undone.
        case cancelled
    }

    /// How far the user dragged, from 0 to 1.
    public private(set) var progress: Double = 0
    /// Where the interaction is.
    public private(set) var state: State = .running
    /// The coordinator of this transition (also the navigation controller's while it runs).
    public let transitionCoordinator: TransitionCoordinator
    let managesAppearance: Bool
    private weak var navigationController: NavigationController?

    init(navigationController: NavigationController, coordinator: TransitionCoordinator, managesAppearance: Bool) {
        self.navigationController = navigationController
        self.transitionCoordinator = coordinator
        self.managesAppearance = managesAppearance
    }

    /// Moves the drag to `progress` (clamped to 0...1). Does nothing once finished or cancelled.
    public func update(_ progress: Double) {
        guard state == .running else { return }
        self.progress = min(max(progress, 0), 1)
    }

    /// The user let go past the threshold: the pop completes. Does nothing unless running.
    public func finish() {
        guard state == .running else { return }
        state = .finished
        progress = 1
        navigationController?.completeInteractivePop(self)
    }

    /// The user let go before the threshold: the pop is undone. Does nothing unless running.
    public func cancel() {
        guard state == .running else { return }
        state = .cancelled
        navigationController?.cancelInteractivePop(self)
    }
}
