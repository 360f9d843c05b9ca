/// An action message sent with a reply (`sendAction(_:reply:)`): what a screen keeps to cancel it
/// when it no longer wants the answer (it left the screen, or asked again).
///
/// ```swift
/// loading?.cancel()                          // a newer request replaces the one in flight
/// loading = sendAction(LoadNote(id: id)) { [weak self] result in self?.show(result) }
/// ```
///
/// Cancelling cancels the message's task, so a handler that awaits the layer below stops there, and
/// the reply closure is not called afterwards.
@MainActor
public final class ActionRequest {
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false
    private var task: Task<Void, Never>?

    /// A request whose task has not started yet.
    init() {}

    /// Cancels the message's task; its reply is not handed back any more.
    public func cancel() {
        isCancelled = true
        task?.cancel()
    }

    /// Takes the task that delivers the message, cancelling it at once if the request was cancelled
    /// before it started.
    func attach(_ task: Task<Void, Never>) {
        self.task = task
        if isCancelled { task.cancel() }
    }
}
