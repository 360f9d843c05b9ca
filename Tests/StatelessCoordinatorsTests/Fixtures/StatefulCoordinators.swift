import Coordinators
import Screens
import Signals
import StatelessCoordinators

/// A message any screen can send up the coordinating chain; the reply names who answered.
struct AskForHelp: Message {
    typealias Reply = String
    let topic: String
}

/// A message about one tweet, answered by the stateful reader.
struct ReportTweet: Message {
    typealias Reply = String
    let id: Tweet.ID
}

/// The stateful coordinator at the top: its root is the vended tab bar, whose outputs it observes,
/// and it answers `AskForHelp` from anywhere below, vended or not.
final class AppCoordinator: Coordinator<IOTabBarController<HomeTabs>> {
    private(set) var shared: [String] = []
    private(set) var signedOut = false

    init(store: TimelineStore, account: Account) {
        super.init(rootViewController: HomeTabs.vend(store: store, account: account), identifier: "app")
        handle(AskForHelp.self) { app, message in "\(app.identifier) helps with \(message.topic)" }
        rootViewController.outputs.observe(weak: self) { app, output in
            switch output {
            case .share(let text): app.shared.append(text)
            case .signedOut: app.signedOut = true
            }
        }
    }
}

/// A stateful navigation coordinator that shows vended screens and presents a vended flow,
/// answering their outputs itself, and their messages too.
final class ReaderCoordinator: NavigationCoordinator {
    private let store: TimelineStore
    private(set) var settings = Settings(displayName: "Reader", notifications: false)
    private(set) var reported: [Tweet.ID] = []

    init(store: TimelineStore, navigationController: NavigationController = NavigationController()) {
        self.store = store
        super.init(navigationController: navigationController, identifier: "reader")
        handle(ReportTweet.self) { reader, message in
            reader.reported.append(message.id)
            return reader.identifier
        }
    }

    override func start() {
        super.start()
        showTweet(1)
    }

    func showTweet(_ id: Tweet.ID) {
        guard let tweet = store.tweet(id), let author = store.user(tweet.author) else { return }
        let screen = TimelineFlow.vendTweet(tweet, author: author)
        screen.outputs.observe(weak: self) { reader, output in
            switch output {
            case .openAuthor(let id): reader.showUser(id)
            case .save, .secretGesture: break
            }
        }
        try? show(screen)
    }

    func showUser(_ id: User.ID) {
        guard let user = store.user(id) else { return }
        let screen = TimelineFlow.vendUser(user, tweets: store.tweets(by: id))
        screen.outputs.observe(weak: self) { reader, output in
            switch output {
            case .openTweet(let id): reader.showTweet(id)
            case .secretGesture: break
            }
        }
        try? show(screen)
    }

    func openSettings() {
        let modal = SettingsFlow.vend(settings: settings)
        modal.outputs.observe(weak: self) { reader, output in
            switch output {
            case .done(let settings):
                reader.settings = settings
                reader.dismiss()
            }
        }
        try? present(modal)
    }
}
