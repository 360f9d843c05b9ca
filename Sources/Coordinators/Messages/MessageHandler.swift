public import Screens

/// One registered handler, stored without its message type so one table can hold many kinds.
@MainActor
@usableFromInline
class AnyMessageHandler {
    /// The handled message type, as the key of the table.
    @usableFromInline let key: ObjectIdentifier
    /// The handled message type, for inspectors.
    let messageType: Any.Type

    @usableFromInline
    init(key: ObjectIdentifier, messageType: Any.Type) {
        self.key = key
        self.messageType = messageType
    }
}

/// A handler for messages of type `M`: one that answers synchronously, one that answers
/// asynchronously, or one that may pass the message on. Each receives the responder it was found
/// on, so handlers registered with `MessageHandling.handle` need not capture their owner. The
/// asynchronous and pass-on kinds also receive the message's sender (wrappers of handlers that do
/// not want it drop it); a handler that asks for the sender is registered as asynchronous, so the
/// synchronous fast path hands over nothing more than before.
@MainActor
@usableFromInline
final class MessageHandler<M: Message>: AnyMessageHandler {
    @usableFromInline
    enum Body {
        case answersAtOnce(@MainActor (Responder, M) throws -> M.Reply)
        case answers(@MainActor (Responder, M, MessageSender) async throws -> M.Reply)
        case passesOn(@MainActor (Responder, M, MessageSender, PassOn<M>) async throws -> M.Reply)
    }

    @usableFromInline let body: Body

    @usableFromInline
    init(_ body: Body) {
        self.body = body
        super.init(key: ObjectIdentifier(M.self), messageType: M.self)
    }
}
