/// What one message dispatch did: who sent what, which responders were asked, who handled it, how it
/// ended and how long it took (including the handlers' own work).
public struct DispatchRecord: Sendable, Equatable {
    /// How a dispatch ended.
    public enum Outcome: Sendable, Equatable {
        /// A handler replied.
        case replied
        /// Nobody handled the message (see `UnhandledMessage`).
        case unhandled
        /// A handler threw; the error's description.
        case failed(String)
    }

    /// The message's type name.
    public let message: String
    /// The responder that sent it.
    public let sender: ResponderName
    /// Every responder asked, in order (passing on continues the same path).
    public let path: [ResponderName]
    /// The responders whose handlers ran, in order; more than one when handlers passed it on.
    public let handlers: [ResponderName]
    /// How it ended.
    public let outcome: Outcome
    /// From the send to the reply.
    public let duration: Duration
}
