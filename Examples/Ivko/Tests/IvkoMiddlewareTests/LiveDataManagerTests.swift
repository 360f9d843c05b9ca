import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoService
import IvkoTestSupport
import Testing

/// The remote side of the data layer against the backend fixture: model values and typed errors.
@Suite struct LiveDataManagerTests {
    @Test func answersModelValues() async throws {
        try await LiveBackend.with { shop in
            #expect(try await shop.data.seasons().isEmpty == false)
            #expect(try await shop.data.productPage(1, size: 10).products.isEmpty == false)
            try await shop.data.signIn(username: "demo", password: "demo")
            #expect(try await shop.data.customerProfile().number == CustomerNumber("0004711"))
            #expect(try await shop.data.balance().points == 1_250)
            #expect(try await shop.data.addresses().isEmpty == false)
            let style = try #require(StyleCode(rawValue: try shop.itemInStock().style))
            #expect(try await shop.data.details(of: style).style == style)
        }
    }

    @Test func failuresAreTyped() async throws {
        try await LiveBackend.with { shop in
            await #expect(throws: ShopError.self) { try await shop.data.signIn(username: "demo", password: "nope") }
            do throws(ShopError) {
                _ = try await shop.data.cart()
                Issue.record("a cart without a session")
            } catch {
                #expect(error.needsSignIn)
            }
            let unknown = try #require(StyleCode(rawValue: "W26ZZ9999"))
            do throws(ShopError) {
                _ = try await shop.data.details(of: unknown)
                Issue.record("details of an unknown style")
            } catch {
                guard case .notFound = error else { Issue.record("expected notFound, got \(error)"); return }
            }
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5)) func withoutKeptCredentialsALostSessionSignsTheAccountOut() async throws {
        try await LiveBackend.with(credentialStore: NoCredentialStore()) { shop in
            let account = AccountManager(shop: shop.data, logger: QuietLog.logger)
            await account.start()
            try await account.signIn(username: "demo", password: "demo")
            await shop.server.forceExpireSessions()
            let failure = await #expect(throws: ShopError.self) { try await account.refresh() }
            #expect(failure?.needsSignIn == true, "only signing in helps: \(String(describing: failure))")
            #expect(await account.state == .signedOut)
            await account.stop()
        }
    }
}

/// Silent sign-in with the credentials kept in the 0600 file, across a relaunch.
@Suite struct LiveKeptCredentialsTests {
    @Test func aRelaunchSignsInSilentlyWithTheKeptCredentials() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("credentials.json")
        try await LiveBackend.with(credentialStore: FileCredentialStore(file: file)) { shop in
            try await AccountManager(shop: shop.data, logger: QuietLog.logger).signIn(username: "demo", password: "demo")
        }
        try await LiveBackend.with(credentialStore: FileCredentialStore(file: file)) { shop in
            let account = AccountManager(shop: shop.data, logger: QuietLog.logger)
            let state = await account.restore()
            #expect(state.customer != nil)
            await account.signOut()
            #expect(FileManager.default.fileExists(atPath: file.path) == false)
        }
    }
}
