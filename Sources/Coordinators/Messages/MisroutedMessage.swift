/// The error a send throws when a handler registered with `MessageHandling.handle` is reached
/// through a different responder than the one that registered it (two responders sharing one
/// `MessageHandlers` table). Give each responder its own table.
public struct MisroutedMessage: Error, Equatable, CustomStringConvertible {
    /// The message's type name.
    public let message: String
    /// The responder whose table held the handler.
    public let responder: ResponderName

    @usableFromInline
    init(message: String, responder: ResponderName) {
        self.message = message
        self.responder = responder
    }

    /// A one-line explanation.
    public var description: String {
        "\(message) reached a handler through \(responder), which did not register it"
    }
}
