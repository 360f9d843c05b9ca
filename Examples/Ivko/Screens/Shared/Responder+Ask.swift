import Coordinators
import Screens

extension Responder {
    /// Sends `message` up the chain from this responder and hands its reply, or the problem a screen
    /// shows for its error, to `apply`; nothing is dropped: a message nobody answers is shown as
    /// `.unexpected`. Returns the request's task, which a screen cancels when it no longer wants the
    /// answer (then `apply` is not called).
    @discardableResult
    func ask<M: Message>(_ message: M, then apply: @escaping @MainActor (Result<M.Reply, ScreenProblem>) -> Void) -> Task<Void, Never> {
        Task {
            let result: Result<M.Reply, ScreenProblem>
            do {
                result = .success(try await send(message))
            } catch {
                result = .failure(ScreenProblem(error))
            }
            if !Task.isCancelled { apply(result) }
        }
    }
}
