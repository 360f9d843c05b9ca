import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import IvkoService
import Screens
import Testing

/// Found by the shop's navigation cycles: the sign-in screen shows while the sign-out is still
/// closing the customer's database, and the account's sign-out (which forgets the session and the
/// kept credentials) runs only after that. A customer who signs in again in between loses the new
/// sign-in's kept credentials (and its session) underneath. Recorded as a known issue until
/// `ShopCoordinator` ends the account's session before it shows the sign-in screen.
@MainActor
@Suite struct SignOutRaceTests {
    @Test(.timeLimit(.minutes(5)))
    func aSignInWhileTheSignOutIsStillClosingKeepsItsCredentials() async throws {
        let credentials = InMemoryCredentialStore()
        let closing = Gate()
        try await LiveApp.with(credentialStore: credentials, wrap: { ClosingHeldBackstage(inner: $0, gate: closing) }) { app in
            app.launch()
            let main = try await app.signInToMain()
            let account = try #require(main.account)
            #expect(main.select(account))
            let profile = try #require(account.viewControllers.first as? AccountViewController)
            try await waitUntil("the profile loads", timeLimit: .seconds(60)) { profile.customer != nil }
            #expect(profile.signOutButton.tap())
            try await app.waitForStage(.signIn)
            try await waitUntil("the sign-out is closing the database", timeLimit: .seconds(60)) { closing.arrivals == 1 }

            _ = try await app.signInToMain()
            #expect(await credentials.credentials() != nil, "the new sign-in keeps its credentials")
            closing.open()
            try await waitUntil("the sign-out's logout reaches the shop", timeLimit: .seconds(60)) {
                app.server.counters.requests(to: "logout") == 1
            }

            await withKnownIssue("the late account sign-out forgets the new sign-in's credentials") {
                #expect(await credentials.credentials() != nil)
            }
        }
    }
}

/// The live backstage, whose first `closeUserStage` waits at `gate`.
private struct ClosingHeldBackstage: ShopBackstage {
    let inner: LiveShopBackstage
    let gate: Gate

    func makeFirstStage() async throws -> AppDependency { try await inner.makeFirstStage() }

    func openUserStage(
        for customer: CustomerNumber, on first: AppDependency, progress: @escaping @Sendable (DatabaseProgress) -> Void
    ) async throws -> AppDependency {
        try await inner.openUserStage(for: customer, on: first, progress: progress)
    }

    func closeUserStage(of dependency: AppDependency) async -> AppDependency {
        await gate.pass()
        return await inner.closeUserStage(of: dependency)
    }

    func resetUserData(of customer: CustomerNumber) async throws { try await inner.resetUserData(of: customer) }
}
