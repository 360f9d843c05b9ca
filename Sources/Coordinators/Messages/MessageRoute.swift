import Screens

/// The walk up the coordinating responder chain: find the first handler synchronously, await it once.
@MainActor
enum MessageRoute {
    /// Finds the first responder from `start` up that handles `M`, recording each responder asked.
    static func firstHandler<M: Message>(
        for type: M.Type, from start: Responder?, trace: DispatchTrace?
    ) -> (responder: Responder, handling: any MessageHandling, handler: MessageHandler<M>)? {
        var current = start
        while let responder = current {
            trace?.visit(responder)
            if let handling = responder as? any MessageHandling,
               let handler = handling.messageHandlers.handler(for: type) {
                return (responder, handling, handler)
            }
            current = responder.coordinatingResponder
        }
        return nil
    }

    /// Delivers `message` to the first handler from `start` up and returns its reply.
    static func deliver<M: Message>(
        _ message: M, from start: Responder?, origin: Responder?, sender: Responder, trace: DispatchTrace?
    ) async throws -> M.Reply {
        guard let found = firstHandler(for: M.self, from: start, trace: trace) else {
            throw UnhandledMessage(
                message: String(describing: M.self),
                sender: ResponderName(sender),
                path: names(from: origin)
            )
        }
        if !found.handling.isReadyForMessages {
            try await found.handling.messageHandlers.waitUntilProcessed()
        }
        trace?.handled(by: found.responder)
        let passOn = PassOn<M>(handler: found.responder, origin: origin, sender: sender, trace: trace)
        return try await found.handler.body(message, passOn)
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
