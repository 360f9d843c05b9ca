/// What became of a navigation (a deep link, a restored state) handed to a `PageTabBarCoordinator`.
public enum NavigationOutcome: Equatable, Sendable {
    /// It is on screen now.
    case applied
    /// The scene cannot show it yet (loading, signed out); it waits and is applied once it can be,
    /// unless a newer navigation replaces it first.
    case queued
}
