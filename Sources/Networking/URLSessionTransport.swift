import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// A `Transport` over Foundation's `URLSession`: one session for the transport's whole life
/// (a session per request costs half the throughput on Linux), with a delegate that answers
/// every authentication challenge, so a `401` with `WWW-Authenticate: Basic` comes back as a
/// response instead of hanging on Linux. Downloads run as download tasks, so their bodies go
/// to disk as they arrive. Task metrics are not used (Linux never delivers them).
public final class URLSessionTransport: Transport {
    /// How a body reaches the transport. A request with a progress handler always streams.
    public enum Delivery: Sendable, Hashable {
        /// Foundation collects the body (in memory, or in a file for a download) and hands it
        /// over whole: as fast as URLSession goes, and a download's memory stays flat. When a
        /// transfer breaks off, Foundation keeps neither its head nor its bytes, so the failure
        /// is reported as `.connectionLost(partial: nil)`.
        case buffered
        /// Every chunk passes through the session delegate: progress, and a broken-off transfer
        /// reported exactly (`.truncatedBody` with the status and bytes that arrived). On Linux
        /// about a quarter slower for small bodies, and Foundation queues each chunk for the
        /// delegate without backpressure, so a delegate queue starved of CPU holds chunks in memory.
        case streamed
    }

    /// How one task is run: whole, through the delegate, or through the delegate as a data task
    /// even for a download (to read the body of a declined authentication challenge).
    enum Mode {
        case buffered, streamed, streamedData
        /// A data task whose body is handed over as it arrives (`stream(_:)`).
        case stream
    }

    private let session: URLSession
    private let delegate: URLSessionTransportDelegate
    private let delivery: Delivery

    /// Whether this platform's URLSession lets a transport evaluate server trust (and so pin): true on
    /// Apple platforms, false with FoundationNetworking (Linux, Windows), where a request to a pinned
    /// host fails with `.untrustedServer` without connecting. Pin with the AsyncHTTPClient transport there.
    public static var canEvaluateServerTrust: Bool {
        #if canImport(FoundationNetworking)
        false
        #else
        true
        #endif
    }

    private let trust: ServerTrustPolicy

    /// A transport with its own session built from `configuration`. Raise
    /// `httpMaximumConnectionsPerHost` to match the `NetworkSession`'s in-flight limit.
    ///
    /// - Parameters:
    ///   - configuration: the session's configuration (cache, cookies, connections per host).
    ///   - delivery: how bodies reach the transport (`Delivery`).
    ///   - trust: which servers are trusted: pinned hosts by their key (Apple platforms; see
    ///     `canEvaluateServerTrust`), the others by the system.
    ///   - credentials: answers HTTP Basic challenges per host (once per request; refused credentials
    ///     fail with `.credentialsRefused`); without it, a `401` comes back as the response.
    public init(
        configuration: URLSessionConfiguration = .default, delivery: Delivery = .buffered, trust: ServerTrustPolicy = .system,
        credentials: (any HTTPCredentialSource)? = nil
    ) {
        let delegate = URLSessionTransportDelegate(trust: trust, credentials: credentials)
        self.trust = trust
        let queue = OperationQueue()
        queue.name = "layers.networking.urlsession"
        queue.maxConcurrentOperationCount = 1
        self.delegate = delegate
        self.delivery = delivery
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends one request on the shared session and collects or streams its response body.
    public func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
        try checkTrust(of: request)
        let mode: Mode = delivery == .buffered && request.progress == nil ? .buffered : .streamed
        switch try await run(request, mode: mode) {
        case .finished(let result):
            return try result.get()
        case .streaming:
            throw NetworkError.transport(reason: "a streamed answer to a whole request")
        case .authenticationDeclined(let refused):
            // Foundation drops the body of a buffered or download task whose challenge was declined.
            // The server refused the request, so it goes once more as a streamed data task, which
            // brings the 401 back whole (its challenge left unanswered: credentials go once).
            guard case .finished(let result) = try await run(request, mode: .streamedData) else {
                throw NetworkError.transport(reason: "authentication challenge not answered")
            }
            let response = try result.get()
            if let refused, response.response.status == 401 {
                throw NetworkError.credentialsRefused(host: refused.host, realm: refused.realm, response: response.response)
            }
            return response
        }
    }

    /// Fails a request to a pinned host before connecting where server trust cannot be evaluated, or
    /// when it is not over https (no certificate, nothing to pin).
    private func checkTrust(of request: TransportRequest) throws(NetworkError) {
        guard let url = request.urlRequest.url, let host = url.host, trust.pins(forHost: host) != nil else { return }
        guard Self.canEvaluateServerTrust else {
            throw NetworkError.untrustedServer(
                host: host, reason: "this platform's URLSession (FoundationNetworking) cannot evaluate server trust, so it cannot pin")
        }
        guard url.scheme?.lowercased() == "https" else {
            throw NetworkError.untrustedServer(host: host, reason: "a pinned host is reached over https only")
        }
    }

    /// Sends one request as a data task and returns when its head has arrived; the body streams
    /// through the session delegate (URLSession cannot hold the network back, so a reader slower than
    /// the network lets chunks pile up in memory). `timeoutInterval` is also the longest silence.
    public func stream(_ request: TransportRequest) async throws(NetworkError) -> TransportStream {
        try checkTrust(of: request)
        switch try await run(request, mode: .stream) {
        case .streaming(let stream):
            return stream
        case .finished(let result):
            return TransportStream(completed: try result.get())
        case .authenticationDeclined:
            throw NetworkError.transport(reason: "authentication challenge not answered")
        }
    }

    private func run(_ request: TransportRequest, mode: Mode) async throws(NetworkError) -> URLSessionTaskState.Outcome {
        let state = URLSessionTaskState(request: request, mode: mode)
        let task = try makeTask(for: request, state: state)
        state.attach(task)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                delegate.start(state, continuation: continuation)
            }
        } onCancel: {
            state.cancel()
        }
    }

    private func makeTask(for request: TransportRequest, state: URLSessionTaskState) throws(NetworkError) -> URLSessionTask {
        let urlRequest = request.urlRequest
        if case .file(let url) = request.upload, !FileManager.default.isReadableFile(atPath: url.path) {
            throw NetworkError.invalidRequest(reason: "cannot read upload file \(url.path)")
        }
        let download = request.upload == nil && request.destination != .memory
        guard state.mode == .buffered else {
            switch request.upload {
            case .data(let data): return session.uploadTask(with: urlRequest, from: data)
            case .file(let url): return session.uploadTask(with: urlRequest, fromFile: url)
            case nil:
                if download, state.mode == .streamed { return session.downloadTask(with: urlRequest) }
                return session.dataTask(with: urlRequest)
            }
        }
        if download {
            return session.downloadTask(with: urlRequest) { [delegate] file, response, error in
                delegate.completeBuffered(state, body: .file(file), response: response, error: error)
            }
        }
        let completion: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { [delegate] data, response, error in
            delegate.completeBuffered(state, body: .data(data), response: response, error: error)
        }
        switch request.upload {
        case .data(let data): return session.uploadTask(with: urlRequest, from: data, completionHandler: completion)
        case .file(let url): return session.uploadTask(with: urlRequest, fromFile: url, completionHandler: completion)
        case nil: return session.dataTask(with: urlRequest, completionHandler: completion)
        }
    }
}
