// The example app the stateless tests build: a small timeline of tweets and their authors.

struct User: Equatable, Sendable {
    typealias ID = String
    let id: ID
    let name: String
}

struct Tweet: Equatable, Sendable {
    typealias ID = Int
    let id: ID
    let author: User.ID
    let text: String
}

/// The flows' dependency: an in-memory timeline service. It is a class, so a test can check that
/// the closures of a vended flow, which capture it, were released.
@MainActor
final class TimelineStore {
    struct LoadError: Error, Equatable {
        let reason: String
    }

    private let users: [String: User]
    private let tweets: [Tweet]
    /// How many of the next timeline loads fail.
    var failingLoads = 0
    private(set) var loadCount = 0

    init(users: [User], tweets: [Tweet]) {
        self.users = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0) })
        self.tweets = tweets
    }

    /// Two authors who answer each other: enough for an endless tweet → author → tweet walk.
    static func sample() -> TimelineStore {
        TimelineStore(
            users: [User(id: "ana", name: "Ana"), User(id: "marko", name: "Marko")],
            tweets: [
                Tweet(id: 1, author: "ana", text: "New collection is out"),
                Tweet(id: 2, author: "marko", text: "Which colours?"),
                Tweet(id: 3, author: "ana", text: "Navy and sand"),
            ]
        )
    }

    func loadTimeline() -> Result<[Tweet], LoadError> {
        loadCount += 1
        guard failingLoads == 0 else {
            failingLoads -= 1
            return .failure(LoadError(reason: "The timeline is offline"))
        }
        return .success(tweets)
    }

    func tweet(_ id: Int) -> Tweet? { tweets.first { $0.id == id } }

    func user(_ id: String) -> User? { users[id] }

    func tweets(by author: String) -> [Tweet] { tweets.filter { $0.author == author } }
}

struct Settings: Equatable, Sendable {
    var displayName: String
    var notifications: Bool
}

/// The signed-in account: the profile flow's dependency, and where settings are kept.
@MainActor
final class Account {
    let user: User
    var settings: Settings
    var addresses: [Address] = []

    init(user: User, settings: Settings) {
        self.user = user
        self.settings = settings
    }

    static func sample() -> Account {
        Account(user: User(id: "ana", name: "Ana"), settings: Settings(displayName: "Ana", notifications: true))
    }
}
