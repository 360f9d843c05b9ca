import Logging
public import Screens

/// The walk up the coordinating responder chain: find the first handler synchronously, then answer.
///
/// The hot path is `@inlinable`, so it is specialised for each message type in the app's module, and
/// a ready handler that answers synchronously is called without a suspension.
@MainActor
@usableFromInline
enum MessageRoute {
    /// A handler found on the chain.
    @usableFromInline
    struct Found<M: Message> {
        @usableFromInline let responder: Responder
        @usableFromInline let handlers: MessageHandlers
        @usableFromInline let handler: MessageHandler<M>
        @usableFromInline let isReady: Bool

        @inlinable
        init(responder: Responder, handlers: MessageHandlers, handler: MessageHandler<M>, isReady: Bool) {
            self.responder = responder
            self.handlers = handlers
            self.handler = handler
            self.isReady = isReady
        }
    }

    /// Sends `message` from `sender` up the chain that begins at `origin` and returns the reply;
    /// traced when someone observes.
    ///
    /// Always inlined: in a caller on the main actor the hop onto it then disappears, so a ready
    /// handler that answers synchronously is reached without touching the executor.
    @inlinable
    @inline(__always)
    static func send<M: Message>(_ message: M, from origin: Responder?, sender: AnyObject) async throws -> M.Reply {
        guard !MessageTrace.isObserving else {
            return try await deliverTraced(message, from: origin, sender: sender)
        }
        guard let found = firstHandler(for: M.self, from: origin, trace: nil) else {
            throw unhandled(M.self, sender: sender, origin: origin)
        }
        if found.isReady, case .answersAtOnce(let body) = found.handler.body {
            return try body(found.responder, message)
        }
        return try await answer(message, at: found, origin: origin, sender: sender, trace: nil)
    }

    /// Finds the first responder from `start` up that handles `M`, recording each responder asked
    /// when tracing.
    ///
    /// Consecutive responders of one class (the plain container views of a screen) share the class
    /// lookup.
    @inlinable
    static func firstHandler<M: Message>(for type: M.Type, from start: Responder?, trace: DispatchTrace?) -> Found<M>? {
        guard var responder = start else { return nil }
        var previousClass: ObjectIdentifier?
        var kind = HandlerKinds.Kind.none
        while true {
            trace?.visit(responder)
            let responderClass = ObjectIdentifier(Swift.type(of: responder))
            if responderClass != previousClass {
                kind = HandlerKinds.kind(of: responder)
                previousClass = responderClass
            }
            if kind != .none, let found = handler(for: type, at: responder, kind: kind) { return found }
            guard let next = responder.coordinatingResponder else { return nil }
            responder = next
        }
    }

    /// The handler for `M` at `responder`, whose class is of `kind`, if it has one.
    @inlinable
    static func handler<M: Message>(for type: M.Type, at responder: Responder, kind: HandlerKinds.Kind) -> Found<M>? {
        switch kind {
        case .coordinator:
            guard let coordinator = responder as? AnyCoordinator,
                let handler = coordinator.messageHandlers.handler(for: type)
            else { return nil }
            return Found(
                responder: responder, handlers: coordinator.messageHandlers, handler: handler,
                isReady: coordinator.isReadyForMessages)
        case .handling:
            guard let handling = responder as? any MessageHandling,
                let handler = handling.messageHandlers.handler(for: type)
            else { return nil }
            return Found(
                responder: responder, handlers: handling.messageHandlers, handler: handler,
                isReady: handling.isReadyForMessages)
        case .none:
            return nil
        }
    }

    /// Delivers `message` to the first handler from `start` up and returns its reply.
    @inlinable
    static func deliver<M: Message>(
        _ message: M, from start: Responder?, origin: Responder?, sender: AnyObject, trace: DispatchTrace?
    ) async throws -> M.Reply {
        guard let found = firstHandler(for: M.self, from: start, trace: trace) else {
            throw unhandled(M.self, sender: sender, origin: origin)
        }
        return try await answer(message, at: found, origin: origin, sender: sender, trace: trace)
    }

    /// Hands `message` to the handler `found`, once its responder is ready, and returns the reply.
    @inlinable
    static func answer<M: Message>(
        _ message: M, at found: Found<M>, origin: Responder?, sender: AnyObject, trace: DispatchTrace?
    ) async throws -> M.Reply {
        if !found.isReady {
            try await found.handlers.waitUntilProcessed(M.self)
        }
        trace?.handled(by: found.responder)
        switch found.handler.body {
        case .answersAtOnce(let body):
            return try body(found.responder, message)
        case .answers(let body):
            return try await body(found.responder, message, MessageSender(sender))
        case .passesOn(let body):
            let passOn = PassOn<M>(handler: found.responder, origin: origin, sender: sender, trace: trace)
            return try await body(found.responder, message, MessageSender(sender), passOn)
        }
    }

    /// The error for a message nobody handled, with every responder from `origin` to the end. It is
    /// logged at error level with its route: a message nobody answers is a button that does nothing.
    /// Only a message from a screen that left the app (its route reaches neither a coordinator nor
    /// the application: a reply that came back after its flow ended asked for more) is logged at
    /// debug level, as what it is: a screen nobody shows any more, not a dead button.
    @usableFromInline
    static func unhandled<M: Message>(_ type: M.Type, sender: AnyObject, origin: Responder?) -> UnhandledMessage {
        let error = UnhandledMessage(message: String(describing: type), sender: ResponderName(naming: sender), path: names(from: origin))
        let metadata: Logger.Metadata = ["message": "\(error.message)", "sender": "\(error.sender)", "route": "\(error.route)"]
        // Made here, on this cold path, so it writes wherever the program's logging is bootstrapped to now.
        let logger = Logger(label: "layers.coordinators")
        if isInTheApp(origin) {
            logger.error("Nobody handled a message", metadata: metadata)
        } else {
            logger.debug("A message from a screen that left the app went nowhere", metadata: metadata)
        }
        return error
    }

    /// Whether the chain from `start` reaches a coordinator or the application: the sender is part of
    /// the app, not a screen its flow let go of.
    static func isInTheApp(_ start: Responder?) -> Bool {
        var current = start
        while let responder = current {
            if responder is AnyCoordinator || responder is Application { return true }
            current = responder.coordinatingResponder
        }
        return false
    }

    /// The names of every responder from `start` to the end of the chain.
    static func names(from start: Responder?) -> [ResponderName] {
        var names: [ResponderName] = []
        var current = start
        while let responder = current {
            names.append(ResponderName(responder))
            current = responder.coordinatingResponder
        }
        return names
    }
}
