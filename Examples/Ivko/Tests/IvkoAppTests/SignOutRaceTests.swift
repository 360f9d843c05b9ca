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

/// A sign-in while the sign-out before it is still ending (found by the shop's navigation cycles,
/// issue 14). The sign-in screen shows at once, but the sign-in waits for the old session's end (its
/// database closed, then the account signed out), so nothing of that end can undo it: not the
/// account's sign-out (which forgets the session and the kept credentials), not the closing of the
/// database, not the first stage set back on the tree.
@MainActor
@Suite struct SignOutRaceTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func aSignInWhileTheSignOutIsStillClosingKeepsItsCredentials() async throws {
        let credentials = InMemoryCredentialStore()
        try await Self.signInWhileTheSignOutIsClosing(credentials: credentials) { app in
            #expect(await credentials.credentials() != nil, "the new sign-in keeps its credentials")
            #expect(app.server.counters.requests(to: "logout") == 1)
            #expect(app.shop.stage == .main)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aSignInWhileTheSignOutIsStillClosingKeepsItsDatabaseAndManagers() async throws {
        try await Self.signInWhileTheSignOutIsClosing(credentials: InMemoryCredentialStore()) { app in
            let main = try #require(app.shop.main)
            let customer = try #require(await main.managers().account.state.customer?.profile.number)
            #expect(main.customer.profile.number == customer, "the new session's tree is the signed-in customer's")
            // The new session's database stays open: its cart is read from it.
            _ = try await main.cartManager().load()
        }
    }

    /// Signs in as `demo`, signs out (its end held where it tells the backend, after the database
    /// closed), signs in again while it is held, lets the end go, and runs `check` once the
    /// sign-out's end and the new sign-in are done.
    private static func signInWhileTheSignOutIsClosing(
        credentials: InMemoryCredentialStore, check: (LiveApp) async throws -> Void
    ) async throws {
        let closing = RequestGate()
        try await LiveApp.with(credentialStore: credentials) { app in
            app.server.faults.script(.hold(closing), path: "logout")
            app.launch()
            let main = try await app.signInToMain()
            let account = try #require(main.account)
            #expect(main.select(account))
            let profile = try #require(account.viewControllers.first as? AccountViewController)
            try await waitUntil("the profile loads", timeLimit: .seconds(60)) { profile.customer.value != nil }
            #expect(profile.signOutButton.tap())
            try await app.waitForStage(.signIn)
            try await waitUntil("the sign-out is ending", timeLimit: .seconds(60)) { closing.arrivals == 1 }

            try await app.signIn("demo", "demo")
            let screen = try #require(app.shop.stageScreen as? SignInViewController)
            try await waitUntil("the sign-in waits for the sign-out's end (or gets through)", timeLimit: .seconds(60)) {
                app.shop.stage == .main || (app.shop.isEndingSession && screen.isSigningIn)
            }
            #expect(app.shop.stage == .signIn, "the sign-in waits while the old session ends")
            #expect(screen.usernameField.text == "demo" && screen.passwordField.text == "demo", "what the user typed stays")
            closing.open()
            try await app.waitForStage(.main)
            try await waitUntil("the old session has ended", timeLimit: .seconds(60)) {
                app.server.counters.requests(to: "logout") == 1 && !app.shop.isEndingSession
            }
            try await check(app)
        }
    }
}
