public import Coordinators
public import Foundation
import IvkoMiddleware
public import IvkoModel
import IvkoScreens
public import Logging
public import Screens

/// The scene's coordinator and the top of the shop's tree. It runs the start-up: a loading screen
/// at once while the first-stage dependency is built; Authentication (a saved session restores, or
/// the sign-in screen, with its errors shown in place); Database (the customer's own database
/// opened off the main actor behind a progress screen; a failure shows the fatal-error screen, whose
/// "Reset local data" deletes it and opens again); then Main, the tab bar. When the session ends
/// (sign-out, or the shop refusing a silent re-login) it releases the main tree and shows the
/// sign-in screen at once; the session's end (the customer's database handed back, the account
/// signed out) runs as one piece of work that a sign-in waits for, so it can never undo a sign-in
/// made after it. A stopped scene coordinator hands its customer's database back too.
@MainActor
public final class ShopCoordinator: SceneCoordinator<StageViewController> {
    /// Where the shop is in its start-up.
    public enum Stage: Hashable, Sendable {
        /// Building the first stage.
        case loading
        /// Waiting for the user to sign in.
        case signIn
        /// Opening the customer's database.
        case openingDatabase
        /// The local data cannot be opened; the fatal-error screen is shown.
        case fatalError
        /// Signed in, the tab bar shown.
        case main
    }

    /// Where the shop is now.
    public private(set) var stage: Stage = .loading
    /// The signed-in tree, while the shop is in `.main`.
    public private(set) var main: MainCoordinator?
    /// The customer whose database is open or being opened.
    public private(set) var customer: Customer?
    /// Called with the scene's navigation after every change while signed in: the app stores it
    /// (`SceneNavigation.restorationData()`) and hands it back as `savedNavigation` at the next start.
    public var onNavigationChange: (@MainActor (SceneNavigation<ShopPage>) -> Void)?
    /// A navigation saved by an earlier run, applied once the main tree first shows.
    public var savedNavigation: Data?

    private let backstage: any ShopBackstage
    private let logger: Logger
    private var firstStage: AppDependency?
    private var userStage: AppDependency?
    private var pendingNavigation: SceneNavigation<ShopPage>?
    private var tasks: [Task<Void, Never>] = []
    /// The end of the last session, while it runs: the user stage handed back, the account signed out.
    private var sessionEnd: Task<Void, Never>?
    private var sessionEnds = 0
    /// Raised by every opening of a database and every session end: only the newest opening may finish.
    private var openings = 0

    /// The shop's scene coordinator, doing what needs the layers below through `backstage`.
    public init(backstage: any ShopBackstage, logger: Logger = Logger(label: "ivko.app"), identifier: String? = "shop") {
        self.backstage = backstage
        self.logger = logger
        super.init(rootViewController: StageViewController(), identifier: identifier)
        handle(AccountSignIn.self) { coordinator, message, sender in
            await coordinator.signIn(message, on: sender.viewController as? SignInViewController)
        }
        handle(AccountSignOut.self) { coordinator, _ in await coordinator.signOut() }
        handle(GlobalResetLocalData.self) { coordinator, _, sender in
            await coordinator.resetLocalData(on: sender.viewController as? FatalErrorViewController)
        }
    }

    /// Shows the loading screen at once, then builds the first stage and authenticates.
    public override func start() {
        super.start()
        showStage(LoadingViewController(), as: .loading)
        tasks.append(Task { [weak self] in await self?.launch() })
    }

    /// Stops the start-up work and the session watch, and hands the customer's database back.
    public override func willStop() {
        for task in tasks { task.cancel() }
        tasks.removeAll()
        if let opened = userStage {
            userStage = nil
            let backstage = backstage
            handingBack = Task { _ = await backstage.closeUserStage(of: opened) }
        }
        super.willStop()
    }

    /// The hand-back of the customer's database that stopping started, if any: a program about to
    /// exit awaits it so that the database is closed (and the cart's work finished) before it ends.
    public private(set) var handingBack: Task<Void, Never>?

    /// Whether the last session is still ending (its database being handed back, the account
    /// signing out); a sign-in sent meanwhile waits for it.
    public var isEndingSession: Bool { sessionEnd != nil }

    /// The screen the stage shows now.
    public var stageScreen: ViewController? { rootViewController.current }

    // MARK: Links

    /// Opens a deep link: applied now when signed in, else kept and applied right after sign-in
    /// (a newer link replaces a kept one). Throws `InvalidLink` for a link that is not the shop's,
    /// and `NavigationError` for one the signed-in shop cannot show.
    public func open(_ url: URL) throws {
        let navigation = try ShopLinks.navigation(for: url)
        guard let main else {
            pendingNavigation = navigation
            return
        }
        try main.navigate(to: navigation)
    }

    // MARK: Stages

    private func showStage(_ screen: ViewController, as stage: Stage) {
        adopt(screen)
        self.stage = stage
        rootViewController.show(screen)
    }

    private func launch() async {
        let first: AppDependency
        do {
            first = try await backstage.makeFirstStage()
        } catch {
            logger.error("the shop could not start", metadata: ["error": "\(error)"])
            showFatal(backstage.failure(of: error))
            return
        }
        guard !Task.isCancelled else { return }
        firstStage = first
        setDependency(first)
        watchSession(of: first.account)
        let state = await first.account.restore()
        guard !Task.isCancelled else { return }
        if let customer = state.customer {
            await openDatabase(for: customer)
        } else {
            showSignIn()
        }
    }

    private func showSignIn(problem: SignInProblem? = nil) {
        let screen = SignInViewController()
        screen.problem = problem
        showStage(screen, as: .signIn)
    }

