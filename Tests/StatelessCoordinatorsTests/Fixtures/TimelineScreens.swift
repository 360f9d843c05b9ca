import Foundation
import Screens
import Signals
import StatelessCoordinators

// The timeline's screens. Each takes its data only through `Inputs` and reports only through
// `Outputs`; none knows what comes before or after it.

/// A tweet's row in the timeline: its view model, which the cell forwards the user's taps to.
@MainActor
final class TweetCellModel {
    enum Outputs: Equatable {
        case save(Tweet.ID)
        case share(Tweet.ID)
    }

    let tweet: Tweet
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    init(tweet: Tweet) {
        self.tweet = tweet
    }

    func save() { outputPipe.send(.save(tweet.id)) }
    func share() { outputPipe.send(.share(tweet.id)) }
}

/// A reusable row with Save and Share buttons; the taps go to whatever model it shows now.
final class TweetCell: ListViewCell {
    static let reuseIdentifier = "tweet"
    let saveButton = Button(title: "Save")
    let shareButton = Button(title: "Share")
    private var model: TweetCellModel?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(saveButton)
        contentView.addSubview(shareButton)
        saveButton.action = { [weak self] _ in self?.model?.save() }
        shareButton.action = { [weak self] _ in self?.model?.share() }
    }

    func configure(with model: TweetCellModel) {
        self.model = model
        text = model.tweet.text
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        model = nil
    }
}

/// The timeline: a list whose cells' outputs it merges through a bus and maps into its own.
final class TimelineViewController: ViewController, IOViewController, ListViewDataSource, ListViewDelegate {
    enum Inputs {
        case show([Tweet])
    }

    enum Outputs: Equatable {
        case refresh
        case open(Tweet.ID)
        case save(Tweet.ID)
        case share(Tweet.ID)
    }

    let list = ListView()
    let refreshButton = Button(title: "Refresh")
    private(set) var models: [TweetCellModel] = []
    private let ownOutputs = SignalPipe<Outputs>()
    private let cellOutputs = SignalBus<TweetCellModel.Outputs>()
    private let allOutputs = SignalBus<Outputs>()
    var outputs: Signal<Outputs> { allOutputs.signal }

    override init() {
        super.init()
        title = "Timeline"
        allOutputs.add(ownOutputs.signal)
        allOutputs.add(cellOutputs.signal.map(Self.mapIO))
        list.register(TweetCell.self, forCellReuseIdentifier: TweetCell.reuseIdentifier)
        list.dataSource = self
        list.delegate = self
        refreshButton.action = { [weak self] _ in self?.ownOutputs.send(.refresh) }
    }

    override func loadView() {
        let root = View()
        root.addSubview(refreshButton)
        root.addSubview(list)
        view = root
    }

    func send(_ input: Inputs) {
        switch input {
        case .show(let tweets):
            models = tweets.map(TweetCellModel.init)
            for model in models { cellOutputs.add(model.outputs) }
            list.reloadData()
        }
    }

    static func mapIO(_ output: TweetCellModel.Outputs) -> Outputs {
        switch output {
        case .save(let id): .save(id)
        case .share(let id): .share(id)
        }
    }

    func cell(at item: Int) -> TweetCell? {
        list.cellForItem(at: IndexPath(item: item, section: 0)) as? TweetCell
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { models.count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(
            TweetCell.self, withReuseIdentifier: TweetCell.reuseIdentifier, for: indexPath
        )
        cell.configure(with: models[indexPath.item])
        return cell
    }

    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        ownOutputs.send(.open(models[indexPath.item].tweet.id))
    }
}

/// One tweet, with its author's name as a button, and a hidden gesture back to the top.
final class TweetViewController: ViewController, IOViewController {
    enum Inputs {
        case show(Tweet, author: User)
    }

    enum Outputs: Equatable {
        case openAuthor(User.ID)
        case save(Tweet.ID)
        case secretGesture
    }

    let textLabel = Label()
    let authorButton = Button()
    let saveButton = Button(title: "Save")
    private(set) var tweet: Tweet?
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    override init() {
        super.init()
        authorButton.action = { [weak self] _ in
            guard let self, let tweet else { return }
            outputPipe.send(.openAuthor(tweet.author))
        }
        saveButton.action = { [weak self] _ in
            guard let self, let tweet else { return }
            outputPipe.send(.save(tweet.id))
        }
    }

    override func loadView() {
        let root = View()
        root.addSubview(textLabel)
        root.addSubview(authorButton)
        root.addSubview(saveButton)
        view = root
    }

    func send(_ input: Inputs) {
        switch input {
        case .show(let tweet, let author):
            self.tweet = tweet
            title = "tweet \(tweet.id)"
            textLabel.text = tweet.text
            authorButton.title = author.name
        }
    }

    /// The user's triple tap on the title.
    func userTripleTapsTitle() { outputPipe.send(.secretGesture) }
}

/// A user's page: their tweets as buttons, and the same hidden gesture.
final class UserViewController: ViewController, IOViewController {
    enum Inputs {
        case show(User, tweets: [Tweet])
    }

    enum Outputs: Equatable {
        case openTweet(Tweet.ID)
        case secretGesture
    }

    private(set) var tweetButtons: [Button] = []
    private let outputPipe = SignalPipe<Outputs>()
    var outputs: Signal<Outputs> { outputPipe.signal }

    func send(_ input: Inputs) {
        switch input {
        case .show(let user, let tweets):
            title = "@\(user.id)"
            for button in tweetButtons { button.removeFromSuperview() }
            tweetButtons = tweets.map { tweet in
                Button(title: tweet.text) { [weak self] _ in self?.outputPipe.send(.openTweet(tweet.id)) }
            }
            for button in tweetButtons { view.addSubview(button) }
        }
    }

    func userTripleTapsTitle() { outputPipe.send(.secretGesture) }
}
