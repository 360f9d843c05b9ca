import IvkoData
import IvkoMiddleware
import IvkoModel
import Testing

@Suite struct AccountManagerTests {
    let source = FakeShopSource()

    @Test func signingInLoadsTheCustomer() async throws {
        let account = AccountManager(source: source, logger: QuietLog.logger)
        let customer = try await account.signIn(username: "demo", password: "demo")
        #expect(customer.profile.fullName == "Jana Petrović")
        #expect(await account.state == .signedIn(customer))
        #expect(source.count("customer") == 1)
    }

    @Test func aRefusedSignInStaysSignedOut() async throws {
        let account = AccountManager(source: source, logger: QuietLog.logger)
        await #expect(throws: ShopDataError.authFailed(message: "Invalid username or password")) {
            try await account.signIn(username: "demo", password: "wrong")
        }
        #expect(await account.state == .signedOut)
    }

    @Test(.timeLimit(.minutes(1))) func signingOutIsObserved() async throws {
        let account = AccountManager(source: source, logger: QuietLog.logger)
        var states = account.states().makeAsyncIterator()
        #expect(await states.next() == .signedOut)
        let customer = try await account.signIn(username: "demo", password: "demo")
        #expect(await states.next() == .signedIn(customer))
        await account.signOut()
        #expect(await states.next() == .signedOut)
    }

    @Test func withoutKeptCredentialsRestoreStaysSignedOut() async {
        let account = AccountManager(source: source, logger: QuietLog.logger)
        #expect(await account.restore() == .signedOut)
        #expect(source.count("customer") == 0)
    }
}
