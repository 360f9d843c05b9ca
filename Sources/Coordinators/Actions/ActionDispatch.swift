import Screens

/// How an action message travels: started at once and in order, its failures reported (or its
/// reply handed back to the screen that asked).
///
/// Where `Task.immediate` is available (Linux, macOS 26, iOS 26) the message's task starts
/// synchronously inside the action: the walk up the chain and the start of a handler run before
/// the action returns (a handler runs on to its first suspension, a synchronous one to its end). So
/// the messages of successive actions reach their handlers in the order of the actions, by
/// construction. Elsewhere `OrderedActionRelay` starts them one after another, each once the one
/// before has reached its handler: the same order, a main-actor turn later.
@MainActor
enum ActionDispatch {
    /// Starts `message` on its way up the chain from `origin`, sent by `sender`. With `reply`, the
    /// reply or the error goes there (unless `request` was cancelled first); without, a failure is
    /// sent up the chain as `MessageFailed`. `relay`, when given, is used even where `Task.immediate`
    /// is available (tests of the fallback use it).
    @discardableResult
    static func start<M: Message>(
        _ message: M, from origin: Responder?, sender: AnyObject, relay: OrderedActionRelay?,
        reply: (@MainActor (Result<M.Reply, any Error>) -> Void)? = nil
    ) -> ActionRequest {
        let request = ActionRequest()
        // The action's trace scope, handed on explicitly: the relay's tasks do not inherit it.
        let observer = TaskScopedObserver.current
        let delivery: OrderedActionRelay.Delivery = { reach in
            await TaskScopedObserver.$current.withValue(observer) {
                await deliver(message, from: origin, sender: sender, reach: reach, reply: reply)
            }
        }
        if let relay {
            relay.enqueue(delivery) { request.attach($0) }
        } else if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            request.attach(Task.immediate { await delivery(ActionReach()) })
        } else {
            OrderedActionRelay.shared.enqueue(delivery) { request.attach($0) }
        }
        return request
    }

    /// Delivers `message`, fires `reach` once its handler is reached, and hands the outcome to
    /// `reply` (when the task was not cancelled) or, without one, reports a failure with
    /// `MessageFailed` up the same chain.
    static func deliver<M: Message>(
        _ message: M, from origin: Responder?, sender: AnyObject, reach: ActionReach,
        reply: (@MainActor (Result<M.Reply, any Error>) -> Void)?
    ) async {
        // A request cancelled before its message started (behind others in the relay) sends nothing.
        if reply != nil, Task.isCancelled {
            reach.fire()
            return
        }
        let trace = MessageTrace.isObserving ? DispatchTrace(message: M.self, sender: sender) : nil
        do {
            guard let found = MessageRoute.firstHandler(for: M.self, from: origin, trace: trace) else {
                throw MessageRoute.unhandled(M.self, sender: sender, origin: origin)
            }
            reach.fire()
            let answer = try await MessageRoute.answer(message, at: found, origin: origin, sender: sender, trace: trace)
            trace?.finish(.replied)
            if let reply, !Task.isCancelled { reply(.success(answer)) }
        } catch {
            reach.fire()
            trace?.finish(failing: error)
            if let reply {
                if !Task.isCancelled { reply(.failure(error)) }
                return
            }
            let failure = MessageFailed(message: message, sender: ResponderName(naming: sender), error: error)
            // The end of the line: a failure nobody handles (or whose handler throws) is not reported
            // again (nobody handling it is logged, as every unhandled message is); the trace has both.
            _ = try? await MessageRoute.send(failure, from: origin, sender: sender)
        }
    }
}
