import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// A scene's session orders its end (after any end still under way: the data handed back, then the
/// account signed out), reports the shop's refusal only for the session that runs, and hands the
/// data back when the scene goes.
@Suite(.waitLimit(.seconds(300)))
struct ShoppingSessionTests {
    /// The app-wide managers on `source`, their files in `directory`.
    private static func app(source: FakeShopSource, directory: TemporaryDirectory) async throws -> AppDependency {
        let builder = AppDependencyBuilder(source: source, clock: ManualClock(), logger: QuietLog.logger)
        let catalogStore = try await CatalogStore.open(at: directory.path("catalog.sqlite"))
        return await builder.makeAppDependency(
            catalog: CatalogDataManager(network: source, store: catalogStore),
            assetDirectory: directory.url.appendingPathComponent("assets"),
            refreshCatalog: false)
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func anEndHandsTheDataBackThenSignsOutAfterTheEndBeforeIt() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShopSource()
        let app = try await Self.app(source: source, directory: directory)
        let handedBack = Locked<[Int]>([])
        let firstHandBack = Gate()
        let session = ShoppingSession { user in
            if handedBack.withLock({ $0.isEmpty }) { await firstHandBack.pass() }
            handedBack.withLock { $0.append($0.count + 1) }
            #expect(user.catalog === app.catalog, "the value held is the one handed back")
        }
        #expect(!session.end(signingOut: true), "no session runs: nothing ends")

        // The first session ends by the shop's choice (no sign-out); its hand-back is held.
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        let first = session.begin(customer, account: app.account)
        #expect(session.hold(app, for: first))
        #expect(session.customer == customer)
        #expect(session.end(signingOut: false))
        #expect(session.customer == nil && session.isEnding)
        try await firstHandBack.waitForArrival("the first hand-back")

        // A second session signs out while the first end is still held: it waits for it.
        let second = session.begin(customer, account: app.account)
        #expect(session.hold(app, for: second))
        #expect(session.end(signingOut: true))
        let waiting = Task { await session.waitForEnds() }
        #expect(source.count("signOut") == 0, "the sign-out waits for the end before it")
        firstHandBack.open()
        try await waiting.boundedValue("both ends")
        #expect(handedBack.withLock { $0 } == [1, 2])
        #expect(source.count("signOut") == 1)
        #expect(await app.account.state == .signedOut)
        #expect(!session.isEnding)
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func theShopsRefusalEndsOnlyTheSessionThatRuns() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShopSource()
        let app = try await Self.app(source: source, directory: directory)
        let session = ShoppingSession { _ in }
        var refusals = session.refusalStream().makeAsyncIterator()
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        session.begin(customer, account: app.account)

        // The shop refuses the kept credentials: the session that runs is reported.
        source.sendSessionEvent(.renewalFailed(.wrongCredentials(message: "Invalid credentials")))
        let refusal = try #require(await refusals.next())
        // A new sign-in overtakes it before the scene acts on it: the old refusal ends nothing.
        _ = try await app.account.signIn(username: "demo", password: "demo")
        session.begin(customer, account: app.account)
        #expect(!session.end(refusal))
        #expect(session.customer == customer)
        #expect(session.end(signingOut: false))
    }

    /// A sign-in in another scene while a sign-out hands its data back waits for the whole end, so
    /// the sign-out cannot undo it (the account is the app's, one for every scene).
    @Test(.stretchedTimeLimit(minutes: 5))
    func aSignInElsewhereWaitsForTheSignOutsHandBack() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShopSource()
        let app = try await Self.app(source: source, directory: directory)
        let handBack = Gate()
        let session = ShoppingSession { _ in await handBack.pass() }
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        #expect(session.hold(app, for: session.begin(customer, account: app.account)))
        #expect(session.end(signingOut: true))
        try await handBack.waitForArrival("the hand-back")
        let otherScene = Task { try await app.account.signIn(username: "demo", password: "demo") }
        handBack.open()
        await session.waitForEnds()
        let signedIn = try await otherScene.boundedValue("the other scene's sign-in")
        #expect(source.count("signOut") == 1 && source.count("signIn") == 2)
        #expect(await app.account.state == .signedIn(signedIn), "the sign-out did not undo the later sign-in")
    }

    /// Data that opens after its session ended (signing out) goes back in the session's order: the
    /// end waits for it, and a sign-in after it too.
    @Test(.stretchedTimeLimit(minutes: 5))
    func dataThatOpensAfterItsSessionEndedIsHandedBackInOrder() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShopSource()
        let app = try await Self.app(source: source, directory: directory)
        let handedBack = Locked(0)
        let session = ShoppingSession { _ in handedBack.withLock { $0 += 1 } }
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        let token = session.begin(customer, account: app.account)
        #expect(session.end(signingOut: true))
        #expect(!session.hold(app, for: token), "the session ended while its data opened")
        await session.waitForEnds()
        #expect(handedBack.withLock { $0 } == 1)
        #expect(source.count("signOut") == 1)
    }

    @Test func aStoppedSceneHandsItsDataBack() async throws {
        let directory = try TemporaryDirectory()
        let app = try await Self.app(source: FakeShopSource(), directory: directory)
        let handedBack = Locked(0)
        let session = ShoppingSession { _ in handedBack.withLock { $0 += 1 } }
        #expect(session.stop() == nil, "nothing held: nothing to hand back")
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        let token = session.begin(customer, account: app.account)
        #expect(session.hold(app, for: token))
        try await #require(session.stop()).boundedValue("the hand-back")
        #expect(handedBack.withLock { $0 } == 1)
        #expect(session.customer == nil)
        // Data that opens after the scene went is handed back at once.
        #expect(!session.hold(app, for: token))
        try await waitUntil("the late data is handed back", timeLimit: .seconds(30)) { handedBack.withLock { $0 } == 2 }
    }
}
