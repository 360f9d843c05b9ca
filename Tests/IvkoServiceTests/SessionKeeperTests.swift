import Foundation
@testable import IvkoService
import Testing

/// The single-flight rules of `SessionKeeper`, step by step.
@Suite("Session keeper")
struct SessionKeeperTests {
    /// A sign-in that waits until the test lets it finish, counting how often it was started.
    final class HeldSignIn: @unchecked Sendable {
        private let lock = NSLock()
        private var started = 0
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var released = false
        let id: String

        init(id: String) { self.id = id }

        var starts: Int { lock.withLock { started } }

        func run() async -> Result<IvkoSession, IvkoServiceError> {
            await withCheckedContinuation { continuation in
                let resumeNow = lock.withLock {
                    started += 1
                    if !released { waiting.append(continuation) }
                    return released
                }
                if resumeNow { continuation.resume() }
            }
            return .success(IvkoSession(id: id, ttl: 1800, opened: Date(timeIntervalSince1970: 0)))
        }

        func release() {
            let continuations = lock.withLock {
                released = true
                defer { waiting.removeAll() }
                return waiting
            }
            continuations.forEach { $0.resume() }
        }
    }

    static let now = Date(timeIntervalSince1970: 100)

    @Test func callsThatFailTogetherShareOneSignIn() async throws {
        let keeper = SessionKeeper()
        await keeper.install(IvkoSession(id: "old", ttl: 1800, opened: Self.now))
        let signIn = HeldSignIn(id: "new")
        let renewals = (0..<5).map { _ in
            Task { await keeper.renew(replacing: "old", with: { await signIn.run() }, at: Self.now) }
        }
        while signIn.starts == 0 { await Task.yield() }
        for _ in 0..<100 { await Task.yield() }
        signIn.release()
        for renewal in renewals {
            #expect(try await renewal.value.get().id == "new")
        }
        #expect(signIn.starts == 1)
        #expect(await keeper.session?.id == "new")
    }

    @Test func aCallThatFailedWithAReplacedSessionUsesTheNewOne() async throws {
        let keeper = SessionKeeper()
        await keeper.install(IvkoSession(id: "new", ttl: 1800, opened: Self.now))
        let signIn = HeldSignIn(id: "newer")
        signIn.release()
        let session = try await keeper.renew(replacing: "old", with: { await signIn.run() }, at: Self.now).get()
        #expect(session.id == "new")
        #expect(signIn.starts == 0)
    }

    @Test func aSignOutDuringARenewalWins() async throws {
        let keeper = SessionKeeper()
        await keeper.install(IvkoSession(id: "old", ttl: 1800, opened: Self.now))
        let signIn = HeldSignIn(id: "new")
        let renewal = Task { await keeper.renew(replacing: "old", with: { await signIn.run() }, at: Self.now) }
        while signIn.starts == 0 { await Task.yield() }
        await keeper.clear()
        signIn.release()
        _ = await renewal.value
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
