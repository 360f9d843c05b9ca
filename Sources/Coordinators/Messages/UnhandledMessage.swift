/// The error a send throws when no responder on the chain handles the message.
public struct UnhandledMessage: Error, Equatable, CustomStringConvertible {
    /// The message's type name.
    public let message: String
    /// Who sent it.
    public let sender: ResponderName
    /// Every responder that was asked, from the sender's coordinating responder to the end of the chain.
    public let path: [ResponderName]

    /// A one-line explanation with the path walked.
    public var description: String {
        let walked = path.isEmpty ? "(no responder above the sender)" : path.map(\.description).joined(separator: " → ")
        return "Nobody handled \(message) sent by \(sender): \(walked)"
    }
}
