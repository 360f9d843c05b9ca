import AsyncTestSupport
import Coordinators
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Start-up screens")
struct StartUpTests {
    @Test("The loading screen spins and shows its message, set before or after its view loads")
    func loading() {
        let screen = LoadingViewController()
        screen.message = "Signing you in…"
        screen.loadViewIfNeeded()
        #expect(screen.activityIndicator.isAnimating)
        #expect(renderedLines(of: screen.view) == ["activity:  (animating)", "label: Signing you in…"])
        screen.message = "Opening your shop…"
        #expect(screen.messageLabel.text == "Opening your shop…")
        #expect(screen.title == "Ivko")
    }

    @Test("Sign in sends the fields' text; the password is masked and kept out of descriptions")
    func signIn() async throws {
        let screen = SignInViewController()
        let coordinator = standIn(showing: screen)
        #expect(renderedTexts(of: screen.view).contains("Demo account: demo / demo"))
        #expect(screen.usernameField.userType("demo"))
        #expect(screen.passwordField.userType("secret"))
        #expect(screen.passwordField.renderContent.text == "••••••")
        #expect(screen.signInButton.tap())
        #expect(screen.isSigningIn)
        #expect(!screen.signInButton.isEnabled)
        #expect(!screen.usernameField.isEnabled)
        try await coordinator.waitForMessages(1)
        let message = try #require(coordinator.messages(AccountSignIn.self).first)
        #expect(message == AccountSignIn(username: "demo", password: "secret"))
        #expect(!String(describing: message).contains("secret"))
        #expect(!String(reflecting: message).contains("secret"))
        var dumped = ""
        dump(message, to: &dumped)
        #expect(!dumped.contains("secret"))
    }

    @Test("A problem the coordinator sets shows in place and keeps what the user typed")
    func problemInPlace() async throws {
        let screen = SignInViewController()
        let coordinator = standIn(showing: screen)
        screen.usernameField.userType("demo")
        screen.passwordField.userType("wrong")
        screen.passwordField.userPressReturn()
        try await coordinator.waitForMessages(1)
        for problem in [SignInProblem.wrongCredentials, .offline, .serverDown] {
            screen.problem = problem
            #expect(!screen.isSigningIn)
            #expect(screen.signInButton.isEnabled)
            #expect(try find(Label.self, "signIn.problem", in: screen.view).text == problem.message)
            #expect(isShown(screen.problemLabel))
            #expect(screen.usernameField.text == "demo")
            #expect(screen.passwordField.text == "wrong")
        }
        #expect(renderedTexts(of: screen.view).contains("The shop is not answering right now. Try again in a moment."))
    }

    @Test("An empty field is found before anything is sent")
    func missingCredentials() async throws {
        let screen = SignInViewController()
        screen.problem = .wrongCredentials
        let coordinator = standIn(showing: screen)
        #expect(screen.problemLabel.text == "Wrong user name or password.", "a problem set before the view loads shows")
        screen.usernameField.userType("demo")
        screen.signInButton.tap()
        #expect(screen.problem == .missingCredentials)
        #expect(screen.problemLabel.text == "Enter your user name and password.")
        #expect(!screen.isSigningIn)
        screen.passwordField.userType("demo")
        screen.signInButton.tap()
        try await coordinator.waitForMessages(1)
        #expect(coordinator.receivedNames == ["AccountSignIn"], "only the complete attempt was sent")
        #expect(screen.problemLabel.isHidden)
    }

    @Test("The progress screen shows the progress set before and after its view loads")
    func progress() {
        let screen = DatabaseProgressViewController()
        screen.progress = DatabaseProgress(step: .importingCatalog(productCount: 1_160), fractionCompleted: 0.58)
        screen.loadViewIfNeeded()
        #expect(
            renderedLines(of: screen.view) == [
                "label: Opening your shop…", "progress:  (58%)", "label: importing catalog: 1.160 products",
            ])
        screen.progress = DatabaseProgress(step: .migrating, fractionCompleted: 2)
        #expect(screen.progressView.progress == 1)
        #expect(screen.stepLabel.text == "updating your data")
    }

    @Test("The fatal-error screen explains the problem and its button sends GlobalResetLocalData once")
    func fatalErrorScreen() async throws {
        let screen = FatalErrorViewController()
        screen.problem = .damaged
        let coordinator = standIn(showing: screen)
        #expect(screen.explanationLabel.text == LocalDataProblem.damaged.explanation)
        #expect(renderedTexts(of: screen.view).contains("Reset local data"))
        #expect(screen.resetButton.tap())
        #expect(screen.isResetting)
        #expect(!screen.resetButton.tap(), "disabled while the reset runs")
        try await coordinator.waitForMessages(1)
        #expect(coordinator.receivedNames == ["GlobalResetLocalData"])
        screen.isResetting = false
        screen.problem = .diskFull
        #expect(screen.resetButton.isEnabled)
        #expect(screen.explanationLabel.text == LocalDataProblem.diskFull.explanation)
    }
}
