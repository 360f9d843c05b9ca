import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoService
import Logging
import Networking
import NetworkingAsyncHTTPClient
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Pinned TLS on loopback with real certificates: the backend fixture serves HTTPS with a certificate
/// made at start (`BackendCertificate`, as `ivko-backend --tls`), and its pin is what the client pins.
/// The right pin connects; a wrong pin and a changed certificate fail before any request is sent (the
/// server counts none).
@Suite("Pinned TLS to the backend on loopback", .serialized)
struct TLSPinningTests {
    private static let quiet: Logger = {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return logger
    }()

    private func start(_ certificate: BackendCertificate, port: Int = 0) async throws -> IvkoBackendServer {
        var configuration = IvkoBackendConfiguration(
            port: port, catalog: IvkoCatalog(productCount: 20), clock: ManualBackendClock(), certificate: certificate)
        configuration.logger = Self.quiet
        return try await IvkoBackendServer.start(configuration)
    }

    private func withPinned<T: Sendable>(_ pins: [String], _ body: (NetworkSession) async throws -> T) async throws -> T {
        let trust = ServerTrustPolicy(pins: ["127.0.0.1": Set(try pins.map { try CertificatePin($0) })])
        let transport = AsyncHTTPClientTransport(trust: trust)
        let session = NetworkSession(transport: transport, configuration: .init(retryPolicy: .never), logger: Self.quiet)
        do {
            let result = try await body(session)
            try await transport.shutdown()
            return result
        } catch {
            try? await transport.shutdown()
            throw error
        }
    }

    private func slides(_ server: IvkoBackendServer) -> URLRequest {
        URLRequest(url: server.baseURL.appendingPathComponent("slides.json"), timeoutInterval: 30)
    }

    @Test("the backend serves HTTPS and prints its pin; the right pin connects")
    func rightPin() async throws {
        let certificate = try BackendCertificate.make()
        let server = try await start(certificate)
        #expect(server.baseURL.scheme == "https")
        #expect(server.pin == certificate.pin)
        let statuses = try await withPinned([certificate.pin]) { session in
            [await session.send(slides(server)).status, await session.send(slides(server)).status]
        }
        #expect(statuses == [200, 200])
        #expect(server.counters.requests(to: "slides.json") == 2)
        await server.stop()
    }

    @Test("a wrong pin fails with .untrustedServer before any request is sent")
    func wrongPin() async throws {
        let server = try await start(try BackendCertificate.make())
        let other = try BackendCertificate.make()
        let payload = try await withPinned([other.pin]) { session in await session.send(slides(server)) }
        #expect(payload.error?.kind == .untrustedServer)
        #expect(payload.attempts == 1)
        #expect(server.counters.totalRequests == 0)
        await server.stop()
    }

    @Test("a changed certificate (the server restarted with a new key) fails before any request is sent")
    func changedCertificate() async throws {
        let original = try BackendCertificate.make()
        let first = try await start(original)
        let port = first.port
        try await withPinned([original.pin]) { session in
            #expect(await session.send(slides(first)).status == 200)
            await first.stop()
            let restarted = try await start(try BackendCertificate.make(), port: port)
            let payload = await session.send(slides(restarted))
            #expect(payload.error?.kind == .untrustedServer)
            #expect(restarted.counters.totalRequests == 0)
            await restarted.stop()
        }
    }

    @Test("the API wrapper and its event stream over a pinned connection; a wrong pin is a connection refused")
    func apiOverPinnedTLS() async throws {
        let certificate = try BackendCertificate.make()
        let server = try await start(certificate)
        try await withPinned([certificate.pin]) { session in
            let api = IvkoAPI(network: session, baseURL: server.baseURL, logger: Self.quiet)
            #expect(try await api.call(.seasons)["seasons"] != nil)
            try await api.signIn(username: "demo", password: "demo")
            server.pushPromotion(PushPromotion(slideId: "S1", title: "t", text: "x"), to: ["demo"])
            let stream = try await api.pushEvents(lastEventID: "0")
            let first = try await withTimeLimit("the first event") { () async throws -> IvkoPushItem? in
                for try await item in stream { if case .event = item { return item } }
                return nil
            }
            guard case .event(let event)? = first else {
                Issue.record("no event over TLS: \(String(describing: first))")
                return
            }
            #expect(event.id == "1")
        }
        try await withPinned([try BackendCertificate.make().pin]) { session in
            let api = IvkoAPI(network: session, baseURL: server.baseURL, logger: Self.quiet)
            await #expect {
                _ = try await api.call(.seasons)
            } throws: { error in
                guard case .network(.cannotConnect(let reason)) = error as? IvkoServiceError else { return false }
                return reason.contains("untrusted server 127.0.0.1")
            }
        }
        await server.stop()
    }

    @Test("URLSession pins where the platform can; with FoundationNetworking a pinned host is refused without connecting")
    func urlSession() async throws {
        let certificate = try BackendCertificate.make()
        let server = try await start(certificate)
        let trust = ServerTrustPolicy(pins: ["127.0.0.1": [try CertificatePin(certificate.pin)]])
        let session = NetworkSession(transport: URLSessionTransport(trust: trust), logger: Self.quiet)
        let payload = await session.send(slides(server))
        if URLSessionTransport.canEvaluateServerTrust {
            #expect(payload.status == 200)
        } else {
            #expect(payload.error?.kind == .untrustedServer)
            #expect(server.counters.totalRequests == 0)
        }
        await server.stop()
    }
}
