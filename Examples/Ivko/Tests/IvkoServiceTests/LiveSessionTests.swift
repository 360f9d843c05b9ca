import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoService
import IvkoTestSupport
import Testing

@Suite("Sessions against the running backend", .waitLimit(.seconds(300)))
struct LiveSessionTests {
    @Test func signInThenAccountCalls() async throws {
        try await LiveBackend.with { backend in
            let session = try await backend.api.signIn(username: "demo", password: "demo")
            #expect(session.ttl == 1800)
            let customer = try await backend.api.call(.customer)
            #expect(customer["customerNo"] == .string("0004711"))
            let balance = try await backend.api.call(.balance)
            #expect(balance["points"] == .string("1250"))
            let addresses = try await backend.api.call(.addresses)
            #expect(addresses["addresses"]?.arrayValue?.count == 2)
            let orders = try await backend.api.call(.orders)
            #expect(orders["orders"]?.arrayValue?.first?["orderNo"] == .string("2026-000077"))
            #expect(backend.server.counters.logins == 1)
            #expect(backend.events.values == [.signedIn])
        }
    }

    @Test func wrongPassword() async throws {
        try await LiveBackend.with { backend in
            await #expect(throws: IvkoServiceError.auth(message: "Invalid credentials")) {
                try await backend.api.signIn(username: "demo", password: "nope")
            }
            #expect(await backend.api.currentSession == nil)
            #expect(backend.server.counters.loginAttempts == 1)
            #expect(backend.server.counters.logins == 0)
        }
    }

    @Test func credentialsWithSpecialCharactersArriveAsTyped() async throws {
        var account = DemoAccount.demo
        account.username = "jelena p.@ivko"
        account.password = "p&ss=w+rd 100% žuto/?#~"
        try await LiveBackend.with(accounts: [account]) { backend in
            try await backend.api.signIn(username: account.username, password: account.password)
            let customer = try await backend.api.call(.customer)
            #expect(customer["customerNo"] == .string("0004711"))
        }
    }

    @Test func sessionCallBeforeSigningIn() async throws {
        try await LiveBackend.with { backend in
            await #expect(throws: IvkoServiceError.noSession(message: "Not signed in, and no credentials are kept to sign in")) {
                try await backend.api.call(.cart)
            }
            #expect(backend.server.counters.totalRequests == 0, "nothing is sent without a session or credentials")
        }
    }

    @Test func keptCredentialsSignInOnFirstUse() async throws {
        try await LiveBackend.with(credentials: IvkoCredentials(username: "ana", password: "ana123")) { backend in
            let balance = try await backend.api.call(.balance)
            #expect(balance["points"] == .string("00080"))
            #expect(backend.server.counters.logins == 1)
            #expect(backend.events.values == [.renewed])
        }
    }

    @Test func signOutEndsTheSessionAndForgetsTheCredentials() async throws {
        try await LiveBackend.with { backend in
            try await backend.signIn()
            #expect(await backend.server.sessionCount() == 1)
            let answer = try await backend.api.signOut()
            #expect(answer["result"] == .string("OK"))
            #expect(await backend.server.sessionCount() == 0)
            #expect(await backend.api.currentSession == nil)
            #expect(await backend.api.credentialStore.credentials() == nil)
            await #expect(throws: IvkoServiceError.self) { try await backend.api.call(.customer) }
            #expect(backend.server.counters.requests(to: "customer") == 0)
            #expect(backend.server.counters.loginAttempts == 1)
            #expect(backend.events.values == [.signedIn, .signedOut])
        }
    }

    @Test func tenCallsInFlightWhenTheSessionExpiresMakeOneSignIn() async throws {
        try await LiveBackend.with { backend in
            try await backend.signIn()
            let gate = RequestGate()
            backend.server.faults.script(.hold(gate), path: "customer", count: 10)
            try await withThrowingTaskGroup(of: JSONValue.self) { group in
                defer { gate.open() }
                for _ in 0..<10 {
                    group.addTask { try await backend.api.call(.customer) }
                }
                try await waitUntil("10 calls are held at the backend") { gate.arrivals >= 10 }
                await backend.server.forceExpireSessions()
                gate.open()
                var answers = 0
                for try await customer in group {
                    #expect(customer["customerNo"] == .string("0004711"))
                    answers += 1
                }
                #expect(answers == 10)
            }
            #expect(backend.server.counters.logins == 2, "the first sign-in and exactly one renewal")
            #expect(backend.server.counters.requests(to: "customer") == 20)
            #expect(backend.events.values == [.signedIn, .renewed])
        }
    }

    @Test func expiryBeforeACartChangeRenewsAndRepeatsItOnce() async throws {
        try await LiveBackend.with { backend in
            try await backend.signIn()
            let (style, stock) = try backend.productInStock()
            backend.server.faults.script(.expireSessions, path: "cart/lines")
            let cart = try await backend.api.call(.addCartLine(style: style, color: stock.color, size: stock.size, qty: 1))
            #expect(cart["lines"]?.arrayValue?.count == 1)
            #expect(backend.server.counters.logins == 2)
            #expect(backend.server.counters.requests(to: "cart/lines") == 2)
            #expect(backend.events.values == [.signedIn, .renewed])
        }
    }

    @Test func logsNeverShowPasswordsOrSessionIDs() async throws {
        var account = DemoAccount.demo
        account.password = "Pa55-Secret-xyz"
        try await LiveBackend.with(accounts: [account]) { backend in
            await #expect(throws: IvkoServiceError.self) {
                try await backend.api.signIn(username: "demo", password: "Wrong-Secret-abc")
            }
            let first = try await backend.api.signIn(username: "demo", password: "Pa55-Secret-xyz")
            _ = try await backend.api.call(.customer)
            await backend.server.forceExpireSessions()
            _ = try await backend.api.call(.customer)
            let renewed = try #require(await backend.api.currentSession)
            #expect(renewed.id != first.id)
            try await backend.api.signOut()
            let lines = backend.log.lines
            #expect(lines.contains { $0.contains("session expired") }, "the log is captured at every level")
            for secret in ["Pa55-Secret-xyz", "Wrong-Secret-abc", first.id, renewed.id] {
                #expect(!lines.contains { $0.contains(secret) })
            }
        }
    }
}
