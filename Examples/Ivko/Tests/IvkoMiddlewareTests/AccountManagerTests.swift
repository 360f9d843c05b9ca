import AsyncTestSupport
import IvkoData
import IvkoMiddleware
import IvkoModel
import Testing

@Suite(.waitLimit(.seconds(300)))
struct AccountManagerTests {
    let source = FakeShop()

    @Test func signingInLoadsTheCustomer() async throws {
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        let customer = try await account.signIn(username: "demo", password: "demo")
        #expect(customer.profile.fullName == "Jana Petrović")
        #expect(customer.balance.points == 10)
        #expect(customer.defaultAddress?.city == "Beograd")
        #expect(await account.state == .signedIn(customer))
        #expect(["customer", "balance", "addresses"].map(source.count) == [1, 1, 1])
    }

    @Test func aPartThatFailsFailsTheLoadAndTheFailureThatNeedsASignInWins() async throws {
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        let customer = try await account.signIn(username: "demo", password: "demo")
        source.fail("balance", with: .offline(reason: "test offline"))
        await #expect(throws: ShopError.offline(reason: "test offline")) { try await account.refresh() }
        #expect(await account.state == .signedIn(customer), "a network failure signs nobody out")

        source.fail("balance", with: .offline(reason: "test offline"))
        source.fail("addresses", with: .signedOut(message: "no session"))
        await #expect(throws: ShopError.signedOut(message: "no session")) { try await account.refresh() }
        #expect(await account.state == .signedOut)
    }

    @Test func aRefusedSignInStaysSignedOut() async throws {
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        await #expect(throws: ShopError.wrongCredentials(message: "Invalid username or password")) {
            try await account.signIn(username: "demo", password: "wrong")
        }
        #expect(await account.state == .signedOut)
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func signingOutIsObserved() async throws {
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        var states = account.states().makeAsyncIterator()
        #expect(await states.next() == .signedOut)
        let customer = try await account.signIn(username: "demo", password: "demo")
        #expect(await states.next() == .signedIn(customer))
        await account.signOut()
        #expect(await states.next() == .signedOut)
    }

    @Test func withoutKeptCredentialsRestoreStaysSignedOut() async {
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        #expect(await account.restore() == .signedOut)
        #expect(source.count("customer") == 0)
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func transientFailuresOfTheSilentSignInKeepTheCustomerSignedIn() async throws {
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        await account.start()
        let customer = try await account.signIn(username: "demo", password: "demo")
        let failures: [ShopError] = [
            .serverFailure(reason: "HTTP 503, retry after 7 s"), .offline(reason: "truncated"), .offline(reason: "connection lost"),
            .invalidData(reason: "the login answer has no sessionId"),
        ]
        for failure in failures { source.sendSessionEvent(.renewalFailed(failure)) }
        try await source.handledEvents.wait(untilAtLeast: failures.count, "the account handled every failure")
        #expect(await account.state == .signedIn(customer))
        await account.stop()
    }

    @Test(
        .stretchedTimeLimit(minutes: 5),
        arguments: [
            ShopError.wrongCredentials(message: "Invalid credentials"),
            .signedOut(message: "Not signed in, and no credentials are kept to sign in"),
        ])
    func onlyARefusedOrMissingSignInSignsTheCustomerOut(_ failure: ShopError) async throws {
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        await account.start()
        try await account.signIn(username: "demo", password: "demo")
        source.sendSessionEvent(.renewalFailed(failure))
        try await source.handledEvents.wait(untilAtLeast: 1, "the account handled the refusal")
        #expect(await account.state == .signedOut)
        await account.stop()
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func aSilentSignInThatSucceedsLaterBringsTheCustomerBack() async throws {
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        await account.start()
        source.setKeepsCredentials(true)
        source.setOffline(true)
        #expect(await account.restore() == .signedOut, "offline at launch: the customer cannot be loaded yet")
        source.setOffline(false)
        source.sendSessionEvent(.renewed)
        try await source.handledEvents.wait(untilAtLeast: 1, "the account handled the renewal")
        #expect(await account.state.customer?.profile.fullName == "Jana Petrović")
        await account.stop()
    }
}
