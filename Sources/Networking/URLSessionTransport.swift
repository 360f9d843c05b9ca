import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `Transport` over Foundation's `URLSession`: one session for the transport's whole life
/// (a session per request costs half the throughput on Linux), with a delegate that streams
/// bodies through `ResponseBodyCollector` and answers every authentication challenge, so a
/// `401` with `WWW-Authenticate: Basic` comes back as a response instead of hanging on Linux.
/// Downloads run as download tasks, so the body goes to disk as it arrives.
/// Task metrics are not used (Linux never delivers them).
public final class URLSessionTransport: Transport {
    private let session: URLSession
    private let delegate: URLSessionTransportDelegate

    /// A transport with its own session built from `configuration`. Raise
    /// `httpMaximumConnectionsPerHost` to match the `NetworkSession`'s in-flight limit.
    public init(configuration: URLSessionConfiguration = .default) {
        let delegate = URLSessionTransportDelegate()
        let queue = OperationQueue()
        queue.name = "layers.networking.urlsession"
        queue.maxConcurrentOperationCount = 1
        self.delegate = delegate
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends one request on the shared session and streams its response body.
    public func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
        let task = try makeTask(for: request)
        let state = URLSessionTaskState(request: request, task: task)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                delegate.start(state, continuation: continuation)
            }
        } onCancel: {
            state.cancel()
        }
        return try result.get()
    }

    private func makeTask(for request: TransportRequest) throws(NetworkError) -> URLSessionTask {
        switch request.upload {
        case .data(let data):
            return session.uploadTask(with: request.urlRequest, from: data)
        case .file(let url):
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw NetworkError.invalidRequest(reason: "cannot read upload file \(url.path)")
            }
            return session.uploadTask(with: request.urlRequest, fromFile: url)
        case nil:
            // Downloads use download tasks: Foundation on Linux writes their bytes to disk as they
            // arrive, while a data task queues every chunk for the delegate with no backpressure.
            if case .file = request.destination {
                return session.downloadTask(with: request.urlRequest)
            }
            return session.dataTask(with: request.urlRequest)
        }
    }
}
