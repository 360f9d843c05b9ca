public import Screens

extension MessageRoute {
    /// Delivers `message` while recording the dispatch for the attached observers (the slow path,
    /// taken only when someone observes).
    @usableFromInline
    static func deliverTraced<M: Message>(_ message: M, from origin: Responder?, sender: AnyObject) async throws -> M.Reply {
        let trace = DispatchTrace(message: M.self, sender: sender)
        do {
            let reply = try await deliver(message, from: origin, origin: origin, sender: sender, trace: trace)
            trace.finish(.replied)
            return reply
        } catch {
            trace.finish(failing: error)
            throw error
        }
    }
}
