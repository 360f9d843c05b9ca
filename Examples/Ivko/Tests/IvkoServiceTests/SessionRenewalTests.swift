import AsyncTools
import AsyncTestSupport
import Foundation
import FoundationNetworking
import IvkoService
import Networking
import NetworkingTestSupport
import Testing

/// Session renewal against a stub backend whose sessions are named `S1`, `S2`, ... in sign-in
/// order and of which only the newest is alive.
@Suite("Session renewal", .waitLimit(.seconds(300)))
struct SessionRenewalTests {
    /// A stub backend: `login` opens the next session (or refuses `refusedAfter` sign-ins), every
    /// other call succeeds only with the newest session. Sign-ins can be held at a gate.
    final class StubBackend: Sendable {
        private struct State {
            var sessions = 0
            var expired = 0
            var signInGate: Gate?
        }

        private let state = Locked(State())
        let refusedAfter: Int

        init(refusedAfter: Int = .max) {
            self.refusedAfter = refusedAfter
        }

        var logins: Int { state.withLock { $0.sessions } }

        /// How many calls were told their session had expired.
        var expiredReplies: Int { state.withLock { $0.expired } }

        /// Opens a session for someone else, which ends the one the API holds.
        func signInElsewhere() {
            state.withLock { $0.sessions += 1 }
        }

        /// Makes every later sign-in wait at `gate` before it is answered.
        func holdSignIns(at gate: Gate) {
            state.withLock { $0.signInGate = gate }
        }

        func reply(to request: TransportRequest) async -> StubTransport.Reply {
            if request.relativePath == "login", let gate = state.withLock({ $0.signInGate }) {
                await gate.pass()
            }
            let refusedAfter = refusedAfter
            return state.withLock { state in
                if request.relativePath == "login" {
                    guard state.sessions < refusedAfter else { return .sample("login-wrong-password.json") }
                    state.sessions += 1
                    return .json(#"{"result": "OK", "sessionId": "S\#(state.sessions)", "ttl": "1800"}"#)
                }
                if request.sessionID == "S\(state.sessions)" { return .sample("customer.json") }
                state.expired += 1
                return .sample("error-session-expired.json")
            }
        }
    }

    static let demo = IvkoCredentials(username: "demo", password: "demo")

    @Test func manyCallsFailingAtOnceMakeOneSignIn() async throws {
        let backend = StubBackend()
        let stub = StubbedAPI(credentials: Self.demo) { request, _ in await backend.reply(to: request) }
        try await stub.api.signIn(Self.demo)
        backend.signInElsewhere()
        let signIns = Gate()
        defer { signIns.open() }
        backend.holdSignIns(at: signIns)
        let calls = (0..<20).map { _ in Task { try await stub.api.call(.customer) } }
        defer { calls.forEach { $0.cancel() } }
        // The renewal's sign-in is held until every call has been told S1 expired: all 20 fail
        // before any new session exists. (That the callers then wait for that one sign-in rather
        // than each starting their own is shown step by step in SessionKeeperTests.)
        try await waitUntil("all 20 calls are told their session expired while a sign-in is held") {
            backend.expiredReplies == 20 && signIns.holding > 0
        }
        #expect(signIns.holding == 1, "one renewal sign-in")
        signIns.open()
        for (index, call) in calls.enumerated() {
            let customer = try await call.boundedValue("call \(index) ends")
            #expect(customer["customerNo"] == .string("0004711"))
        }

        #expect(signIns.arrivals == 1, "no sign-in after the renewal")
        #expect(backend.logins == 3, "the first sign-in, the outside one, and exactly one renewal")
        let sessionsSent = stub.requests(to: "customer").map { $0.value(forHTTPHeaderField: "X-Session") }
        #expect(sessionsSent.filter { $0 == "S1" }.count == 20)
        #expect(sessionsSent.filter { $0 == "S3" }.count == 20, "every call repeated once, with the new session")
        #expect(await stub.api.currentSession?.id == "S3")
        #expect(stub.events.values == [.signedIn, .renewed])
    }

    @Test func refusedCredentialsFailTheCallAsAuth() async throws {
        let backend = StubBackend(refusedAfter: 1)
        let stub = StubbedAPI(credentials: Self.demo) { request, _ in await backend.reply(to: request) }
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
            if request.relativePath == "login" { return await backend.reply(to: request) }
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

    @Test func anUnconvertedCallRenewsTheSessionLikeCallAndAnswersTheSameJSON() async throws {
        let backend = StubBackend()
        let stub = StubbedAPI(credentials: Self.demo) { request, _ in await backend.reply(to: request) }
        try await stub.api.signIn(Self.demo)
        backend.signInElsewhere()
        let tree = try await stub.api.tree(.customer)
        #expect(tree.value == (try await stub.api.call(.customer)))
        #expect(tree["customerNo"]?.value == .string("0004711"))
        #expect(backend.logins == 3, "the first sign-in, the outside one, and one renewal")
        await #expect(throws: IvkoServiceError.self) { try await stub.api.tree(.logout) }
        await #expect(throws: IvkoServiceError.self) { try await stub.api.tree(.login(username: "demo", password: "demo")) }
    }

    @Test func loginThroughCallKeepsTheSession() async throws {
        let backend = StubBackend()
        let stub = StubbedAPI { request, _ in await backend.reply(to: request) }
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
final class TestClock: Sendable {
    private let current = Locked(Date(timeIntervalSince1970: 1_795_266_180))

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
