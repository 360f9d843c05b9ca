/// What became of a browser event that named a live element.
public enum BrowserEventOutcome: Equatable, Sendable {
    /// The event acted (a tap ran, text changed, the list scrolled, a screen was popped).
    case handled
    /// The element did not react (disabled, nothing to pop, a swipe refused).
    case ignored
}
