public import Screens

/// Bar button items send messages too: from their action, up the chain that starts at the view
/// controller whose navigation item holds them.
extension BarButtonItem {
    /// The first responder its action messages ask: the view controller whose navigation item holds
    /// this button (a bar button item is not a responder itself). `nil` while it is in no navigation
    /// item, or that item's controller is gone.
    public var actionResponder: Responder? {
        navigationItem?.owningViewController
    }

    /// Sends `message` from this button's action, as `Responder.sendAction(_:)` does, up the chain
    /// that begins at the view controller whose navigation item holds it (`actionResponder`; that
    /// controller is asked first, then its coordinator and on up).
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { item in item.sendAction(CartEdit()) }
    /// ```
    ///
    /// Traces and `MessageFailed` name the sender `BarButtonItem`. In no navigation item, the message
    /// is unhandled, and so is its `MessageFailed`: the trace records both.
    public func sendAction<M: Message>(_ message: M) {
        ActionDispatch.start(message, from: actionResponder, sender: self, relay: nil)
    }

    /// Sends `message` from this button's action and hands its reply or error to `reply`, as
    /// `Responder.sendAction(_:reply:)` does, up the chain that begins at `actionResponder`.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { item in
    ///     item.sendAction(SaveNote(text: text)) { result in saved = (try? result.get()) != nil }
    /// }
    /// ```
    @discardableResult
    public func sendAction<M: Message>(
        _ message: M, reply: @escaping @MainActor (Result<M.Reply, any Error>) -> Void
    ) -> ActionRequest {
        ActionDispatch.start(message, from: actionResponder, sender: self, relay: nil, reply: reply)
    }
}
