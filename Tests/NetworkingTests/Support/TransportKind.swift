import Foundation
import Networking
import NetworkingAsyncHTTPClient
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real transports, so every server test runs against both.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession
    case asyncHTTPClient

    var testDescription: String { rawValue }

    /// Runs `body` with a session over a fresh transport of this kind, and shuts it down after.
    func withSession<T: Sendable>(
        _ configuration: NetworkSession.Configuration = .init(retryPolicy: .never),
        _ body: (NetworkSession) async throws -> T
    ) async throws -> T {
        switch self {
        case .urlSession:
            let urlConfiguration = URLSessionConfiguration.default
            urlConfiguration.urlCache = nil
            urlConfiguration.httpMaximumConnectionsPerHost = 16
            return try await body(NetworkSession(transport: URLSessionTransport(configuration: urlConfiguration), configuration: configuration))
        case .asyncHTTPClient:
            let transport = AsyncHTTPClientTransport(maximumConnectionsPerHost: 16)
            do {
                let result = try await body(NetworkSession(transport: transport, configuration: configuration))
                try await transport.shutdown()
                return result
            } catch {
                try? await transport.shutdown()
                throw error
            }
        }
    }
}
