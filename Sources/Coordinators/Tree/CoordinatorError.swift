/// Errors coordinators report.
public enum CoordinatorError: Error, Equatable {
    /// A queued message could not be handled because its coordinator stopped first.
    case stoppedBeforeReady(coordinator: String)
    /// A child flow ended without producing its result (it was stopped, or finished without a value).
    case finishedWithoutResult(coordinator: String)
    /// A coordinator without a root view controller was given where a screen is needed (a tab).
    case noRootViewController(coordinator: String)
    /// `startChild(_:returning:)` was called for a child whose result another call already awaits.
    case resultAlreadyAwaited(coordinator: String)
    /// A coordinator asked for a dependency (or a part of one) that nobody above it has set: a
    /// wiring mistake of the app, reported typed at the use site instead of an optional checked there.
    case missingDependency(type: String, coordinator: String)
}
