public import Screens

/// Sending a message from a synchronous action (a control's), where `send(_:)` cannot be awaited.
extension Responder {
    /// Sends `message` up the coordinating responder chain from a synchronous action on the main
    /// actor, such as a button's, where `send(_:)` cannot be awaited.
    ///
    /// ```swift
    /// let buy = Button(title: "Buy") { button in button.sendAction(CartBuyNow(product: product)) }
    /// ```
    ///
    /// It walks the chain as `send(_:)` does, starting at this responder's `coordinatingResponder`.
    /// Messages of successive actions reach their handlers in the order of the actions. The reply is
    /// dropped; a failure (the handler throws, or nobody handles it) becomes `MessageFailed`, sent up
    /// the same chain from this responder, and observers of `MessageTrace` see the failed dispatch.
    /// Use `send(_:)` from asynchronous code that wants the reply or the error.
    public func sendAction<M: Message>(_ message: M) {
        ActionDispatch.start(message, from: coordinatingResponder, sender: self, relay: nil)
    }
}
