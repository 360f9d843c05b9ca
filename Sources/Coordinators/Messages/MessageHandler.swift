/// One registered handler, stored without its message type so one table can hold many kinds.
@MainActor
class AnyMessageHandler {
    /// The handled message type, as the key of the table.
    let key: ObjectIdentifier
    /// The handled message type, for inspectors.
    let messageType: Any.Type

    init(key: ObjectIdentifier, messageType: Any.Type) {
        self.key = key
        self.messageType = messageType
    }
}

/// A handler for messages of type `M`; plain handlers ignore their `PassOn`.
@MainActor
final class MessageHandler<M: Message>: AnyMessageHandler {
    /// The handler's body.
    let body: @MainActor (M, PassOn<M>) async throws -> M.Reply

    init(_ body: @escaping @MainActor (M, PassOn<M>) async throws -> M.Reply) {
        self.body = body
        super.init(key: ObjectIdentifier(M.self), messageType: M.self)
    }
}
