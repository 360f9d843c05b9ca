import Screens

extension Responder {
    /// Sends `message` up the coordinating responder chain and returns the reply of the first
    /// responder that handles it.
    ///
    /// The walk starts at this responder's `coordinatingResponder` (a responder does not answer its
    /// own messages). Throws `UnhandledMessage`, listing every responder asked, when nobody handles
    /// it, and rethrows what the handler throws. Observers of `MessageTrace` see every dispatch;
    /// without observers, tracing costs one check.
    public func send<M: Message>(_ message: M) async throws -> M.Reply {
        let origin = coordinatingResponder
        guard MessageTrace.isObserving else {
            return try await MessageRoute.deliver(message, from: origin, origin: origin, sender: self, trace: nil)
        }
        let trace = DispatchTrace(message: M.self, sender: self)
        do {
            let reply = try await MessageRoute.deliver(
                message, from: origin, origin: origin, sender: self, trace: trace
            )
            trace.finish(.replied)
            return reply
        } catch let error as UnhandledMessage {
            trace.finish(.unhandled)
            throw error
        } catch {
            trace.finish(.failed(String(describing: error)))
            throw error
        }
    }
}
