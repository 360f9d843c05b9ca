import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The life of one `URLSessionTask` inside `URLSessionTransport`. The lock guards the
/// start/cancel/complete handshake with the calling Swift task; the body collector is touched
/// only from the session's serial delegate queue.
final class URLSessionTaskState: @unchecked Sendable {
    typealias Continuation = CheckedContinuation<Result<TransportResponse, NetworkError>, Never>

    let request: TransportRequest
    let task: URLSessionTask
    private let lock = NSLock()
    private var continuation: Continuation?
    private var isCancelled = false
    private var isStarted = false

    // Delegate-queue only.
    var collector: ResponseBodyCollector?
    var downloaded: Result<ReceivedResponse, NetworkError>?
    var reportedBytes: Int64 = 0
    var failure: NetworkError?
    var rejectedAuthentication = false

    init(request: TransportRequest, task: URLSessionTask) {
        self.request = request
        self.task = task
    }

    /// Resumes the task unless the Swift task was cancelled first; returns false in that case.
    func start(continuation: Continuation) -> Bool {
        lock.lock()
        if isCancelled {
            lock.unlock()
            continuation.resume(returning: .failure(.cancelled))
            return false
        }
        self.continuation = continuation
        isStarted = true
        lock.unlock()
        task.resume()
        return true
    }

    /// Cancels the task on behalf of the calling Swift task.
    func cancel() {
        lock.lock()
        isCancelled = true
        let started = isStarted
        lock.unlock()
        if started { task.cancel() }
    }

    /// Hands the outcome to the waiting Swift task, once.
    func complete(_ result: Result<TransportResponse, NetworkError>) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume(returning: result)
    }

    /// Stops the transfer because of a local failure (e.g. the download file cannot be written).
    func abort(with error: NetworkError) {
        failure = failure ?? error
        task.cancel()
    }
}
