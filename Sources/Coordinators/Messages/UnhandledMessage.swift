/// The error a send throws when no responder on the chain handles the message.
///
/// Every unhandled message is also logged at error level with its route (logger label
/// `layers.coordinators`), so a button whose message nobody answers never fails silently, even when
/// the sender drops the error (an action's `MessageFailed` that nobody handles either). A message
/// from a screen that left the app (its route reaches no coordinator and no application: a late
/// reply's screen asking for more after its flow ended) is logged at debug level instead. In tests,
/// the `.failsOnUnhandledMessages` trait of CoordinatorsTestSupport turns each one into a failed test.
public struct UnhandledMessage: Error, Equatable, CustomStringConvertible {
    /// The message's type name.
    public let message: String
    /// Who sent it.
    public let sender: ResponderName
    /// Every responder that was asked, from the sender's coordinating responder to the end of the chain.
    public let path: [ResponderName]

    /// The path walked as one line, `Screen → CatalogCoordinator(catalog) → …`.
    public var route: String {
        path.isEmpty ? "(no responder above the sender)" : path.map(\.description).joined(separator: " → ")
    }

    /// A one-line explanation with the path walked.
    public var description: String {
        "Nobody handled \(message) sent by \(sender): \(route)"
    }
}
