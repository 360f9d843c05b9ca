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

    /// Sends `message` from a synchronous action, as `sendAction(_:)` does, and hands its reply, or
    /// the error (the handler's, or `UnhandledMessage`), to `reply` on the main actor: how a screen
    /// asks for something from a button's action and shows the answer itself.
    ///
    /// ```swift
    /// let delete = Button(title: "Delete") { [unowned self] button in
    ///     button.sendAction(DeleteNote(id: note.id)) { result in
    ///         if case .failure(let error) = result { self.problem = "\(error)" }
    ///     }
    /// }
    /// ```
    ///
    /// It starts and is ordered like `sendAction(_:)`; a failure goes to `reply`, not up the chain
    /// as `MessageFailed` (the screen that asked shows it). Keep the returned `ActionRequest` to
    /// cancel it (the screen left, or asked again): its task is cancelled and `reply` is not called.
    @discardableResult
    public func sendAction<M: Message>(
        _ message: M, reply: @escaping @MainActor (Result<M.Reply, any Error>) -> Void
    ) -> ActionRequest {
        ActionDispatch.start(message, from: coordinatingResponder, sender: self, relay: nil, reply: reply)
    }
}
