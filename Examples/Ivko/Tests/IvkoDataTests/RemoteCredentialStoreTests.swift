import AsyncTools
import AsyncTestSupport
import Foundation
import IvkoData
import IvkoService
import IvkoTestSupport
import Testing

/// The credential file: kept for the owner only, read back, removed on sign-out.
@Suite struct RemoteCredentialStoreTests {
    @Test func credentialsAreKeptInAFileOnlyTheOwnerCanRead() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("account/credentials.json")
        let store = FileCredentialStore(file: file)
        #expect(await store.credentials() == nil)
        await store.save(IvkoCredentials(username: "demo", password: "s3cret"))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(await FileCredentialStore(file: file).credentials() == IvkoCredentials(username: "demo", password: "s3cret"))
        await store.save(IvkoCredentials(username: "ana", password: "other"))
        #expect(await store.credentials()?.username == "ana")
        await store.remove()
        #expect(FileManager.default.fileExists(atPath: file.path) == false)
        #expect(await store.credentials() == nil)
    }

    /// A save killed between writing its staging copy and renaming it leaves the copy, a password
    /// in it; the next start and a sign-out delete it, but not a copy young enough to be another
    /// process's save in progress.
    @Test func aStagingCopyAKilledSaveLeftIsDeletedAtStartAndSignOut() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("credentials.json")
        func staging(minutesOld: Double) throws -> URL {
            let url = directory.url.appendingPathComponent(".credentials.json.\(UUID().uuidString)")
            try Data(#"{"username":"demo","password":"old"}"#.utf8).write(to: url)
            let modified = Date().addingTimeInterval(-minutesOld * 60)
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
            return url
        }
        func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

        let abandoned = try staging(minutesOld: 2)
        let inProgress = try staging(minutesOld: 0)
        let store = FileCredentialStore(file: file)
        #expect(!exists(abandoned), "the start deletes a copy a killed save left")
        #expect(exists(inProgress), "a copy under a minute old may be another save; it stays")

        let abandonedLater = try staging(minutesOld: 5)
        await store.remove()
        #expect(!exists(abandonedLater), "signing out deletes it too")
        #expect(exists(inProgress))
    }

    @Test func anUnreadableFileMeansNoCredentials() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("credentials.json")
        try Data("not json".utf8).write(to: file)
        #expect(await FileCredentialStore(file: file).credentials() == nil)
    }

    @Test func theForgetfulStoreKeepsNothing() async {
        let store = NoCredentialStore()
        await store.save(IvkoCredentials(username: "demo", password: "demo"))
        #expect(await store.credentials() == nil)
    }
}

/// The credential file is replaced in one step (rename), so a crash while signing in again leaves
/// the old credentials or the new ones. It used to be deleted first and moved in afterwards: a
/// reader (or a crash) in between found no file, and the next start showed the sign-in form.
@Suite(.waitLimit(.seconds(300)))
struct CredentialFileReplacementTests {
    @Test(.stretchedTimeLimit(minutes: 1))
    func theCredentialFileIsNeverMissingWhileItIsReplaced() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("credentials.json")
        let store = FileCredentialStore(file: file)
        await store.save(IvkoCredentials(username: "demo", password: "first"))
        let watcher = MissingFileWatcher(path: file.path)
        watcher.start()
        for round in 0..<400 {
            await store.save(IvkoCredentials(username: "demo", password: "round \(round)"))
        }
        let missing = try await watcher.stop()
        #expect(missing == 0, "the file was missing \(missing) times while it was replaced")
        #expect(await store.credentials()?.password == "round 399")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0 != "credentials.json" }
        #expect(leftovers.isEmpty, "no staging file is left: \(leftovers)")
    }
}

/// Looks for a file on a thread of its own, as fast as it can, counting the looks that missed it.
private final class MissingFileWatcher: Sendable {
    private struct State {
        var running = true
        var missing = 0
        var finished = false
    }

    private let path: String
    private let state = Locked(State())

    init(path: String) {
        self.path = path
    }

    func start() {
        Thread {
            while self.state.withLock({ $0.running }) {
                if !FileManager.default.fileExists(atPath: self.path) { self.state.withLock { $0.missing += 1 } }
            }
            self.state.withLock { $0.finished = true }
        }.start()
    }

    /// Stops looking; the number of misses.
    func stop() async throws -> Int {
        state.withLock { $0.running = false }
        try await waitUntil("the watcher thread stops") { state.withLock { $0.finished } }
        return state.withLock { $0.missing }
    }
}
