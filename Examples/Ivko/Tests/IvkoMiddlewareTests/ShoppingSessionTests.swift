import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// A scene's session orders its end (after any end still under way: the data handed back, then the
/// account signed out), ends when the shop refuses the session that runs and says so, and hands the
/// data back when the scene goes or when it opens for a session that ended meanwhile.
@Suite(.waitLimit(.seconds(300)))
struct ShoppingSessionTests {
    /// The app-wide managers on `source`, their files in `directory`.
    private static func app(source: FakeShop, directory: TemporaryDirectory) async throws -> AppDependency {
        let local = LocalDataManager(folder: DataFolder(directory.url), shop: source, clock: ManualClock(), logger: QuietLog.logger)
        return local.makeAppDependency(catalog: try await CatalogStore.open(at: directory.path("catalog.sqlite")))
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func anEndHandsTheDataBackThenSignsOutAfterTheEndBeforeIt() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShop()
        let app = try await Self.app(source: source, directory: directory)
        let handedBack = Locked<[Int]>([])
        let firstHandBack = Gate()
        let data = KeptData { user in
            if handedBack.withLock({ $0.isEmpty }) { await firstHandBack.pass() }
            handedBack.withLock { $0.append($0.count + 1) }
            #expect(user.catalog === app.catalog, "the value held is the one handed back")
        }
        let session = ShoppingSession()
        #expect(!session.end(signingOut: true), "no session runs: nothing ends")

        // The first session ends by the shop's choice (no sign-out); its hand-back is held.
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        let first = session.begin(customer, account: app.account, data: data)
        #expect(try await session.open(first, adding: app) { _ in } != nil)
        #expect(session.customer == customer)
        #expect(session.end(signingOut: false))
        #expect(session.customer == nil && session.isEnding)
        try await firstHandBack.waitForArrival("the first hand-back")

        // A second session signs out while the first end is still held: it waits for it.
        let second = session.begin(customer, account: app.account, data: data)
        #expect(try await session.open(second, adding: app) { _ in } != nil)
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

    /// Each end is told once, with the session's id: the coordinator's, and the one the shop's
    /// refusal of the session that runs makes (the account is signed out already: not again).
    @Test(.stretchedTimeLimit(minutes: 5))
    func eachEndIsToldOnceAndTheShopsRefusalEndsTheSessionThatRuns() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShop()
        let app = try await Self.app(source: source, directory: directory)
        await app.account.start()
        let session = ShoppingSession()
        var events = session.events().makeAsyncIterator()
        let data = KeptData { _ in }
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        let first = session.begin(customer, account: app.account, data: data)

        // The shop refuses the kept credentials: the session that runs ends.
        source.sendSessionEvent(.renewalFailed(.wrongCredentials(message: "Invalid credentials")))
        #expect(await events.next() == .ended(first))
        #expect(session.customer == nil)
        #expect(source.count("signOut") == 0, "signed out already: not again")

        // The next session runs on until it is ended, and its end is told with its own id.
        _ = try await app.account.signIn(username: "demo", password: "demo")
        let second = session.begin(customer, account: app.account, data: data)
        #expect(second != first)
        #expect(session.customer == customer)
        #expect(session.end(signingOut: false))
        #expect(await events.next() == .ended(second))
        await app.account.stop()
    }

    /// A sign-in in another scene while a sign-out hands its data back waits for the whole end, so
    /// the sign-out cannot undo it (the account is the app's, one for every scene).
    @Test(.stretchedTimeLimit(minutes: 5))
    func aSignInElsewhereWaitsForTheSignOutsHandBack() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShop()
        let app = try await Self.app(source: source, directory: directory)
        let handBack = Gate()
        let session = ShoppingSession()
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        let id = session.begin(customer, account: app.account, data: KeptData { _ in await handBack.pass() })
        #expect(try await session.open(id, adding: app) { _ in } != nil)
        #expect(session.end(signingOut: true))
        try await handBack.waitForArrival("the hand-back")
        let otherScene = Task { try await app.account.signIn(username: "demo", password: "demo") }
        handBack.open()
        await session.waitForEnds()
        let signedIn = try await otherScene.boundedValue("the other scene's sign-in")
        #expect(source.count("signOut") == 1 && source.count("signIn") == 2)
        #expect(await app.account.state == .signedIn(signedIn), "the sign-out did not undo the later sign-in")
    }

    /// Data that finishes opening after its session ended (signing out) goes back in the session's
    /// order: before the sign-out, which waits for it, and a sign-in after it too.
    @Test(.stretchedTimeLimit(minutes: 5))
    func dataThatOpensAfterItsSessionEndedIsHandedBackInOrder() async throws {
        let directory = try TemporaryDirectory()
        let source = FakeShop()
        let app = try await Self.app(source: source, directory: directory)
        let handedBack = Locked(0)
        let opening = Gate()
        let session = ShoppingSession()
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        let data = KeptData(opening: opening) { _ in handedBack.withLock { $0 += 1 } }
        let id = session.begin(customer, account: app.account, data: data)
        let opened = Task { try await session.open(id, adding: app) { _ in } }
        try await opening.waitForArrival("the opening")
        #expect(session.end(signingOut: true))
        opening.open()
        #expect(try await opened.boundedValue("the opening") == nil, "the session ended while its data opened")
        await session.waitForEnds()
        #expect(handedBack.withLock { $0 } == 1)
        #expect(source.count("signOut") == 1)
    }

    @Test func aStoppedSceneHandsItsDataBack() async throws {
        let directory = try TemporaryDirectory()
        let app = try await Self.app(source: FakeShop(), directory: directory)
        let handedBack = Locked(0)
        let opening = Gate()
        let data = KeptData(opening: opening) { _ in handedBack.withLock { $0 += 1 } }
        let session = ShoppingSession()
        #expect(session.stop() == nil, "nothing held: nothing to hand back")
        let customer = try await app.account.signIn(username: "demo", password: "demo")
        let id = session.begin(customer, account: app.account, data: data)
        opening.open()
        #expect(try await session.open(id, adding: app) { _ in } != nil)
        try await #require(session.stop()).boundedValue("the hand-back")
        #expect(handedBack.withLock { $0 } == 1)
        #expect(session.customer == nil)
        // A session gone with the scene opens nothing more.
        #expect(try await session.open(id, adding: app) { _ in } == nil)
        #expect(handedBack.withLock { $0 } == 1)
    }
}

/// What the session's tests hand it for the customer's data: an opening (held at `opening`, when
/// given) answers the app it is given as it is, a hand-back runs `handBack`, a reset does nothing.
private struct KeptData: CustomerDataKeeping {
    var opening: Gate?
    let handBack: @Sendable (AppDependency) async -> Void

    init(opening: Gate? = nil, handBack: @escaping @Sendable (AppDependency) async -> Void) {
        self.opening = opening
        self.handBack = handBack
    }

    func openCustomerData(
        for customer: CustomerNumber, adding app: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws(ShopError) -> AppDependency {
        await opening?.pass()
        return app
    }

    func closeCustomerData(of app: AppDependency) async { await handBack(app) }
    func resetCustomerData(of customer: CustomerNumber) async throws(ShopError) {}
}
