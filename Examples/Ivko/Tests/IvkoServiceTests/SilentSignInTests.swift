import AsyncTools
import Foundation
import IvkoService
import Networking
import NetworkingTestSupport
import Testing

/// The sign-in the API makes on its own with the kept credentials: transient failures are retried
/// like a safe call, and only a refusal of the credentials ends it for good.
@Suite("Silent sign-in with kept credentials")
struct SilentSignInTests {
    /// A stub backend whose `login` answers come from a script (a new session `S1`, `S2`, ... once
    /// the script is used up) and whose other calls succeed only with the newest session.
    final class ScriptedLogins: Sendable {
        private struct State {
            var script: [StubTransport.Reply] = []
            var sessions = 0
            var logins = 0
        }

        private let state = Locked(State())

        /// How many `login` requests arrived.
        var loginRequests: Int { state.withLock { $0.logins } }

        /// Makes the next `login` requests get `replies`, in order.
        func script(_ replies: [StubTransport.Reply]) {
            state.withLock { $0.script += replies }
        }

        /// Ends the session the API holds (as a sign-in elsewhere would).
        func endSession() {
            state.withLock { $0.sessions += 1 }
        }

        func reply(to request: TransportRequest) -> StubTransport.Reply {
            state.withLock { state in
                if request.relativePath == "login" {
                    state.logins += 1
                    if !state.script.isEmpty { return state.script.removeFirst() }
                    state.sessions += 1
                    return .json(#"{"result": "OK", "sessionId": "S\#(state.sessions)", "ttl": "1800"}"#)
                }
                return request.sessionID == "S\(state.sessions)" ? .sample("customer.json") : .sample("error-session-expired.json")
            }
        }
    }

    static let demo = IvkoCredentials(username: "demo", password: "demo")
    static let busy = StubTransport.Reply.text(503, "<html>busy</html>", headers: ["Content-Type": "text/html", "Retry-After": "2"])
    static let gateway = StubTransport.Reply.text(502, "<html>Bad Gateway</html>", headers: ["Content-Type": "text/html"])
    static let sqlError = StubTransport.Reply.text(500, "java.sql.SQLException: ORA-00060", headers: StubbedAPI.jsonHeaders)

    @Test func transientFailuresAreRetriedLikeASafeCall() async throws {
        let backend = ScriptedLogins()
        let stub = StubbedAPI { request, _ in backend.reply(to: request) }
        try await stub.api.signIn(Self.demo)
        backend.script([Self.busy, Self.gateway])
        backend.endSession()
        let customer = try await stub.api.call(.customer)
        #expect(customer["customerNo"] == .string("0004711"))
        #expect(backend.loginRequests == 4, "the first sign-in, then a 503, a 502 and the renewal that worked")
        #expect(stub.sleeper.delays.first == .seconds(2), "the 503's Retry-After is honoured")
        #expect(stub.events.values == [.signedIn, .renewed])
    }

    @Test func aSignInOnRequestIsNotRetried() async throws {
        let backend = ScriptedLogins()
        backend.script([Self.busy])
        let stub = StubbedAPI { request, _ in backend.reply(to: request) }
        await #expect(throws: IvkoServiceError.self) { try await stub.api.signIn(Self.demo) }
        #expect(backend.loginRequests == 1, "the user is there to try again")
    }

    @Test func retriesUsedUpKeepTheCredentialsAndTheNextCallSignsIn() async throws {
        let backend = ScriptedLogins()
        let stub = StubbedAPI { request, _ in backend.reply(to: request) }
        try await stub.api.signIn(Self.demo)
        backend.script([Self.sqlError, Self.sqlError, Self.sqlError])
        backend.endSession()
        await #expect(throws: IvkoServiceError.server(status: 500, text: "java.sql.SQLException: ORA-00060")) {
            try await stub.api.call(.customer)
        }
        #expect(await stub.api.credentialStore.credentials() == Self.demo)
        let customer = try await stub.api.call(.customer)
        #expect(customer["customerNo"] == .string("0004711"))
        #expect(
            stub.events.values == [
                .signedIn, .renewalFailed(.server(status: 500, text: "java.sql.SQLException: ORA-00060")), .renewed,
            ])
    }

    @Test func refusedCredentialsAreForgottenAndNotSentAgain() async throws {
        let backend = ScriptedLogins()
        let stub = StubbedAPI { request, _ in backend.reply(to: request) }
        try await stub.api.signIn(Self.demo)
        backend.script([.sample("login-wrong-password.json")])
        backend.endSession()
        await #expect(throws: IvkoServiceError.auth(message: "Invalid credentials")) { try await stub.api.call(.customer) }
        #expect(await stub.api.credentialStore.credentials() == nil)
        await #expect(throws: IvkoServiceError.noSession(message: "Not signed in, and no credentials are kept to sign in")) {
            try await stub.api.call(.customer)
        }
        #expect(backend.loginRequests == 2, "a refusal is not retried, and the refused credentials are not sent again")
        #expect(stub.events.values == [.signedIn, .renewalFailed(.auth(message: "Invalid credentials"))])
    }
}
