/// The message a failed action message becomes, so the app can tell the user.
///
/// A message sent with `sendAction(_:)` (from a button's or bar button item's action) has no caller
/// to throw to. When its handler throws, or nobody handles it (`UnhandledMessage`), a
/// `MessageFailed` is sent up the same chain from the same sender, where an app coordinator (or the
/// scene or application delegate) handles it, e.g. to show an alert:
///
/// ```swift
/// handle(MessageFailed.self) { app, failure in app.showAlert(for: failure.error) }   // the app's own alert
/// ```
///
/// The failure ends there: if nobody handles `MessageFailed` either, or its handler throws, it is
/// not reported again (a failure cannot loop). Both dispatches are still recorded for the observers
/// of `MessageTrace`, the failed one with its outcome.
public struct MessageFailed: Message {
    /// The message that failed, as it was sent (cast it back to offer a retry or to say what failed).
    public let message: any Message
    /// Who sent it: the control whose action sent it.
    public let sender: ResponderName
    /// What went wrong: the handler's error, or `UnhandledMessage` when nobody handled it.
    public let error: any Error

    /// The failed message's type name, e.g. `OpenProduct`.
    public var messageName: String {
        String(describing: type(of: message))
    }
}
