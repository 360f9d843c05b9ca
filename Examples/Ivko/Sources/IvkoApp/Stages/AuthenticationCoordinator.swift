public import Coordinators
import IvkoMiddleware
import IvkoModel
public import IvkoScreens
public import Logging
import Screens

/// Authentication, the first of a scene's three stages: a saved session restores silently behind the
/// loading screen, else the sign-in screen asks, and a refused attempt comes back to the screen as
/// the reply's error (`SignInProblem`). It ends with the signed-in customer as its typed result
/// (`finish(with:)`), which the scene's coordinator awaits before it opens the customer's data.
///
/// After a sign-out it starts at the sign-in screen at once, while the old session still ends: a
/// sign-in sent meanwhile waits for that end, so the end can never undo it.
@MainActor
public final class AuthenticationCoordinator: Coordinator<StageViewController> {
    private let logger: Logger
    private let previousSession: Task<Void, Never>?
    private var restoring: Task<Void, Never>?

    /// Signs in with the account manager of the `AppDependency` it inherits; `previousSession` is the
    /// end of a session still under way (after a sign-out), which skips the silent restore.
    public init(previousSession: Task<Void, Never>?, logger: Logger = Logger(label: "ivko.app")) {
        self.previousSession = previousSession
        self.logger = logger
        super.init(rootViewController: StageViewController(), identifier: "authentication")
        handle(AccountSignIn.self) { coordinator, message in try await coordinator.signIn(message) }
    }

    /// Whether the silent restore of a saved session is still under way (the loading screen shows).
    public var isRestoring: Bool { restoring != nil }

    /// Restores a saved session behind the loading screen, or shows the sign-in screen at once
    /// after a sign-out.
    public override func start() {
        super.start()
        guard previousSession == nil else {
            showSignIn()
            return
        }
        show(LoadingViewController())
        restoring = Task { [weak self] in await self?.restore() }
    }

    /// Stops the restore.
    public override func willStop() {
        restoring?.cancel()
        restoring = nil
        super.willStop()
    }

    private func show(_ screen: ViewController) {
        adopt(screen)
        do {
            try rootViewController.show(screen)
        } catch {
            logger.error("the stage cannot show its screen", metadata: ["screen": "\(type(of: screen))", "error": "\(error)"])
        }
    }

    private func showSignIn() {
        show(SignInViewController())
    }

    private func restore() async {
        let account: AccountManager
        do {
            account = try managers().account
        } catch {
            logger.error("nothing to sign in with", metadata: ["error": "\(error)"])
            showSignIn()
            return
        }
        let state = await account.restore()
        guard isStarted, !Task.isCancelled else { return }
        restoring = nil
        if let customer = state.customer {
            finish(with: customer)
        } else {
            showSignIn()
        }
    }

    /// Signs in (after the previous session's end, if one is still under way) and finishes with the
    /// customer; a refusal or failure is thrown back to the screen as what it shows.
    private func signIn(_ message: AccountSignIn) async throws(SignInProblem) {
        await previousSession?.value
        let account: AccountManager
        do {
            account = try managers().account
        } catch {
            logger.error("nothing to sign in with", metadata: ["error": "\(error)"])
            throw .serverDown
        }
        let customer: Customer
        do throws(ShopError) {
            customer = try await account.signIn(username: message.username, password: message.password)
        } catch {
            logger.info("a sign-in did not work", metadata: ["reason": "\(error)"])
            throw SignInProblem(error)
        }
        // A scene closed meanwhile has no flow to go on with; the account stays signed in for the others.
        if isStarted { finish(with: customer) }
    }
}
