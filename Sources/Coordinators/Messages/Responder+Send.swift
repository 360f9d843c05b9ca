public import Screens

/// Sending a message up the coordinating chain from any responder, awaiting its reply.
extension Responder {
    /// Sends `message` up the coordinating responder chain and returns the reply of the first
    /// responder that handles it.
    ///
    /// The walk starts at this responder's `coordinatingResponder` (a responder does not answer its
    /// own messages). Throws `UnhandledMessage`, listing every responder asked, when nobody handles
    /// it, and rethrows what the handler throws. Observers of `MessageTrace` see every dispatch;
    /// without observers, tracing costs one check.
    @inlinable
    @inline(__always)
    public func send<M: Message>(_ message: M) async throws -> M.Reply {
        try await MessageRoute.send(message, from: coordinatingResponder, sender: self)
    }
}
