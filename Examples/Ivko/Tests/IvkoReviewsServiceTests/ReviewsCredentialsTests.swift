import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoReviewsService
import Logging
import Networking
import NetworkingAsyncHTTPClient
import Testing

/// The ratings service asks for Basic credentials; the wrapper's host configuration answers its
/// challenge through the transport, over a real connection to the fixture: once, then from the start;
/// refused credentials are a typed error after two requests, never a loop.
@Suite("The ratings service's Basic challenge")
struct ReviewsCredentialsTests {
    private func withRatings<T: Sendable>(
        user: String?, password: String?, _ body: (ReviewsAPI, IvkoReviewsServer) async throws -> T
    ) async throws -> T {
        var quiet = Logger(label: "test")
        quiet.logLevel = .critical
        let server = try await IvkoReviewsServer.start(
            IvkoReviewsConfiguration(logger: quiet, credentials: IvkoReviewsConfiguration.defaultCredentials))
        let host = ReviewsHost(baseURL: server.baseURL, user: user, password: password)
        let transport = AsyncHTTPClientTransport(credentials: host.credentialSource)
        let api = ReviewsAPI(network: NetworkSession(transport: transport, logger: quiet), baseURL: host.baseURL, logger: quiet)
        do {
            let result = try await body(api, server)
            try await transport.shutdown()
            await server.stop()
            return result
        } catch {
            try? await transport.shutdown()
            await server.stop()
            throw error
        }
    }

    @Test("the default credentials are answered once, then sent from the start")
    func answered() async throws {
        let defaults = IvkoReviewsConfiguration.defaultCredentials
        try await withRatings(user: defaults.user, password: defaults.password) { api, server in
            let feed = try await api.feed(for: "W26KD0112", limit: 3)
            #expect(feed.sku == "W26KD0112")
            #expect(server.requestCount == 2)
            _ = try await api.feed(for: "W26NR0031", limit: 3)
            #expect(server.requestCount == 3)
        }
    }

    @Test("refused credentials are .credentialsRefused after two requests")
    func refused() async throws {
        try await withRatings(user: "ivko", password: "wrong") { api, server in
            await #expect(throws: ReviewsServiceError.credentialsRefused(realm: IvkoReviewsConfiguration.realm)) {
                _ = try await api.feed(for: "W26KD0112", limit: 3)
            }
            #expect(server.requestCount == 2)
        }
    }

    @Test("without credentials the service's 401 is an unexpected status, asked once")
    func none() async throws {
        try await withRatings(user: nil, password: nil) { api, server in
            await #expect(throws: ReviewsServiceError.unexpectedStatus(401)) { _ = try await api.feed(for: "W26KD0112", limit: 3) }
            #expect(server.requestCount == 1)
        }
    }
}
