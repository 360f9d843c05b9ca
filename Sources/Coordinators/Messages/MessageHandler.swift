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
/// on, so handlers registered with `MessageHandling.handle` need not capture their owner.
@MainActor
@usableFromInline
final class MessageHandler<M: Message>: AnyMessageHandler {
    @usableFromInline
    enum Body {
        case answersAtOnce(@MainActor (Responder, M) throws -> M.Reply)
        case answers(@MainActor (Responder, M) async throws -> M.Reply)
        case passesOn(@MainActor (Responder, M, PassOn<M>) async throws -> M.Reply)
    }

    @usableFromInline let body: Body

    @usableFromInline
    init(_ body: Body) {
        self.body = body
        super.init(key: ObjectIdentifier(M.self), messageType: M.self)
    }
}
