import Screens
import Signals
import StatelessCoordinators

/// The timeline as a stateless coordinator: tweet → author → tweet → … pushed without end, a
/// hidden gesture back to the top, and an alert when the timeline cannot load.
enum TimelineFlow: VendingCoordinator {
    enum Inputs {
        case refresh
        case showTweet(Tweet.ID)
        case showUser(User.ID)
        case popToRoot
        case save(Tweet.ID)
        case share(Tweet.ID)
    }

    enum Outputs: Equatable {
        case save(Tweet.ID)
        case share(Tweet.ID)
    }

    static func vend(store: TimelineStore) -> IONavigationController<Self> {
        let timeline = TimelineViewController()
        let (navigation, io) = IONavigationController<Self>.make(rootViewController: timeline)
        navigation.title = "Timeline"
        io.addInputs(timeline.outputs.map(mapIO))
        io.inputs.observe(weak: navigation) { [weak timeline] navigation, input in
            switch input {
            case .refresh:
                switch store.loadTimeline() {
                case .success(let tweets):
                    timeline?.send(.show(tweets))
                case .failure(let error):
                    let alert = vendErrorAlert(error) { [weak navigation] in navigation?.send(.refresh) }
                    navigation.present(alert, animated: true)
                }
            case .showTweet(let id):
                guard let tweet = store.tweet(id), let author = store.user(tweet.author) else { return }
                let screen = vendTweet(tweet, author: author)
                io.addInputs(screen.outputs.map(mapIO))
                navigation.pushViewController(screen, animated: true)
            case .showUser(let id):
                guard let user = store.user(id) else { return }
                let screen = vendUser(user, tweets: store.tweets(by: id))
                io.addInputs(screen.outputs.map(mapIO))
                navigation.pushViewController(screen, animated: true)
            case .popToRoot:
                navigation.popToRootViewController(animated: true)
            case .save(let id):
                io.emit(.save(id))
            case .share(let id):
                io.emit(.share(id))
            }
        }
        navigation.send(.refresh)
        return navigation
    }

    /// One tweet's screen, filled through its inputs; a stateful coordinator can show it too.
    static func vendTweet(_ tweet: Tweet, author: User) -> TweetViewController {
        let screen = TweetViewController()
        screen.send(.show(tweet, author: author))
        return screen
    }

    static func vendUser(_ user: User, tweets: [Tweet]) -> UserViewController {
        let screen = UserViewController()
        screen.send(.show(user, tweets: tweets))
        return screen
    }

    static func vendErrorAlert(
        _ error: TimelineStore.LoadError, retry: @escaping @MainActor () -> Void
    ) -> AlertController {
        let alert = AlertController(title: "Couldn't load the timeline", message: error.reason, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Retry", style: .default) { _ in retry() })
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        return alert
    }

    static func mapIO(_ output: TimelineViewController.Outputs) -> Inputs {
        switch output {
        case .refresh: .refresh
        case .open(let id): .showTweet(id)
        case .save(let id): .save(id)
        case .share(let id): .share(id)
        }
    }

    static func mapIO(_ output: TweetViewController.Outputs) -> Inputs {
        switch output {
        case .openAuthor(let id): .showUser(id)
        case .save(let id): .save(id)
        case .secretGesture: .popToRoot
        }
    }

    static func mapIO(_ output: UserViewController.Outputs) -> Inputs {
        switch output {
        case .openTweet(let id): .showTweet(id)
        case .secretGesture: .popToRoot
        }
    }
}
