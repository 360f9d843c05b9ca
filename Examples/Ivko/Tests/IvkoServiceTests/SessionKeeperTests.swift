import AsyncTools
import AsyncTestSupport
import Foundation
@testable import IvkoService
import Testing

/// The single-flight rules of `SessionKeeper`, step by step.
@Suite("Session keeper", .waitLimit(.seconds(300)))
struct SessionKeeperTests {
    /// A sign-in that waits at a gate until the test opens it, counting how often it was started.
    final class HeldSignIn: Sendable {
        private let started = Locked(0)
        let gate = Gate()
        let id: String

        init(id: String) { self.id = id }

        var starts: Int { started.withLock { $0 } }

        func run() async -> Result<IvkoSession, IvkoServiceError> {
            started.withLock { $0 += 1 }
            await gate.pass()
            return .success(IvkoSession(id: id, ttl: 1800, opened: Date(timeIntervalSince1970: 0)))
        }
    }

    /// Callers counted on their way into `renew`, on the keeper's own executor.
    final class Arrivals: Sendable {
        private let arrived = Locked(0)

        var count: Int { arrived.withLock { $0 } }

        func note() { arrived.withLock { $0 += 1 } }
    }

    static let now = Date(timeIntervalSince1970: 100)

    @Test func callsThatFailTogetherShareOneSignIn() async throws {
        let keeper = SessionKeeper()
        await keeper.install(IvkoSession(id: "old", ttl: 1800, opened: Self.now))
        let signIn = HeldSignIn(id: "new")
        defer { signIn.gate.open() }
        let arrivals = Arrivals()
        let renewals = (0..<5).map { _ in
            Task { await keeper.renew(noting: arrivals, replacing: "old", with: { await signIn.run() }, at: Self.now) }
        }
        // Each counted caller is in `renew` on the keeper, which runs without suspending until it
        // waits for the sign-in (starting it or joining it). So once all 5 are counted and a later
        // call on the keeper has run, all 5 are waiting for the sign-in, which is still held.
        try await waitUntil("all 5 callers are in renew") { arrivals.count == 5 }
        _ = await keeper.session
        #expect(signIn.starts <= 1)
        signIn.gate.open()
        for (index, renewal) in renewals.enumerated() {
            #expect(try await renewal.boundedValue("renewal \(index) ends").get().id == "new")
        }
        #expect(signIn.starts == 1)
        #expect(await keeper.session?.id == "new")
    }

    @Test func aCallThatFailedWithAReplacedSessionUsesTheNewOne() async throws {
        let keeper = SessionKeeper()
        await keeper.install(IvkoSession(id: "new", ttl: 1800, opened: Self.now))
        let signIn = HeldSignIn(id: "newer")
        signIn.gate.open()
        let session = try await keeper.renew(replacing: "old", with: { await signIn.run() }, at: Self.now).get()
        #expect(session.id == "new")
        #expect(signIn.starts == 0)
    }

    @Test func aSignOutDuringARenewalWins() async throws {
        let keeper = SessionKeeper()
        await keeper.install(IvkoSession(id: "old", ttl: 1800, opened: Self.now))
        let signIn = HeldSignIn(id: "new")
        defer { signIn.gate.open() }
        let renewal = Task { await keeper.renew(replacing: "old", with: { await signIn.run() }, at: Self.now) }
        try await waitUntil("the sign-in is held") { signIn.gate.holding == 1 }
        await keeper.clear()
        signIn.gate.open()
        _ = try await renewal.boundedValue("the renewal ends")
        #expect(await keeper.session == nil)
    }

    @Test func idleSessionsAreNotUsable() async {
        let keeper = SessionKeeper()
        let opened = Date(timeIntervalSince1970: 0)
        await keeper.install(IvkoSession(id: "S", ttl: 60, opened: opened))
        await keeper.touch("S", at: opened.addingTimeInterval(50))
        #expect(await keeper.usableSession(at: opened.addingTimeInterval(110)) != nil)
        #expect(await keeper.usableSession(at: opened.addingTimeInterval(111)) == nil)
        await keeper.touch("other", at: opened.addingTimeInterval(111))
        #expect(await keeper.usableSession(at: opened.addingTimeInterval(111)) == nil, "only the current session is touched")
    }
}

extension SessionKeeper {
    /// `renew`, with the caller counted in `arrivals` first, on the keeper's executor. The call into
    /// `renew` does not leave the keeper, and `renew` does not suspend before it waits for a
    /// sign-in, so no later call on the keeper runs before a counted caller waits for its sign-in.
    func renew(
        noting arrivals: SessionKeeperTests.Arrivals, replacing failedID: String?,
        with signIn: @escaping SignIn, at now: Date
    ) async -> Result<IvkoSession, IvkoServiceError> {
        arrivals.note()
        return await renew(replacing: failedID, with: signIn, at: now)
    }
}
