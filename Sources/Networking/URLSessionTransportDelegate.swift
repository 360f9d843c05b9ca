import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of `URLSessionTransport`: routes each callback to its task's state,
/// streams bodies into collectors and answers authentication challenges. `states`, its one mutable
/// property, is read and written with `lock` held (an `NSObject` subclass for URLSession, so not a
/// `Locked` of its own: Networking depends on nothing but Foundation and swift-log), hence
/// `@unchecked Sendable`.
final class URLSessionTransportDelegate: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var states: [Int: URLSessionTaskState] = [:]
    let trust: ServerTrustPolicy
    private let credentials: (any HTTPCredentialSource)?

    init(trust: ServerTrustPolicy, credentials: (any HTTPCredentialSource)?) {
        self.trust = trust
        self.credentials = credentials
    }

    func start(_ state: URLSessionTaskState, continuation: URLSessionTaskState.Continuation) {
        guard let id = state.task?.taskIdentifier else {
            continuation.resume(returning: .finished(.failure(.transport(reason: "no task"))))
            return
        }
        lock.withLock { states[id] = state }
        if !state.start(continuation: continuation) {
            lock.withLock { states[id] = nil }
        }
    }

    private func state(for task: URLSessionTask) -> URLSessionTaskState? {
        lock.withLock { states[task.taskIdentifier] }
    }

    // MARK: Authentication

    #if canImport(FoundationNetworking)
    // On Apple platforms this is left out, so every challenge (server trust too) reaches the task's
    // method below, which knows the task to fail with `.untrustedServer`.
    func urlSession(
        _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        completionHandler(.performDefaultHandling, nil)
    }
    #endif

    /// Server trust is the `ServerTrustPolicy`'s (Apple platforms: see `evaluateServerTrust`); client
    /// certificates get the system's handling. An HTTP Basic challenge is answered once with the
    /// credential source's credentials for its host; any other HTTP authentication, a host the source
    /// has nothing for, and a second challenge (the credentials were refused) are declined, so the 401
    /// comes back as a response (`.credentialsRefused` after refused credentials). On Linux the default
    /// handling of such a challenge never returns, and declining it completes the task as "cancelled"
    /// after the 401 head and body have arrived; `didCompleteWithError` turns that back into the response.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let method = challenge.protectionSpace.authenticationMethod
        #if !canImport(FoundationNetworking)
        if method == NSURLAuthenticationMethodServerTrust {
            evaluateServerTrust(challenge, state: state(for: task), completionHandler: completionHandler)
            return
        }
        #endif
        guard Self.httpAuthenticationMethods.contains(method) else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        if let answer = basicAnswer(to: challenge, state: state(for: task)) {
            completionHandler(.useCredential, answer)
            return
        }
        #if canImport(FoundationNetworking)
        state(for: task)?.rejectedAuthentication = true
        completionHandler(.rejectProtectionSpace, nil)
        #else
        completionHandler(.performDefaultHandling, nil)
        #endif
    }

    /// The credential for a Basic challenge the task has not answered yet, if the source has one for
    /// its host; a challenge after an answer records that the credentials were refused.
    private func basicAnswer(to challenge: URLAuthenticationChallenge, state: URLSessionTaskState?) -> URLCredential? {
        let space = challenge.protectionSpace
        guard let credentials, let state, state.mode != .streamedData,
            [NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodDefault].contains(space.authenticationMethod)
        else { return nil }
        let asked = AuthenticationChallenge(host: space.host, port: space.port > 0 ? space.port : nil, realm: space.realm)
        guard state.answeredChallenge == nil, challenge.previousFailureCount == 0 else {
            state.refusedChallenge = asked
            return nil
        }
        guard let given = credentials.credentials(for: asked) else { return nil }
        state.answeredChallenge = asked
        return URLCredential(user: given.user, password: given.password, persistence: .none)
    }

    private static let httpAuthenticationMethods: Set<String> = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest,
        NSURLAuthenticationMethodHTMLForm, NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
    ]

    // MARK: Bodies

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let state = state(for: dataTask), let head = ResponseHead(response) else {
            state(for: dataTask)?.failure = .transport(reason: "not an HTTP response")
            completionHandler(.cancel)
            return
        }
        // A 401 is collected whole, never streamed: its challenge may still be answered (Foundation then
        // starts over with the next response), and otherwise it is a short page.
        if state.mode == .stream, head.status != 401 {
            startStream(state, head: head, task: dataTask)
        } else {
            state.collector = ResponseBodyCollector(head: head, request: state.request)
        }
        completionHandler(.allow)
    }

    /// Hands the head of a streamed task to its caller, with the stream its body will go into.
    private func startStream(_ state: URLSessionTaskState, head: ResponseHead, task: URLSessionTask) {
        let timeout = state.request.timeout
        let (stream, writer) = ResponseBodyStream.makeStream(idleTimeout: timeout > 0 ? .milliseconds(Int64(timeout * 1000)) : nil)
        writer.onTermination { state.cancel() }
        state.streamWriter = writer
        state.streamHead = head
        let finalRequest = task.currentRequest ?? state.request.urlRequest
        state.complete(.streaming(TransportStream(finalRequest: finalRequest, head: head, body: stream)))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if let state = state(for: dataTask), let writer = state.streamWriter {
            state.streamedBytes += Int64(data.count)
            writer.yield(data)
            return
        }
        guard let state = state(for: dataTask), let collector = state.collector, state.failure == nil else { return }
        do {
            try collector.append(data)
        } catch {
            state.abort(with: error)
        }
    }

    func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
    ) {
        // Foundation on Linux reads `totalBytesWritten` when the callback runs, not when the
        // bytes arrived, so the total is summed from the chunk sizes instead.
        guard let state = state(for: downloadTask), let progress = state.request.progress, bytesWritten > 0 else { return }
        state.reportedBytes += bytesWritten
        let expected = totalBytesExpectedToWrite > 0 ? totalBytesExpectedToWrite : nil
        progress(TransferProgress(direction: .download, completedBytes: state.reportedBytes, expectedBytes: expected))
    }

    /// The temporary file is deleted when this returns, so it is moved or read right here.
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let state = state(for: downloadTask) else { return }
        guard let head = ResponseHead(downloadTask.response) else {
            state.downloaded = .failure(.transport(reason: "not an HTTP response"))
            return
        }
        let collector = ResponseBodyCollector(head: head, request: state.request)
        state.downloaded = Result { () throws(NetworkError) in try collector.finish(takingFileAt: location) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64, totalBytesExpectedToSend: Int64
    ) {
        guard let progress = state(for: task)?.request.progress else { return }
        let expected = totalBytesExpectedToSend > 0 ? totalBytesExpectedToSend : nil
        progress(TransferProgress(direction: .upload, completedBytes: totalBytesSent, expectedBytes: expected))
    }

    // MARK: Completion

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let state = state(for: task), state.mode != .buffered else { return }
        lock.withLock { states[task.taskIdentifier] = nil }
        if let writer = state.streamWriter, let head = state.streamHead {
            writer.finish(throwing: Self.streamEnd(of: state, head: head, error: error))
            return
        }
        if state.rejectedAuthentication, task is URLSessionDownloadTask {
            state.complete(.authenticationDeclined(refused: state.refusedChallenge))
            return
        }
        let finalRequest = task.currentRequest ?? state.request.urlRequest
        state.complete(
            .finished(
                Self.outcome(of: state, task: task, error: error).map {
                    TransportResponse(finalRequest: finalRequest, response: $0)
                }))
    }

    /// What a buffered task hands over: the body in memory, or the file of a download.
    enum BufferedBody {
        case data(Data?)
        case file(URL?)
    }

    /// The completion handler of a buffered task: Foundation hands over the whole body, or on
    /// failure only the error (neither the head nor the bytes that arrived).
    func completeBuffered(_ state: URLSessionTaskState, body: BufferedBody, response: URLResponse?, error: (any Error)?) {
        guard let task = state.task else { return }
        lock.withLock { states[task.taskIdentifier] = nil }
        if let error {
            let mapped = URLErrorMapping.networkError(from: error)
            if let failure = state.failure {
                state.complete(.finished(.failure(failure)))
                return
            }
            if mapped == .cancelled, state.rejectedAuthentication {
                state.complete(.authenticationDeclined(refused: state.refusedChallenge))
                return
            }
            // A known or unknown (-1) expected length means a head had arrived: the body broke off.
            let brokeOff = mapped.kind == .transport && task.countOfBytesExpectedToReceive != 0
            state.complete(.finished(.failure(brokeOff ? .connectionLost(partial: nil) : mapped)))
            return
        }
        guard let head = ResponseHead(response) else {
            state.complete(.finished(.failure(.transport(reason: "not an HTTP response"))))
            return
        }
        let collector = ResponseBodyCollector(head: head, request: state.request)
        let finalRequest = task.currentRequest ?? state.request.urlRequest
        state.complete(
            .finished(
                Result { () throws(NetworkError) in
                    switch body {
                    case .data(let data): try collector.append(data ?? Data())
                    case .file(let file?):
                        return TransportResponse(finalRequest: finalRequest, response: try collector.finish(takingFileAt: file))
                    case .file(nil): break
                    }
                    let response = try collector.finish()
                    if let refused = state.refusedChallenge, response.status == 401 {
                        throw NetworkError.credentialsRefused(host: refused.host, realm: refused.realm, response: response)
                    }
                    return TransportResponse(finalRequest: finalRequest, response: response)
                }))
    }

    /// How a streamed body ended: nil when completely, else the failure that cut it.
    private static func streamEnd(of state: URLSessionTaskState, head: ResponseHead, error: (any Error)?) -> NetworkError? {
        let partial = ReceivedResponse(head: head, body: .data(Data()))
        let expected = head.expectedBodyLength(method: state.request.method)
        guard let error = state.failure ?? error.map(URLErrorMapping.networkError(from:)) else {
            if let expected, state.streamedBytes < expected {
                return .truncatedBody(expected: expected, received: state.streamedBytes, partial: partial)
            }
            return nil
        }
        switch error {
        case .connectionLost, .transport:
            if let expected, state.streamedBytes < expected {
                return .truncatedBody(expected: expected, received: state.streamedBytes, partial: partial)
            }
            return .connectionLost(partial: partial)
        default:
            return error
        }
    }

    private static func outcome(
        of state: URLSessionTaskState, task: URLSessionTask, error: (any Error)?
    ) -> Result<ReceivedResponse, NetworkError> {
        if let failure = state.failure {
            _ = state.collector?.fail(with: failure)
            return .failure(failure)
        }
        let mapped = error.map(URLErrorMapping.networkError(from:))
        if mapped == nil, let downloaded = state.downloaded {
            return downloaded
        }
        guard
            let collector = state.collector
                ?? ResponseHead(task.response).map({
                    ResponseBodyCollector(head: $0, request: state.request)
                })
        else {
            return .failure(mapped ?? .transport(reason: "no response"))
        }
        guard let mapped, !(mapped == .cancelled && state.rejectedAuthentication) else {
            return Result { () throws(NetworkError) in
                let response = try collector.finish()
                if let refused = state.refusedChallenge, response.status == 401 {
                    throw NetworkError.credentialsRefused(host: refused.host, realm: refused.realm, response: response)
                }
                return response
            }
        }
        let counted = task is URLSessionDownloadTask ? task.countOfBytesReceived : nil
        return .failure(collector.fail(with: mapped, receivedBytes: counted))
    }
}

extension ResponseHead {
    /// The head of a Foundation HTTP response; nil for anything else.
    init?(_ response: URLResponse?) {
        guard let http = response as? HTTPURLResponse else { return nil }
        self.init(status: http.statusCode, headers: HeaderFields(http.allHeaderFields), url: http.url)
    }
}
