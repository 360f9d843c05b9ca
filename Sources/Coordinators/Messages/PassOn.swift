public import Screens

/// Lets a handler registered with `handleAndPassOn` hand its message on to the responders above it.
///
/// Calling it walks on from the handling responder's `coordinatingResponder` and returns the reply
/// of whoever answers there; if nobody does, it throws `UnhandledMessage`, as a plain send would.
@MainActor
public struct PassOn<M: Message> {
    @usableFromInline let handler: Responder
    @usableFromInline let origin: Responder?
    @usableFromInline let sender: AnyObject
    @usableFromInline let trace: DispatchTrace?

    @inlinable
    init(handler: Responder, origin: Responder?, sender: AnyObject, trace: DispatchTrace?) {
        self.handler = handler
        self.origin = origin
        self.sender = sender
        self.trace = trace
    }

    /// Passes `message` (the one received or a changed one) on up the chain and returns the reply.
    @inlinable
    public func callAsFunction(_ message: M) async throws -> M.Reply {
        try await MessageRoute.deliver(
            message, from: handler.coordinatingResponder, origin: origin, sender: sender, trace: trace
        )
    }
}
