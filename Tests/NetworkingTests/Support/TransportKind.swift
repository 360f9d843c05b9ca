import AsyncTestSupport
import Foundation
import Logging
import Networking
import NetworkingAsyncHTTPClient
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real transports (URLSession in both of its delivery modes, and AsyncHTTPClient when the package's
/// AsyncHTTPClient trait is on, as `Scripts/test` and CI build it), so every server test runs against each.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession
    case urlSessionStreamed
    #if AsyncHTTPClient
    case asyncHTTPClient
    #endif

    var testDescription: String { rawValue }

    /// Whether a transfer that breaks off is reported with the partial response that arrived.
    var keepsPartialResponses: Bool { self != .urlSession }

    /// Whether a download's memory stays flat by construction. AsyncHTTPClient streams with
    /// backpressure. URLSession on Linux queues every chunk for its delegate without
    /// backpressure, so only a buffered download without progress (Foundation writes the file
    /// itself and calls no delegate per chunk) is flat whatever the load on the machine.
    func boundsDownloadMemory(withProgress: Bool) -> Bool {
        switch self {
        #if AsyncHTTPClient
        case .asyncHTTPClient: true
        #endif
        case .urlSession: !withProgress
        case .urlSessionStreamed: false
        }
    }

    /// Runs `body` with a session over a fresh transport of this kind, and shuts it down after.
    func withSession<T: Sendable>(
        _ configuration: NetworkSession.Configuration = .init(retryPolicy: .never), credentials: (any HTTPCredentialSource)? = nil,
        logger: Logger = Logger(label: "layers.networking"),
        _ body: (NetworkSession) async throws -> T
    ) async throws -> T {
        switch self {
        case .urlSession, .urlSessionStreamed:
            let urlConfiguration = URLSessionConfiguration.default
            urlConfiguration.urlCache = nil
            urlConfiguration.httpMaximumConnectionsPerHost = 16
            // FoundationNetworking can hold a request to the session's 60 s: stretched like every wait under a sanitizer.
            urlConfiguration.timeoutIntervalForRequest = 60 * TimeInterval(Sanitizer.timeScale)
            let transport = URLSessionTransport(
                configuration: urlConfiguration, delivery: self == .urlSession ? .buffered : .streamed, credentials: credentials)
            return try await body(NetworkSession(transport: transport, configuration: configuration, logger: logger))
        #if AsyncHTTPClient
        case .asyncHTTPClient:
            let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 16, credentials: credentials)
            do {
                let result = try await body(NetworkSession(transport: transport, configuration: configuration, logger: logger))
                try await transport.shutdown()
                return result
            } catch {
                try? await transport.shutdown()
                throw error
            }
        #endif
        }
    }
}
