import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoScreens
import IvkoService
import Screens
import Testing

/// The designed states: errors shown in place, empty screens, and a session the shop will not renew.
@MainActor
@Suite struct StateTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func aServerFailingTheSignInIsShownInPlace() async throws {
        try await LiveApp.with { app in
            app.launch()
            try await app.waitForStage(.signIn)
            app.server.faults.script(.serverError, path: "login", count: 10)
            try await app.signIn("demo", "demo")
            let screen = try #require(app.shop.stageScreen as? SignInViewController)
            try await waitUntil("the problem shows", timeLimit: .seconds(30)) { screen.problem != nil }
            #expect(screen.problem == .serverDown)
            #expect(screen.passwordField.text == "demo", "nothing the user typed is lost")
            #expect(app.shop.stage == .signIn)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func anEmptyCartSaysSo() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            let cart = try #require(main.cart)
            #expect(main.select(cart))
            let screen = try #require(cart.viewControllers.first as? CartViewController)
            try await waitUntil("the cart's lines arrive", timeLimit: .seconds(30)) { screen.lines.value != nil }
            #expect(screen.lines.value == [])
            #expect(screen.checkoutButton.isEnabled == false)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func theShopRefusingToRenewTheSessionEndsItAndReleasesTheMainTree() async throws {
        let credentials = ChangingCredentialStore()
        try await LiveApp.with(credentialStore: credentials) { app in
            app.launch()
            let tracker = LeakTracker()
            do {
                let main = try await app.signInToMain()
                tracker.track(main)
                for stack in main.stacks { tracker.track(stack) }
                // The password changed elsewhere: the kept credentials are refused at the next renewal.
                await credentials.forgetPassword()
                await app.server.forceExpireSessions()
                let account = try #require(main.account)
                #expect(main.select(account))
            }
            try await app.waitForStage(.signIn)
            #expect(app.shop.main == nil)
            try await waitUntil("the main tree is released", timeLimit: .seconds(30)) { tracker.allReleased }
        }
    }
}

/// A credential store whose kept password can be made wrong, as if it was changed on another device.
actor ChangingCredentialStore: IvkoCredentialStore {
    private var stored: IvkoCredentials?

    func credentials() -> IvkoCredentials? { stored }
    func save(_ credentials: IvkoCredentials) { stored = credentials }
    func remove() { stored = nil }

    /// Keeps the user name with a password the shop refuses.
    func forgetPassword() {
        guard let kept = stored else { return }
        stored = IvkoCredentials(username: kept.username, password: kept.password + "-changed")
    }
}
