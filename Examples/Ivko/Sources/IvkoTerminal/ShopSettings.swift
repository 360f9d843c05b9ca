public import Foundation
import IvkoMiddleware

/// Everything one run of `ivko` was asked to do, read from the command line and the environment:
/// which backend, where the data lives, who signs in, which page opens first, and whether a terminal,
/// standard input or browsers drive it.
public struct ShopSettings: Sendable, Equatable {
    /// The backend the shop talks to.
    public enum Backend: Sendable, Equatable {
        /// The backend fixture, started inside the program on 127.0.0.1 with a catalog of this many products.
        case embedded(products: Int)
        /// A backend already running at this base URL.
        case remote(URL)
    }

    /// A screen without a terminal: its size in characters.
    public struct HeadlessScreen: Sendable, Equatable {
        /// Columns.
        public var width: Int
        /// Rows, the status line included.
        public var height: Int
        /// The longest a `wait` input waits for the shop to be idle.
        public var waitLimit: Duration

        /// A screen `width` × `height` whose `wait` gives up after `waitLimit`.
        public init(width: Int, height: Int, waitLimit: Duration = ShopSettings.HeadlessScreen.defaultWaitLimit) {
            self.width = width
            self.height = height
            self.waitLimit = waitLimit
        }

        /// How long `wait` waits at most unless told otherwise: far beyond any step of a normal run.
        public static let defaultWaitLimit: Duration = .seconds(10)
    }

    /// The backend.
    public var backend: Backend
    /// The ratings service's base URL; `nil`: the embedded one with an embedded backend, none with a remote one.
    public var reviewsAPI: URL?
    /// The folder of the catalog, the customers' databases, the kept sign-in, the navigation and the log.
    public var dataFolder: URL
    /// A customer to sign in as at start, without the form: user name and password.
    public var signIn: (username: String, password: String)?
    /// A deep link opened at start (`ivko://product/STYLE`, …).
    public var link: URL?
    /// Whether the data folder is emptied before anything starts.
    public var resetsData: Bool
    /// Where the logs go; `nil` puts them in `ivko.log` in the data folder.
    public var logFile: URL?
    /// Set when standard input drives the shop instead of a terminal.
    public var headless: HeadlessScreen?
    /// Whether the start-up times are written to standard error.
    public var printsTimings: Bool
    /// Set when browsers drive the shop instead of a terminal: the port on 127.0.0.1 (0: any free one).
    public var browserPort: Int?
    /// The backend's certificate pin (`sha256/BASE64`, an https backend), if it is pinned.
    public var backendPin: String?
    /// The ratings service's Basic credentials, if it is given some (the password never logged).
    public var reviewsCredentials: (user: String, password: String)?

    /// Settings from their parts.
    public init(
        backend: Backend, dataFolder: URL, signIn: (username: String, password: String)? = nil, link: URL? = nil,
        resetsData: Bool = false, logFile: URL? = nil, headless: HeadlessScreen? = nil, printsTimings: Bool = false,
        reviewsAPI: URL? = nil, browserPort: Int? = nil, backendPin: String? = nil,
        reviewsCredentials: (user: String, password: String)? = nil
    ) {
        self.backendPin = backendPin
        self.reviewsCredentials = reviewsCredentials
        self.backend = backend
        self.reviewsAPI = reviewsAPI
        self.dataFolder = dataFolder
        self.signIn = signIn
        self.link = link
        self.resetsData = resetsData
        self.logFile = logFile
        self.headless = headless
        self.printsTimings = printsTimings
        self.browserPort = browserPort
    }

    /// The log file actually written: the one asked for, else `ivko.log` in the data folder.
    public var effectiveLogFile: URL {
        logFile ?? DataFolder(dataFolder).log
    }

    /// The file keeping the signed-in customer's credentials (mode 0600), so a restart signs in silently.
    public var credentialsFile: URL {
        DataFolder(dataFolder).credentials
    }

    /// The file keeping the last navigation, so a restart opens the page the user left.
    public var navigationFile: URL {
        DataFolder(dataFolder).navigation
    }

    /// Settings compare by value; the password is compared too (tests only read it back).
    public static func == (lhs: ShopSettings, rhs: ShopSettings) -> Bool {
        lhs.backend == rhs.backend && lhs.dataFolder == rhs.dataFolder && lhs.signIn?.username == rhs.signIn?.username
            && lhs.signIn?.password == rhs.signIn?.password && lhs.link == rhs.link && lhs.resetsData == rhs.resetsData
            && lhs.logFile == rhs.logFile && lhs.headless == rhs.headless && lhs.printsTimings == rhs.printsTimings
            && lhs.reviewsAPI == rhs.reviewsAPI && lhs.browserPort == rhs.browserPort && lhs.backendPin == rhs.backendPin
            && lhs.reviewsCredentials?.user == rhs.reviewsCredentials?.user
            && lhs.reviewsCredentials?.password == rhs.reviewsCredentials?.password
    }

    /// The data folder when none is given: `$XDG_DATA_HOME/ivko` when that is an absolute path (the
    /// XDG base directory rule ignores a relative one), else `~/.local/share/ivko`.
    public static func defaultDataFolder(environment: [String: String], home: URL) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("ivko", isDirectory: true)
        }
        return home.appendingPathComponent(".local/share/ivko", isDirectory: true)
    }
}
