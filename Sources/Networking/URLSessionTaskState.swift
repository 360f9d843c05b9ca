import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The life of one `URLSessionTask` inside `URLSessionTransport`. The lock guards the
/// start/cancel/complete handshake with the calling Swift task; the body fields are touched
/// only from the session's serial delegate queue, hence `@unchecked Sendable`.
final class URLSessionTaskState: @unchecked Sendable {
    /// How a task ended.
    enum Outcome: Sendable {
        /// With a response or a failure.
        case finished(Result<TransportResponse, NetworkError>)
        /// An authentication challenge was declined on a task that then loses the 401 body; with the
        /// challenge whose credentials the server refused, if it refused some.
        case authenticationDeclined(refused: AuthenticationChallenge?)
        /// The head of a streamed task arrived; its body follows through the stream.
        case streaming(TransportStream)
    }

    typealias Continuation = CheckedContinuation<Outcome, Never>

    let request: TransportRequest
    /// How the task runs.
    let mode: URLSessionTransport.Mode
    private let lock = NSLock()
    private var attached: URLSessionTask?
    private var continuation: Continuation?
    private var isCancelled = false
    private var isStarted = false

    // Delegate-queue only.
    var collector: ResponseBodyCollector?
    var downloaded: Result<ReceivedResponse, NetworkError>?
    var reportedBytes: Int64 = 0
    var failure: NetworkError?
    var rejectedAuthentication = false
    /// The challenge answered with credentials (once per task), and the one whose credentials were refused.
    var answeredChallenge: AuthenticationChallenge?
    var refusedChallenge: AuthenticationChallenge?
    var streamWriter: ResponseBodyStream.Writer?
    var streamHead: ResponseHead?
    var streamedBytes: Int64 = 0

    init(request: TransportRequest, mode: URLSessionTransport.Mode) {
        self.request = request
        self.mode = mode
    }

    /// The task, attached once before `start`.
    var task: URLSessionTask? { lock.withLock { attached } }

    func attach(_ task: URLSessionTask) {
        lock.withLock { attached = task }
    }

    /// Resumes the task unless the Swift task was cancelled first; returns false in that case.
    func start(continuation: Continuation) -> Bool {
        let task: URLSessionTask? = lock.withLock {
            guard !isCancelled else { return nil }
            self.continuation = continuation
            isStarted = true
            return attached
        }
        guard let task else {
            continuation.resume(returning: .finished(.failure(.cancelled)))
            return false
        }
        task.resume()
        return true
    }

    /// Cancels the task on behalf of the calling Swift task.
    func cancel() {
        let task: URLSessionTask? = lock.withLock {
            isCancelled = true
            return isStarted ? attached : nil
        }
        task?.cancel()
    }

    /// Hands the outcome to the waiting Swift task, once.
    func complete(_ outcome: Outcome) {
        let continuation: Continuation? = lock.withLock {
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(returning: outcome)
    }

    /// Stops the transfer because of a local failure (e.g. the download file cannot be written).
    func abort(with error: NetworkError) {
        failure = failure ?? error
        task?.cancel()
    }
}
