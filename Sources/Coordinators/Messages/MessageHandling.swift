public import Screens

/// A responder that can handle messages: it owns a `MessageHandlers` table.
///
/// Coordinators conform already. Any other responder (a view controller, a scene delegate, the
/// application delegate) conforms with one stored property and registers its handlers in `init`:
///
/// ```swift
/// final class ProductViewController: ViewController, MessageHandling {
///     let messageHandlers = MessageHandlers()
///     override init() {
///         super.init()
///         handle(ProductZoom.self) { controller, message in controller.zoom(message.image) }
///     }
/// }
/// ```
///
/// A handler that needs to know who sent the message (to tell two buttons apart, or to present from
/// the sender's screen) takes it as the parameter after the message, in `handle` and
/// `handleAndPassOn` alike: `handle(Buy.self) { coordinator, message, sender in ... }`. Handlers
/// that do not need it keep the two-parameter form.
///
/// The walk up the chain never casts to a parameterised type: whether a responder's class handles
/// messages is looked up once per class and remembered, its table is a short array keyed by message
/// type, and the handler is found synchronously and then called once (awaited only if asynchronous).
@MainActor
public protocol MessageHandling: AnyObject {
    /// The handlers this responder answers messages with.
    var messageHandlers: MessageHandlers { get }

    /// Whether handlers may run now. When `false`, messages that reach this responder wait in
    /// arrival order until `messageHandlers.processQueuedMessages()` is called.
    var isReadyForMessages: Bool { get }
}

extension MessageHandling {
    /// Responders are ready for messages unless they say otherwise.
    public var isReadyForMessages: Bool { true }

    /// Registers `body` as this responder's synchronous answer to `type`; the message stops here.
    ///
    /// `body` receives this responder and the message and returns the reply that goes back to the
    /// sender. The responder is handed in at dispatch, not captured, so registering never creates a
    /// retain cycle. Swift picks this overload for a closure without `await`, the asynchronous one
    /// otherwise; a closure that takes a third parameter gets the sender (see `MessageSender`).
    @inlinable
    public func handle<M: Message>(
        _ type: M.Type,
        _ body: @escaping @MainActor (Self, M) throws -> M.Reply
    ) {
        messageHandlers.register(
            MessageHandler<M>(
                .answersAtOnce { responder, message in
                    try body(try Self.owner(responder, of: M.self), message)
                }))
    }

    /// Registers `body` as this responder's asynchronous answer to `type` (for handlers that call
    /// the layer below); the message stops here. `body` receives this responder and the message.
    @inlinable
    public func handle<M: Message>(
        _ type: M.Type,
        _ body: @escaping @MainActor (Self, M) async throws -> M.Reply
    ) {
        messageHandlers.register(
            MessageHandler<M>(
                .answers { responder, message, _ in
                    try await body(try Self.owner(responder, of: M.self), message)
                }))
    }

    /// Registers `body` as this responder's answer to `type`, with the message's sender as a third
    /// parameter: `handle(M.self) { coordinator, message, sender in ... }` tells two buttons apart
    /// (`sender.object === buyButton`) or presents from the screen the message came from
    /// (`sender.viewController`). The closure may be synchronous or asynchronous.
    @inlinable
    public func handle<M: Message>(
        _ type: M.Type,
        _ body: @escaping @MainActor (Self, M, MessageSender) async throws -> M.Reply
    ) {
        messageHandlers.register(
            MessageHandler<M>(
                .answers { responder, message, sender in
                    try await body(try Self.owner(responder, of: M.self), message, sender)
                }))
    }

    /// Registers `body` for `type` with the right to pass the message on up the chain.
    ///
    /// `body` calls `passOn(message)` (with the same or a changed message) to let the responders
    /// above answer it, and returns that reply or its own.
    @inlinable
    public func handleAndPassOn<M: Message>(
        _ type: M.Type,
        _ body: @escaping @MainActor (Self, M, PassOn<M>) async throws -> M.Reply
    ) {
        messageHandlers.register(
            MessageHandler<M>(
                .passesOn { responder, message, _, passOn in
                    try await body(try Self.owner(responder, of: M.self), message, passOn)
                }))
    }

    /// Registers `body` for `type` with the right to pass the message on, with the message's sender:
    /// `handleAndPassOn(M.self) { coordinator, message, sender, passOn in ... }`. The responders
    /// above get the same sender.
    @inlinable
    public func handleAndPassOn<M: Message>(
        _ type: M.Type,
        _ body: @escaping @MainActor (Self, M, MessageSender, PassOn<M>) async throws -> M.Reply
    ) {
        messageHandlers.register(
            MessageHandler<M>(
                .passesOn { responder, message, sender, passOn in
                    try await body(try Self.owner(responder, of: M.self), message, sender, passOn)
                }))
    }

    /// The responder a handler was found on, as the type that registered it.
    @inlinable
    static func owner<M: Message>(_ responder: Responder, of message: M.Type) throws -> Self {
        guard let owner = responder as? Self else {
            throw MisroutedMessage(message: String(describing: message), responder: ResponderName(responder))
        }
        return owner
    }
}
