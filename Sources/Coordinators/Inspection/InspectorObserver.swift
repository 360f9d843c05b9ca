/// Hears that an `Inspector` has news (a message was dispatched, a coordinator started or
/// stopped), so a live view of it draws on change rather than on a timer. (What the tree says of
/// each screen changes with the windows: a live view also follows the application's display.)
@MainActor
public protocol InspectorObserver: AnyObject {
    /// Called at most once per main-actor turn after messages were dispatched or the tree changed.
    func inspectorDidChange(_ inspector: Inspector)
}
