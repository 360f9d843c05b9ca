import AsyncTestSupport
import IvkoBackend
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoService
import Testing

/// The account's state through session renewals against the backend fixture, with faults on the
/// silent sign-in: only a refusal of the credentials signs the customer out.
@Suite(.waitLimit(.seconds(300)))
struct LiveAccountSessionTests {
    @Test(.stretchedTimeLimit(minutes: 5)) func transientFailuresOfTheSilentSignInNeverSignTheCustomerOut() async throws {
        try await LiveBackend.with { shop in
            let events = PacedEvents()
            let account = AccountManager(shop: PacedAccountShop(base: shop.data, events: events), logger: QuietLog.logger)
            await account.start()
            let customer = try await account.signIn(username: "demo", password: "demo")

            // A 503 and then a dropped connection on the sign-in: retried like any safe call.
            shop.server.faults.script(.serviceUnavailable(retryAfter: 1), path: "login")
            shop.server.faults.script(.drop, path: "login")
            await shop.server.forceExpireSessions()
            let loginsBefore = shop.server.counters.requests(to: "login")
            _ = try await shop.data.cart()
            #expect(shop.server.counters.requests(to: "login") - loginsBefore == 3)

            // Every attempt cut off: this call fails, and the customer is still signed in.
            shop.server.faults.script(.truncate, path: "login", count: 3)
            await shop.server.forceExpireSessions()
            await #expect(throws: ShopError.self) { try await shop.data.cart() }
            _ = try await shop.data.cart()

            try await events.handled.wait(untilAtLeast: 4, "signed in, renewed, renewal failed, renewed")
            #expect(await account.state == .signedIn(customer))
            await account.stop()
        }
    }

    /// The backend ends the session a silent sign-in has just opened, before the repeated call is
    /// answered (a session lifetime shorter than a call with its retries, as the fault run's 1 s
    /// sessions made happen): the credentials work, so the customer stays signed in and the failure
    /// is one to try again.
    @Test(.stretchedTimeLimit(minutes: 5)) func aNewSessionEndedAtOnceIsTriedAgainNotSignedOut() async throws {
        try await LiveBackend.with { shop in
            let events = PacedEvents()
            let account = AccountManager(shop: PacedAccountShop(base: shop.data, events: events), logger: QuietLog.logger)
            await account.start()
            let customer = try await account.signIn(username: "demo", password: "demo")

            shop.server.faults.script(.expireSessions, path: "customer", count: 2)
            let loginsBefore = shop.server.counters.requests(to: "login")
            do throws(ShopError) {
                _ = try await account.refresh()
                Issue.record("the backend ended both sessions the customer call was made with")
            } catch {
                #expect(error.isTransient && !error.needsSignIn, "\(error)")
            }
            #expect(shop.server.counters.requests(to: "login") - loginsBefore == 1, "one silent sign-in for the three calls")
            #expect(shop.server.counters.requests(to: "customer") == 3, "the load, then the call once more")
            #expect(await account.state == .signedIn(customer))
            #expect(await shop.data.hasKeptCredentials())

            // Trying again works: a new silent sign-in, and the same customer.
            #expect(try await account.refresh() == customer)
            try await events.handled.wait(untilAtLeast: 3, "signed in, renewed, renewed")
            #expect(await account.state == .signedIn(customer))
            await account.stop()
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func aCustomerNotRestoredAtLaunchIsSignedInByTheNextRenewal() async throws {
        try await LiveBackend.with(credentialStore: InMemoryCredentialStore(IvkoCredentials(username: "demo", password: "demo"))) { shop in
            let events = PacedEvents()
            let account = AccountManager(shop: PacedAccountShop(base: shop.data, events: events), logger: QuietLog.logger)
            await account.start()
            shop.server.faults.script(.badGateway, path: "login", count: 3)
            #expect(await account.restore() == .signedOut, "the gateway failed every sign-in attempt")

            _ = try await shop.data.cart()
            try await events.handled.wait(untilAtLeast: 2, "renewal failed, renewed")
            #expect(await account.state.customer?.profile.fullName == "Jelena Petrović")
            #expect(await shop.data.hasKeptCredentials())
            await account.stop()
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func refusedCredentialsSignTheCustomerOutAndAreForgotten() async throws {
        try await LiveBackend.with(credentialStore: InMemoryCredentialStore(IvkoCredentials(username: "demo", password: "wrong"))) { shop in
            let events = PacedEvents()
            let account = AccountManager(shop: PacedAccountShop(base: shop.data, events: events), logger: QuietLog.logger)
            await account.start()
            #expect(await account.restore() == .signedOut)
            try await events.handled.wait(untilAtLeast: 1, "renewal failed")
            #expect(await account.state == .signedOut)
            #expect(await shop.data.hasKeptCredentials() == false, "refused credentials are not tried again")
            await account.stop()
        }
    }
}
