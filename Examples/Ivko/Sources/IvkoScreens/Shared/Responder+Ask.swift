import Coordinators
import Screens

extension Responder {
    /// Sends `message` up the chain from this responder with the library's `sendAction(_:reply:)`
    /// and hands its reply, or the problem a screen shows for its error, to `apply`; nothing is
    /// dropped: a message nobody answers is shown as `.unexpected` (and logged by the library).
    /// Returns the request, which a screen cancels when it no longer wants the answer (then `apply`
    /// is not called).
    @discardableResult
    func ask<M: Message>(_ message: M, then apply: @escaping @MainActor (Result<M.Reply, ScreenProblem>) -> Void) -> ActionRequest {
        sendAction(message) { result in apply(result.mapError { ScreenProblem($0) }) }
    }
}
