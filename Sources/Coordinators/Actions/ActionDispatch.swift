import Screens

/// How an action message travels: started at once and in order, its failures reported.
///
/// Where `Task.immediate` is available (Linux, macOS 26, iOS 26) the message's task starts
/// synchronously inside the action: the walk up the chain and the start of a handler run before
/// the action returns (a handler runs on to its first suspension, a synchronous one to its end). So
/// the messages of successive actions reach their handlers in the order of the actions, by
/// construction. Elsewhere `OrderedActionRelay` starts them one after another, each once the one
/// before has reached its handler: the same order, a main-actor turn later.
@MainActor
enum ActionDispatch {
    /// Starts `message` on its way up the chain from `origin`, sent by `sender`; `relay`, when given,
    /// is used even where `Task.immediate` is available (tests of the fallback use it).
    static func start<M: Message>(_ message: M, from origin: Responder?, sender: AnyObject, relay: OrderedActionRelay?) {
        // The action's trace scope, handed on explicitly: the relay's tasks do not inherit it.
        let observer = TaskScopedObserver.current
        let delivery: OrderedActionRelay.Delivery = { reach in
            await TaskScopedObserver.$current.withValue(observer) {
                await deliver(message, from: origin, sender: sender, reach: reach)
            }
        }
        if let relay {
            relay.enqueue(delivery)
        } else if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            Task.immediate { await delivery(ActionReach()) }
        } else {
            OrderedActionRelay.shared.enqueue(delivery)
        }
    }

    /// Delivers `message`, fires `reach` once its handler is reached, and reports a failure with
    /// `MessageFailed` up the same chain.
    static func deliver<M: Message>(_ message: M, from origin: Responder?, sender: AnyObject, reach: ActionReach) async {
        let trace = MessageTrace.isObserving ? DispatchTrace(message: M.self, sender: sender) : nil
        do {
            guard let found = MessageRoute.firstHandler(for: M.self, from: origin, trace: trace) else {
                throw MessageRoute.unhandled(M.self, sender: sender, origin: origin)
            }
            reach.fire()
            _ = try await MessageRoute.answer(message, at: found, origin: origin, sender: sender, trace: trace)
            trace?.finish(.replied)
        } catch {
            reach.fire()
            trace?.finish(failing: error)
            let failure = MessageFailed(message: message, sender: ResponderName(naming: sender), error: error)
            // The end of the line: a failure nobody handles (or whose handler throws) is not reported
            // again; the trace has both dispatches.
            _ = try? await MessageRoute.send(failure, from: origin, sender: sender)
        }
    }
}
