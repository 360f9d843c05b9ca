import AsyncTestSupport
import Coordinators
import CoordinatorsTestSupport
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import IvkoTestSupport
import Screens
import Testing

/// Authentication, the user's database and the end of the session.
@MainActor
@Suite(.waitLimit(.seconds(300)))
struct SessionTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func aWrongPasswordIsShownInPlace() async throws {
        try await LiveApp.with { app in
            app.launch()
            try await app.signIn("demo", "not the password")
            let screen = try #require(app.shop.stageScreen as? SignInViewController)
            try await waitUntil("the problem shows") { screen.problem != nil }
            #expect(screen.problem == .wrongCredentials)
            #expect(screen.isSigningIn == false)
            #expect(screen.usernameField.text == "demo", "what the user typed stays")
            #expect(app.shop.stage == .signIn)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aDamagedDatabaseShowsTheFatalScreenAndResetRecovers() async throws {
        try await LiveApp.with { app in
            // The customer's database file is not a database.
            let file = DataFolder(app.folder.url).customerDatabase(for: CustomerNumber(demoCustomerNumber))
            try Data(repeating: 0x5A, count: 8_192).write(to: file)
            app.launch()
            try await app.signIn("demo", "demo")
            try await app.waitForStage(.fatalError)
            let fatal = try #require(app.shop.stageScreen as? FatalErrorViewController)
            #expect(fatal.problem == .damaged)
            #expect(fatal.resetButton.tap())
            try await app.waitForStage(.main)
            #expect(app.shop.main?.cartTabItem != nil)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func signingOutReleasesTheMainTreeAndAnotherUserGetsTheirOwnDatabase() async throws {
        try await LiveApp.with { app in
            app.launch()
            let tracker = LeakTracker()
            do {
                let main = try await app.signInToMain()
                let account = try #require(main.account)
                #expect(main.select(account))
                let profile = try #require(account.viewControllers.first as? AccountViewController)
                tracker.track(main)
                for stack in main.stacks { tracker.track(stack) }
                tracker.track(profile, as: "AccountViewController")
                try await waitUntil("the profile loads") { profile.customer.value != nil }
                #expect(profile.signOutButton.tap())
            }
            try await app.waitForStage(.signIn)
            try await waitUntil("the main tree is released") { tracker.allReleased }
            let first = try FileManager.default.contentsOfDirectory(atPath: app.folder.url.path).filter {
                $0.hasPrefix("customer-") && $0.hasSuffix(".sqlite")
            }

            let markoMain = try await app.signInToMain("marko", "marko")
            let customers = try FileManager.default.contentsOfDirectory(atPath: app.folder.url.path)
                .filter { $0.hasPrefix("customer-") && $0.hasSuffix(".sqlite") }
            #expect(first.count == 1)
            #expect(customers.count == 2, "marko has a database of his own: \(customers)")
            #expect(markoMain.customer.profile.number.rawValue != demoCustomerNumber)
        }
    }
}

/// The demo customer's number in the backend fixture.
let demoCustomerNumber = "0004711"
