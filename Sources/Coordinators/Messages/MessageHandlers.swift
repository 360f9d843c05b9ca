import Screens

/// The table of messages one responder answers, and the queue of messages that wait until it is ready.
///
/// Handlers are registered through the responder that owns the table (`MessageHandling.handle`), so
/// each receives that responder at dispatch. They are keyed by the message's type; registering a
/// second handler for the same type replaces the first. The table is a short array, so finding a
/// handler is a few pointer comparisons.
@MainActor
public final class MessageHandlers {
    // Read only in this module's code (not inlined into callers), so the whole-module optimizer can
    // drop the runtime exclusivity check from the read on every dispatch.
    private var handlers: [AnyMessageHandler] = []
    private var waiting: [Waiting] = []
    /// How many of the waiting messages (the first ones) are being let through, one at a time.
    private var releasing = 0

    /// A message waiting for the owner to become ready: its type, and the send to resume.
    private struct Waiting {
        let message: Any.Type
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// Creates an empty table.
    public init() {}

    /// Removes the handler for `type`, if any.
    public func removeHandler<M: Message>(for type: M.Type) {
        let key = ObjectIdentifier(type)
        handlers.removeAll { $0.key == key }
    }

    /// Whether a handler for `type` is registered.
    public func handles<M: Message>(_ type: M.Type) -> Bool {
        handler(for: type) != nil
    }

    /// The names of the handled message types, in registration order (for inspectors).
    public var handledMessageNames: [String] {
        handlers.map { String(describing: $0.messageType) }
    }

    /// How many messages are waiting for this responder to become ready.
    public var queuedMessageCount: Int { waiting.count }

    /// The type names of the messages waiting for this responder to become ready, in arrival order
    /// (for inspectors).
    public var queuedMessageNames: [String] {
        waiting.map { String(describing: $0.message) }
    }

    /// Lets every waiting message through, in the order they arrived: one at a time, each once the
    /// one before it is running on the main actor, so their handlers start in arrival order
    /// whatever order the resumed tasks would get the main actor in.
    public func processQueuedMessages() {
        let wasReleasing = releasing > 0
        releasing = waiting.count
        if !wasReleasing { releaseNext() }
    }

    /// Fails every waiting message with `error` (for example when the owner stops).
    public func cancelQueuedMessages(with error: any Error) {
        let cancelled = waiting
        waiting.removeAll()
        releasing = 0
        for entry in cancelled { entry.continuation.resume(throwing: error) }
    }

    /// Resumes the first waiting message, if one is still to be let through.
    private func releaseNext() {
        guard releasing > 0, !waiting.isEmpty else {
            releasing = 0
            return
        }
        releasing -= 1
        waiting.removeFirst().continuation.resume()
    }

    /// The handler for `M`: the entry keyed by `M`, which is a `MessageHandler<M>`.
    @inlinable
    func handler<M: Message>(for type: M.Type) -> MessageHandler<M>? {
        entry(for: ObjectIdentifier(type)) as? MessageHandler<M>
    }

    /// The handler registered under `key`, if any.
    @usableFromInline
    func entry(for key: ObjectIdentifier) -> AnyMessageHandler? {
        for entry in handlers where entry.key == key {
            return entry
        }
        return nil
    }

    /// Suspends a message of type `message` until the owner is ready (or stops).
    @usableFromInline
    func waitUntilProcessed(_ message: Any.Type) async throws {
        try await withCheckedThrowingContinuation { waiting.append(Waiting(message: message, continuation: $0)) }
        // Running now: the next one may go, and reaches the main actor after this one's handler started.
        releaseNext()
    }

    @usableFromInline
    func register(_ handler: AnyMessageHandler) {
        if let index = handlers.firstIndex(where: { $0.key == handler.key }) {
            handlers[index] = handler
        } else {
            handlers.append(handler)
        }
    }
}
