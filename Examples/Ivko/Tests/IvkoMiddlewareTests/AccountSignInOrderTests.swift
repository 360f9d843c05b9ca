import AsyncTestSupport
import AsyncTools
import IvkoData
import IvkoMiddleware
import IvkoModel
import Testing

/// A sign-in sent while a sign-out (from any scene: the account is the app's) is still telling the
/// backend waits for it, so the sign-out, which forgets the session and the kept credentials,
/// cannot undo the sign-in.
@Suite(.waitLimit(.seconds(300)))
struct AccountSignInOrderTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func aSignInWaitsForASignOutStillUnderWay() async throws {
        let source = SignOutHeldShop(inner: FakeShop())
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        try await account.signIn(username: "demo", password: "demo")
        let signingOut = Task { await account.signOut() }
        try await source.signOutGate.waitForArrival("the sign-out telling the backend")
        #expect(await account.state == .signedOut, "the state is signed out at once")
        let signingIn = Task { try await account.signIn(username: "demo", password: "demo") }
        source.signOutGate.open()
        try await signingOut.boundedValue("the sign-out")
        let customer = try await signingIn.boundedValue("the sign-in after it")
        #expect(source.calls.withLock { $0 } == ["signIn", "signOut", "signIn"], "the backend heard them in order")
        #expect(await account.state == .signedIn(customer), "the sign-out did not undo the later sign-in")
    }
}

/// A shop whose sign-out waits at a gate before it reaches the backend.
private struct SignOutHeldShop: RelayingShop {
    let inner: FakeShop
    var base: any ShopCalls { inner }
    let signOutGate = Gate()
    /// The sign-ins and sign-outs as the backend heard them.
    let calls = Locked<[String]>([])

    func signIn(username: String, password: String) async throws(ShopError) {
        calls.withLock { $0.append("signIn") }
        try await inner.signIn(username: username, password: password)
    }

    func signOut() async throws(ShopError) {
        await signOutGate.pass()
        calls.withLock { $0.append("signOut") }
        try await inner.signOut()
    }
}
