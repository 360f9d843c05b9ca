import AsyncTestSupport
import Foundation
import Networking
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP Basic challenges answered from a credential source per host, through every transport: answered
/// once, refused credentials a typed error without a loop, no credentials the 401 as it came, and the
/// credentials never in the log.
@Suite("Basic authentication challenges")
struct BasicAuthenticationTests {
    private static func source(password: String) -> CredentialsByHost {
        CredentialsByHost(["127.0.0.1": HTTPCredentials(user: "shop", password: password)])
    }

    @Test("a challenge is answered once with the host's credentials", arguments: TransportKind.allCases)
    func answeredOnce(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = "basic-ok-\(kind.rawValue)"
        let log = CapturingLogHandler()
        let payload = try await kind.withSession(credentials: Self.source(password: "secret"), logger: log.logger()) { session in
            await session.send(URLRequest(url: server.url("/basic-auth/\(key)"), timeoutInterval: 30))
        }
        #expect(payload.status == 200)
        #expect(payload.data.map { String(decoding: $0, as: UTF8.self) } == "welcome")
        #expect(server.ledger.entry(key).calls == 2)
        #expect(!log.lines.contains { $0.text.contains("secret") || $0.text.contains("c2hvcDpzZWNyZXQ") })
    }

    @Test("the AsyncHTTPClient transport sends known credentials from the start", arguments: TransportKind.allCases)
    func preemptiveAfterTheFirst(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = "basic-again-\(kind.rawValue)"
        let statuses = try await kind.withSession(credentials: Self.source(password: "secret")) { session in
            var statuses: [Int?] = []
            for _ in 0..<3 {
                statuses.append(await session.send(URLRequest(url: server.url("/basic-auth/\(key)"), timeoutInterval: 30)).status)
            }
            return statuses
        }
        #expect(statuses == [200, 200, 200])
        #if AsyncHTTPClient
        if kind == .asyncHTTPClient { #expect(server.ledger.entry(key).calls == 4) }
        #endif
    }

    @Test("refused credentials fail with .credentialsRefused and are not sent again", arguments: TransportKind.allCases)
    func refused(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = "basic-refused-\(kind.rawValue)"
        let payload = try await kind.withSession(credentials: Self.source(password: "wrong")) { session in
            await session.send(URLRequest(url: server.url("/basic-auth/\(key)"), timeoutInterval: 30))
        }
        guard case .credentialsRefused(let host, let realm, let response)? = payload.error else {
            Issue.record("expected refused credentials, got \(String(describing: payload.error))")
            return
        }
        #expect(host == "127.0.0.1")
        #expect(realm == "ratings")
        #expect(response.status == 401)
        // One request without credentials, one with them; a buffered URLSession task whose body Foundation
        // dropped goes once more without them to bring the 401 back. Never more.
        #expect(server.ledger.entry(key).calls == (kind == .urlSession ? 3 : 2))
    }

    @Test("a host the source has nothing for gets its 401 back as the response", arguments: TransportKind.allCases)
    func noCredentials(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = "basic-none-\(kind.rawValue)"
        let payload = try await kind.withSession(
            credentials: CredentialsByHost(["elsewhere.example": HTTPCredentials(user: "a", password: "b")])
        ) {
            session in
            await session.send(URLRequest(url: server.url("/basic-auth/\(key)"), timeoutInterval: 30))
        }
        #expect(payload.error?.kind == .unacceptableStatus)
        #expect(payload.status == 401)
        // A buffered URLSession task's 401 goes once more to bring its body back (Foundation drops it).
        #expect(server.ledger.entry(key).calls == (kind == .urlSession ? 2 : 1))
    }

    @Test("a streamed request answers the challenge too", arguments: TransportKind.allCases)
    func streamed(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = "basic-stream-\(kind.rawValue)"
        let body = try await kind.withSession(credentials: Self.source(password: "secret")) { session in
            let stream = try await session.stream(URLRequest(url: server.url("/basic-auth/\(key)"), timeoutInterval: 30))
            return try await withTimeLimit("the body") { try await stream.body.collect(upTo: 1_000) }
        }
        #expect(String(decoding: body, as: UTF8.self) == "welcome")
    }

    @Test("Basic challenges are read from WWW-Authenticate, beside other schemes")
    func challengeParsing() {
        let plain = AuthenticationChallenge.basic(in: ["WWW-Authenticate": #"Basic realm="Ivko ratings""#], host: "h", port: 8)
        #expect(plain == AuthenticationChallenge(host: "h", port: 8, realm: "Ivko ratings"))
        let mixed = AuthenticationChallenge.basic(in: ["WWW-Authenticate": #"Bearer realm="api", basic realm=x"#], host: "h", port: nil)
        #expect(mixed?.realm == "x")
        #expect(AuthenticationChallenge.basic(in: ["WWW-Authenticate": #"Digest realm="x""#], host: "h", port: nil) == nil)
        #expect(HTTPCredentials(user: "shop", password: "secret").description == "shop:<redacted>")
        #expect(HTTPCredentials(user: "shop", password: "secret").basicAuthorization == "Basic c2hvcDpzZWNyZXQ=")
    }

    @Test("pins are read from sha256/BASE64 and refused with a typed error otherwise")
    func pins() throws {
        let pin = try CertificatePin("sha256/7HIpactkIAq2Y49orFOOQKurWxmmSFZhBCoQYcRhJ3Y=")
        #expect(pin.description == "sha256/7HIpactkIAq2Y49orFOOQKurWxmmSFZhBCoQYcRhJ3Y=")
        #expect(throws: CertificatePin.ParseError.notSHA256("md5/abc")) { try CertificatePin("md5/abc") }
        #expect(throws: CertificatePin.ParseError.wrongLength(3)) { try CertificatePin("sha256/YWJj") }
        let policy = ServerTrustPolicy(pins: ["Shop.Example": [pin]])
        #expect(policy.pins(forHost: "shop.example") == [pin])
        #expect(policy.trusts(host: "SHOP.example", keyDigest: pin.sha256))
        #expect(!policy.trusts(host: "other.example", keyDigest: pin.sha256))
    }

    @Test("URLSession pins only where the platform evaluates trust: elsewhere a pinned host fails before connecting")
    func urlSessionPinning() async throws {
        let server = try await TestServer.shared
        let pin = try CertificatePin("sha256/7HIpactkIAq2Y49orFOOQKurWxmmSFZhBCoQYcRhJ3Y=")
        let transport = URLSessionTransport(trust: ServerTrustPolicy(pins: ["127.0.0.1": [pin]]))
        let payload = await NetworkSession(transport: transport).send(URLRequest(url: server.url("/ok"), timeoutInterval: 30))
        if URLSessionTransport.canEvaluateServerTrust {
            #expect(payload.error?.kind == .untrustedServer) // plain HTTP has no certificate to match
        } else {
            #expect(
                payload.error
                    == .untrustedServer(
                        host: "127.0.0.1",
                        reason: "this platform's URLSession (FoundationNetworking) cannot evaluate server trust, so it cannot pin"))
        }
    }
}
