import Foundation
import FoundationNetworking
import IvkoService
import Networking
import NetworkingTestSupport
import Testing

/// Session renewal against a stub backend whose sessions are named `S1`, `S2`, ... in sign-in
/// order and of which only the newest is alive.
@Suite("Session renewal")
struct SessionRenewalTests {
    /// A stub backend: `login` opens the next session (or refuses `refusedAfter` sign-ins), every
    /// other call succeeds only with the newest session.
    final class StubBackend: @unchecked Sendable {
        private let lock = NSLock()
        private var sessions = 0
        let refusedAfter: Int

        init(refusedAfter: Int = .max) {
            self.refusedAfter = refusedAfter
        }

        var logins: Int { lock.withLock { sessions } }

        /// Opens a session for someone else, which ends the one the API holds.
        func signInElsewhere() {
            lock.withLock { sessions += 1 }
        }

        func reply(to request: TransportRequest) -> StubTransport.Reply {
            lock.withLock {
                if request.relativePath == "login" {
                    guard sessions < refusedAfter else { return .sample("login-wrong-password.json") }
                    sessions += 1
                    return .json(#"{"result": "OK", "sessionId": "S\#(sessions)", "ttl": "1800"}"#)
                }
                return request.sessionID == "S\(sessions)" ? .sample("customer.json") : .sample("error-session-expired.json")
            }
        }
    }

    static let demo = IvkoCredentials(username: "demo", password: "demo")

    @Test func manyCallsFailingAtOnceMakeOneSignIn() async throws {
        let backend = StubBackend()
        let stub = StubbedAPI(credentials: Self.demo) { request, _ in backend.reply(to: request) }
        try await stub.api.signIn(Self.demo)
        backend.signInElsewhere()
        try await withThrowingTaskGroup(of: JSONValue.self) { group in
            for _ in 0..<20 {
                group.addTask { try await stub.api.call(.customer) }
            }
            for try await customer in group {
                #expect(customer["customerNo"] == .string("0004711"))
            }
        }
        #expect(backend.logins == 3, "the first sign-in, the outside one, and exactly one renewal")
        #expect(await stub.api.currentSession?.id == "S3")
        #expect(stub.events.values == [.signedIn, .renewed])
    }

    @Test func refusedCredentialsFailTheCallAsAuth() async throws {
        let backend = StubBackend(refusedAfter: 1)
        let stub = StubbedAPI(credentials: Self.demo) { request, _ in backend.reply(to: request) }
        let first = try await stub.api.signIn(Self.demo)
        backend.signInElsewhere()
        await #expect(throws: IvkoServiceError.auth(message: "Invalid credentials")) {
            try await stub.api.call(.customer)
        }
        #expect(await stub.api.currentSession == first, "a failed renewal leaves the session as it was")
        #expect(stub.events.values == [.signedIn, .renewalFailed(.auth(message: "Invalid credentials"))])
    }

    @Test func idleLongerThanTheTTLSignsInBeforeTheCall() async throws {
        let clock = TestClock()
        let backend = StubBackend()
        let stub = StubbedAPI(credentials: Self.demo, now: { clock.now }) { request, _ in
            if request.relativePath == "login" { return backend.reply(to: request) }
            // This backend never reports expiry: only the API's own idle check can renew.
            return .sample("customer.json")
        }
        try await stub.api.signIn(Self.demo)
        clock.advance(by: 1_000)
        _ = try await stub.api.call(.customer)
        clock.advance(by: 1_800)
        _ = try await stub.api.call(.customer)
        #expect(backend.logins == 1, "1,800 s idle is not longer than the ttl")
        clock.advance(by: 1_801)
        _ = try await stub.api.call(.customer)
        #expect(backend.logins == 2)
        #expect(stub.requests(to: "customer").last?.value(forHTTPHeaderField: "X-Session") == "S2")
    }

    @Test func loginThroughCallKeepsTheSession() async throws {
        let backend = StubBackend()
        let stub = StubbedAPI { request, _ in backend.reply(to: request) }
        let answer = try await stub.api.call(.login(username: "demo", password: "demo"))
        #expect(answer["sessionId"] == .string("S1"))
        #expect(await stub.api.currentSession?.id == "S1")
        #expect(await stub.api.credentialStore.credentials() == Self.demo)
        _ = try await stub.api.call(.customer)
        #expect(stub.requests(to: "customer").first?.value(forHTTPHeaderField: "X-Session") == "S1")
    }

    @Test func loginAnswerWithoutSessionIdIsInvalid() async throws {
        let stub = StubbedAPI(always: .json(#"{"result": "OK"}"#))
        await #expect(throws: IvkoServiceError.invalidResponse(reason: "the login answer has no sessionId")) {
            try await stub.api.signIn(Self.demo)
        }
    }

    @Test func ttlAsANumberOrMissing() async throws {
        let numeric = StubbedAPI(always: .json(#"{"result": "OK", "sessionId": "A", "ttl": 600}"#))
        #expect(try await numeric.api.signIn(Self.demo).ttl == 600)
        let missing = StubbedAPI(always: .json(#"{"result": "OK", "sessionId": "A"}"#))
        #expect(try await missing.api.signIn(Self.demo).ttl == nil)
    }
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_795_266_180)

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}
