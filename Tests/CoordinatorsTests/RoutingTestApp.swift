import Coordinators
import Foundation
import InMemoryLogging
import Logging
import Screens
import Testing

// A small shop for the routing tests: three tabs (catalog, cart, account), each a page stack.

/// Every screen of the test shop, with its public parameters.
enum TestPage: LinkablePage {
    case home
    case category(id: Int)
    case product(id: Int)
    case search(query: String)
    case cart
    case checkout
    case account
    case signIn
    case orders
    /// A page no stack owns.
    case help

    /// One of every page, parameters included.
    static let all: [TestPage] = [
        .home, .category(id: 3), .product(id: 7), .search(query: "linen shirt / 50% off?"), .cart, .checkout,
        .account, .signIn, .orders, .help,
    ]

    /// Pages only a signed-in customer can see.
    var needsSignIn: Bool { self == .checkout || self == .orders }

    var linkSegments: [String] {
        switch self {
        case .home: ["home"]
        case .category(let id): ["category", String(id)]
        case .product(let id): ["product", String(id)]
        case .search(let query): ["search", query]
        case .cart: ["cart"]
        case .checkout: ["checkout"]
        case .account: ["account"]
        case .signIn: ["sign-in"]
        case .orders: ["orders"]
        case .help: ["help"]
        }
    }

    init(link: inout LinkReader) throws(InvalidLink) {
        switch try link.name() {
        case "home": self = .home
        case "category": self = .category(id: try link.int())
        case "product": self = .product(id: try link.int())
        case "search": self = .search(query: try link.string())
        case "cart": self = .cart
        case "checkout": self = .checkout
        case "account": self = .account
        case "sign-in": self = .signIn
        case "orders": self = .orders
        case "help": self = .help
        case let name: throw link.unknownPage(name)
        }
    }
}

/// The screen of one page.
final class PageScreen: ViewController {
    let page: TestPage

    init(_ page: TestPage) {
        self.page = page
        super.init()
    }
}

/// A product the catalog no longer has.
struct ProductGone: Error {
    let id: Int
}

/// A screen asked for before the app loaded.
struct NotLoaded: Error {}

/// One tab's stack: owns the pages `owns` accepts and counts the screens it builds.
final class RoutedStack: PageStackCoordinator<TestPage> {
    private let owns: (TestPage) -> Bool
    /// The pages whose screens this stack made, in order.
    private(set) var built: [TestPage] = []
    /// Products whose screens cannot be made.
    var missingProducts: Set<Int> = []

    init(_ name: String, root: TestPage, owns: @escaping (TestPage) -> Bool) {
        self.owns = owns
        super.init(rootPage: root, identifier: name)
    }

    override func canShow(_ page: TestPage) -> Bool { owns(page) }

    override func viewController(for page: TestPage) throws -> ViewController {
        // Screens below the root need the loaded session, as an app's screens need its managers.
        if page != rootPage, dependency(ShopSession.self) == nil { throw NotLoaded() }
        if case .product(let id) = page, missingProducts.contains(id) { throw ProductGone(id: id) }
        built.append(page)
        return PageScreen(page)
    }
}

/// Whether the app has loaded (the value is there) and the customer signed in.
struct ShopSession {
    var signedIn: Bool
}

/// The scene's tabs: catalog, cart and account, and a sign-in flow it presents itself. Navigation
/// waits for the session, and pages that need a customer wait for the sign-in.
final class RoutedShop: PageTabBarCoordinator<TestPage> {
    let catalog = RoutedStack("catalog", root: .home) { page in
        switch page {
        case .home, .category, .product, .search: true
        default: false
        }
    }
    let cart = RoutedStack("cart", root: .cart) { $0 == .cart || $0 == .checkout }
    let account = RoutedStack("account", root: .account) { $0 == .account || $0 == .orders }
    /// The sign-in flow while it is presented.
    private(set) weak var signInFlow: RoutedStack?

    init() {
        super.init(identifier: "shop")
    }

    override func start() {
        super.start()
        setStacks([catalog, cart, account])
    }

    /// The tabs' pages, and the sign-in page, which this coordinator shows itself.
    override func canShow(_ page: TestPage) -> Bool {
        page == .signIn || super.canShow(page)
    }

    /// Presents a sign-in flow (a child coordinator started for the page) over the tabs; a tab's page
    /// goes to its tab.
    override func showPage(_ page: TestPage) throws {
        guard page == .signIn else { return try super.showPage(page) }
        guard signInFlow == nil else { return }
        let flow = RoutedStack("signIn", root: .signIn) { $0 == .signIn }
        try presentChild(flow, from: tabBarController, animated: false)
        signInFlow = flow
    }

    override func canNavigate(to navigation: SceneNavigation<TestPage>) -> Bool {
        guard super.canNavigate(to: navigation), let session = dependency(ShopSession.self) else { return false }
        return session.signedIn || !navigation.paths.contains { $0.pages.contains(where: \.needsSignIn) }
    }

    /// The started shop, with `session` (none: still loading) and its warnings going to `logs`.
    static func started(session: ShopSession? = ShopSession(signedIn: true), logs: LogCapture? = nil) -> RoutedShop {
        let shop = RoutedShop()
        if let logs { shop.logger = logs.logger() }
        if let session { shop.setDependency(session) }
        shop.start()
        return shop
    }
}

/// The test shop's link format: `ivko://open/<stack>/<page segments>`.
func testLinks(sourceLocation: SourceLocation = #_sourceLocation) throws -> LinkFormat<TestPage> {
    LinkFormat(base: try link("ivko://open", sourceLocation: sourceLocation))
}

/// `text` as a URL, failing the test when it is not one.
func link(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    try #require(URL(string: text), sourceLocation: sourceLocation)
}

/// Whether `controllers` are `expected`, instance for instance (both lists hold them, so an address
/// cannot be reused in between).
@MainActor
func same(_ controllers: [ViewController], _ expected: [ViewController]) -> Bool {
    controllers.elementsEqual(expected, by: ===)
}

/// Keeps what a logger is given, for tests that check the warnings: swift-log's `InMemoryLogHandler`
/// at every level, one per label the tests' loggers are made with.
@MainActor
final class LogCapture {
    struct Entry {
        let label: String
        let level: Logger.Level
        let message: String
    }

    private var handlers: [(label: String, handler: InMemoryLogHandler)] = []

    /// Everything logged so far, label by label in the order the loggers were made.
    var entries: [Entry] {
        handlers.flatMap { label, handler in
            handler.entries.map { Entry(label: label, level: $0.level, message: "\($0.message)") }
        }
    }
    var warnings: [Entry] { entries.filter { $0.level == .warning } }

    /// A logger labelled as the Coordinators library's that writes here.
    func logger(label: String = "layers.coordinators") -> Logger {
        var handler = InMemoryLogHandler()
        handler.logLevel = .trace
        handlers.append((label, handler))
        return Logger(label: label) { [handler] _ in handler }
    }
}
