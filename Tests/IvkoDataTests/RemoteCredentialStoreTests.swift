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