    private func showFatal(_ failure: ShopFailure) {
        let screen = FatalErrorViewController()
        if case .localData(let problem) = failure { screen.problem = problem }
        showStage(screen, as: .fatalError)
    }

    private func signIn(_ message: AccountSignIn, on screen: SignInViewController?) async {
        guard stage == .signIn, firstStage != nil else { return }
        screen?.problem = nil
        screen?.isSigningIn = true
        while let end = sessionEnd { await end.value }
        guard isStarted, stage == .signIn, let account = firstStage?.account else {
            screen?.isSigningIn = false
            return
        }
        let customer: Customer
        do {
            customer = try await account.signIn(username: message.username, password: message.password)
        } catch {
            screen?.isSigningIn = false
            screen?.problem = backstage.failure(of: error).signInProblem
            return
        }
        screen?.isSigningIn = false
        await openDatabase(for: customer)
    }

    private func openDatabase(for customer: Customer) async {
        guard let first = firstStage else { return }
        openings += 1
        let opening = openings
        self.customer = customer
        let screen = DatabaseProgressViewController()
        showStage(screen, as: .openingDatabase)
        await importCatalogIfNeeded(of: first, on: screen)
        guard isCurrent(opening) else { return }
        let opened: AppDependency
        do {
            opened = try await backstage.openUserStage(for: customer.profile.number, on: first) { [weak screen] progress in
                Task { @MainActor in screen?.progress = progress }
            }
        } catch {
            logger.error("the customer's data could not be opened", metadata: ["error": "\(error)"])
            guard isCurrent(opening) else { return }
            showFatal(backstage.failure(of: error))
            return
        }
        guard isCurrent(opening) else {
            _ = await backstage.closeUserStage(of: opened)
            return
        }
        userStage = opened
        setDependency(opened)
        showMain()
    }

    /// Whether the opening numbered `opening` is still the one to finish: the coordinator runs, no
    /// session end or newer opening came since.
    private func isCurrent(_ opening: Int) -> Bool {
        isStarted && stage == .openingDatabase && openings == opening
    }

    /// Imports the catalog behind the progress screen, with its counts, when the first start could
    /// not (offline, say). A failure here is no reason to stop: Home shows it with a retry.
    private func importCatalogIfNeeded(of first: AppDependency, on screen: DatabaseProgressViewController) async {
        do {
            try await first.catalog.importProductsIfNeverImported { [weak screen] status in
                let progress = DatabaseProgress(
                    step: .importingCatalog(productCount: status.productCount), fractionCompleted: status.fractionCompleted
                )
                Task { @MainActor in screen?.progress = progress }
            }
        } catch {
            logger.warning("the catalog could not be imported; Home will offer to try again", metadata: ["error": "\(error)"])
        }
    }

    private func showMain() {
        let tree = MainCoordinator(backstage: backstage)
        main = tree
        startChild(tree)
        stage = .main
        rootViewController.show(tree.rootViewController)
        if let saved = savedNavigation {
            savedNavigation = nil
            tree.restoreNavigation(from: saved)
        }
        if let link = pendingNavigation {
            pendingNavigation = nil
            do {
                try tree.navigate(to: link)
            } catch {
                logger.warning("dropped a link opened before sign-in", metadata: ["error": "\(error)"])
            }
        }
        tree.onNavigationChange = { [weak self] navigation in self?.onNavigationChange?(navigation) }
    }

    private func resetLocalData(on screen: FatalErrorViewController?) async {
        guard stage == .fatalError else { return }
        screen?.isResetting = true
        defer { screen?.isResetting = false }
        guard let customer else {
            tasks.append(Task { [weak self] in await self?.launch() })
            return
        }
        do {
            try await backstage.resetUserData(of: customer.profile.number)
        } catch {
            logger.error("the customer's data could not be reset", metadata: ["error": "\(error)"])
            showFatal(backstage.failure(of: error))
            return
        }
        await openDatabase(for: customer)
    }

    // MARK: Session end

    private func signOut() async {
        guard let account = firstStage?.account else { return }
        endSession(signingOut: account)
        while let end = sessionEnd { await end.value }
    }

    /// Follows the account: a sign-in refused while signed in (the shop would not renew the session)
    /// ends the session like a sign-out. A `.signedOut` that a newer sign-in has overtaken ends nothing.
    private func watchSession(of account: AccountManager) {
        let states = account.states()
        tasks.append(
            Task { [weak self] in
                for await state in states where state == .signedOut {
                    guard let self, !Task.isCancelled else { return }
                    guard self.isSignedInOrOpening, await account.state == .signedOut, self.isSignedInOrOpening else { continue }
                    self.endSession(signingOut: nil)
                }
            })
    }

    private var isSignedInOrOpening: Bool { stage == .main || stage == .openingDatabase }

    /// Ends the session: the main tree goes and the sign-in screen shows now; then, as one piece of
    /// work after any end still running, the user stage is handed back, `account` (when given) signs
    /// out, and the first stage is set on the tree again. A sign-in waits for all of it.
    private func endSession(signingOut account: AccountManager?) {
        guard stage == .main || stage == .openingDatabase || stage == .fatalError else { return }
        if let main {
            stopChild(main)
            self.main = nil
        }
        customer = nil
        openings += 1
        showSignIn()
        let opened = userStage
        userStage = nil
        let previous = sessionEnd
        let backstage = backstage
        sessionEnds += 1
        let end = sessionEnds
        sessionEnd = Task { [weak self] in
            await previous?.value
            var first: AppDependency?
            if let opened { first = await backstage.closeUserStage(of: opened) }
            await account?.signOut()
            guard let self else { return }
            if let first, self.userStage == nil {
                self.firstStage = first
                self.setDependency(first)
            }
            if self.sessionEnds == end { self.sessionEnd = nil }
        }
    }
}
