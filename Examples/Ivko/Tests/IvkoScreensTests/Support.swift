import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// Stands in for the app's coordinators above the screens: a navigation coordinator that records
/// the shop's messages it was told to handle, and answers them as the app's coordinators will: a
/// message without a reply at once, one with a reply with what the test gives (`answer` before it
/// comes, `reply(to:with:)` or `fail(_:with:)` once it waits).
@MainActor
final class StandInCoordinator: NavigationCoordinator {
    /// The messages handled, in the order they arrived.
    private(set) var received: [any Message] = []
    /// Runs after a message is recorded.
    var onReceive: (@MainActor (any Message) -> Void)?
    /// Whether the coordinator handles messages now; while `false` they queue.
    var ready = true {
        didSet { readinessDidChange() }
    }
    private var answers: [ObjectIdentifier: @MainActor (any Message) throws -> any Sendable] = [:]
    private var waiting: [ObjectIdentifier: [UnsafeContinuation<any Sendable, any Error>]] = [:]

    init(_ identifier: String, navigationController: NavigationController = NavigationController()) {
        super.init(navigationController: navigationController, identifier: identifier)
    }

    override var isReady: Bool { ready }

    /// Handles `type` by recording it.
    func record<M: Message>(_ type: M.Type) where M.Reply == Void {
        handle(type) { coordinator, message in
            coordinator.received.append(message)
            coordinator.onReceive?(message)
        }
    }

    /// Handles `type` by recording it and replying with the test's answer: the one given with
    /// `answer(_:with:)`, else the one `reply(to:with:)` or `fail(_:with:)` gives later.
    func hold<M: Message>(_ type: M.Type) where M.Reply: Sendable {
        handle(type) { coordinator, message in
            coordinator.received.append(message)
            coordinator.onReceive?(message)
            let key = ObjectIdentifier(M.self)
            let value: any Sendable
            if let answer = coordinator.answers[key] {
                value = try answer(message)
            } else {
                value = try await withUnsafeThrowingContinuation { continuation in
                    coordinator.waiting[key, default: []].append(continuation)
                }
            }
            guard let reply = value as? M.Reply else { throw StandInError.wrongReply(String(describing: M.self)) }
            return reply
        }
    }

    /// Answers every `type` from now on with `reply` (what it throws is the reply's failure).
    func answer<M: Message>(_ type: M.Type, with reply: @escaping @MainActor (M) throws -> M.Reply) where M.Reply: Sendable {
        answers[ObjectIdentifier(M.self)] = { message in
            guard let message = message as? M else { throw StandInError.wrongReply(String(describing: M.self)) }
            return try reply(message)
        }
    }

    /// Replies `value` to every `type` waiting for its answer.
    func reply<M: Message>(to type: M.Type, with value: M.Reply) where M.Reply: Sendable {
        for continuation in waiting.removeValue(forKey: ObjectIdentifier(M.self)) ?? [] { continuation.resume(returning: value) }
    }

    /// Fails every `type` waiting for its answer with `error`.
    func fail<M: Message>(_ type: M.Type, with error: any Error) {
        for continuation in waiting.removeValue(forKey: ObjectIdentifier(M.self)) ?? [] { continuation.resume(throwing: error) }
    }

    /// How many `type` wait for their answer.
    func waitingCount<M: Message>(_ type: M.Type) -> Int {
        waiting[ObjectIdentifier(M.self)]?.count ?? 0
    }

    /// Handles every catalog message.
    func recordCatalogMessages() {
        hold(CatalogLoadHome.self)
        hold(CatalogLoadProducts.self)
        hold(CatalogLoadProduct.self)
        hold(CatalogLoadStock.self)
        hold(CatalogLoadPicture.self)
        hold(CatalogOpenSizeGuide.self)
        record(Display<ShopPage>.self)
    }

    /// Handles every cart message.
    func recordCartMessages() {
        hold(CartBuyNow.self)
        hold(CartAddItem.self)
    }

    /// Handles every account and global message.
    func recordAccountAndGlobalMessages() {
        hold(AccountSignIn.self)
        hold(AccountLoadProfile.self)
        hold(AccountLoadOrder.self)
        hold(AccountLoadStores.self)
        record(AccountSignOut.self)
        hold(GlobalResetLocalData.self)
    }

    /// Handles every message of the shop's screens.
    func recordAllMessages() {
        recordCatalogMessages()
        recordCartMessages()
        recordAccountAndGlobalMessages()
    }

    /// The messages of type `M` received, in order.
    func messages<M: Message>(_ type: M.Type) -> [M] {
        received.compactMap { $0 as? M }
    }

    /// The type names of the messages received, in order.
    var receivedNames: [String] {
        received.map { String(describing: type(of: $0)) }
    }

    /// Waits (bounded) until `count` messages have arrived.
    func waitForMessages(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitUntil("\(count) messages reach \(identifier)", sourceLocation: sourceLocation) { received.count >= count }
    }
}

/// A started stand-in coordinator handling every message, showing `screen` as its root (not in any
/// window), with the screen's view loaded.
/// What a stand-in throws for a reply of the wrong type.
enum StandInError: Error {
    case wrongReply(String)
}

@MainActor
func standIn(showing screen: ViewController, identifier: String = "standIn") -> StandInCoordinator {
    let coordinator = StandInCoordinator(identifier)
    coordinator.recordAllMessages()
    coordinator.start()
    try? coordinator.root(screen)
    screen.loadViewIfNeeded()
    return coordinator
}

/// What a renderer would draw of `view`: one line per visible view with text, `kind: text (detail)`,
/// depth first, hidden views and their subviews left out.
@MainActor
func renderedLines(of view: View) -> [String] {
    guard !view.isHidden else { return [] }
    let content = view.renderContent
    var lines: [String] = []
    if content.text != nil || content.detail != nil, content.kind != .stack {
        let detail = content.detail.map { " (\($0))" } ?? ""
        lines.append("\(content.kind.rawValue): \(content.text ?? "")\(detail)")
    }
    for subview in view.subviews { lines += renderedLines(of: subview) }
    return lines
}

/// The texts a renderer would draw of `view` (visible views only).
@MainActor
func renderedTexts(of view: View) -> [String] {
    guard !view.isHidden else { return [] }
    return [view.renderContent.text].compactMap(\.self) + view.subviews.flatMap(renderedTexts)
}

/// The visible view with `identifier` in `view`, of type `V`.
@MainActor
func find<V: View>(_ type: V.Type, _ identifier: String, in view: View, sourceLocation: SourceLocation = #_sourceLocation) throws -> V {
    try #require(view.descendant(withIdentifier: identifier) as? V, "no \(V.self) \(identifier)", sourceLocation: sourceLocation)
}

/// Whether `view` and every view above it are shown.
@MainActor
func isShown(_ view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
        if candidate.isHidden { return false }
        current = candidate.superview
    }
    return true
}

/// The shop's test data: model values as the data layer would hand them up.
enum Sample {
    static func style(_ code: String) -> StyleCode {
        guard let style = StyleCode(rawValue: code) else { preconditionFailure("bad test style \(code)") }
        return style
    }

    static func color(_ code: String) -> ColorCode {
        guard let color = ColorCode(rawValue: code) else { preconditionFailure("bad test colour \(code)") }
        return color
    }

    /// The sizes the catalog manager offers in each colour of `product`, a product that lists its
    /// sizes: its own, in every colour.
    static func sizes(of product: Product) -> [ColorCode: [Size]] {
        Dictionary(uniqueKeysWithValues: product.colors.map { ($0, product.sizes) })
    }

    static func size(_ label: String) -> Size {
        guard let size = Size(rawValue: label) else { preconditionFailure("bad test size \(label)") }
        return size
    }

    static func euros(cents: Int) -> Money {
        Money(Decimal(cents) / 100, .euro)
    }

    static func asset(_ path: String) -> AssetPath {
        guard let asset = AssetPath(rawValue: path) else { preconditionFailure("bad test asset \(path)") }
        return asset
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
        guard let value = CalendarDay(year: year, month: month, day: day) else { preconditionFailure("bad test day") }
        return value
    }

    static let dresses = Category(name: "Dresses")
    static let coats = Category(name: "Coats & Jackets")
    static let knitwear = Category(name: "Knitwear")
    static let black = color("11")
    static let bordeaux = color("24")
    static let colorTable = ColorTable(names: [black: "Black", bordeaux: "Bordeaux"])

    static let sequinDress = Product(
        style: style("W26KD0112"), name: "Sequin Dress", category: dresses,
        description: "Long & elegant, with hand-sewn sequins.",
        price: Price(regular: euros(cents: 12_990)), care: ["30°C", "no bleach"], materials: ["95% viscose", "5% elastane"],
        colors: [black, bordeaux, color("72")], sizes: [size("XS"), size("S"), size("M"), size("L")],
        images: ProductImages(grid: asset("img/grid/W26KD0112_g.jpg"))
    )

    static let sequinDetails = ProductDetails(
        style: sequinDress.style, price: Price(regular: euros(cents: 12_990)),
        stock: Stock([
            Stock.Variant(color: black, size: size("XS")): 0,
            Stock.Variant(color: black, size: size("S")): 3,
            Stock.Variant(color: black, size: size("M")): 1,
            Stock.Variant(color: bordeaux, size: size("L")): 2,
        ])
    )

    /// A product the export sent with only what it must have: no category, description, colours,
    /// sizes, materials, care or images.
    static let bareProduct = Product(style: style("W26PL0007"), name: "Plain Tee", price: Price(regular: euros(cents: 1_990)))

    /// `count` products of the dresses category, named `Dress 1` …
    static func products(_ count: Int, from start: Int = 0) -> [Product] {
        (start..<start + count).map { index in
            let number = String(1000 + index)
            return Product(
                style: style("W26KD" + number), name: "Dress \(index + 1)", category: dresses, price: Price(regular: euros(cents: 9_900)))
        }
    }

    static let winterSale = Promotion(
        style: style("W26KD0112"), title: "Winter Sale", subtitle: "up to 40% off", image: asset("img/promo/winter.jpg"))
    static let velvetBlazer = Promotion(style: style("W26KD0200"), title: "Velvet Blazer")
    static let woolCoat = Promotion(style: style("W26NR0031"), title: "Wool Coat", subtitle: "warm all winter")

    static let slides = [
        PromoSlide(promotion: winterSale, imageFile: "/cache/img/promo/winter.jpg", price: Price(regular: euros(cents: 12_990))),
        PromoSlide(promotion: velvetBlazer, price: Price(regular: euros(cents: 18_900))),
        PromoSlide(promotion: woolCoat),
    ]

    static let home = Address(id: AddressID("1"), line1: "Knez Mihailova 5", city: "Beograd", zip: "11000", country: "RS", isDefault: true)
    static let office = Address(id: AddressID("2"), line1: "Bulevar Oslobođenja 12", city: "Novi Sad", zip: "21000", country: "RS")

    static let customer = Customer(
        profile: CustomerProfile(
            number: CustomerNumber("0004711"), firstName: "Ana", lastName: "Petrović", email: "ana@example.com", since: day(2020, 2, 1)
        ),
        balance: Balance(points: 1_250, credit: euros(cents: 1_000)),
        addresses: [home, office]
    )

    static let dressLine = CartLineSummary(
        item: CartItem(style: sequinDress.style, color: black, size: size("S"), quantity: Quantity(2) ?? .one),
        productName: "Sequin Dress", colorName: "Black", unitPrice: euros(cents: 12_990), availability: .inStock(available: 5)
    )
    static let coatLine = CartLineSummary(
        item: CartItem(style: style("W26NR0031"), color: bordeaux, size: size("M")),
        productName: "Wool Coat", colorName: "Bordeaux", unitPrice: euros(cents: 24_900), availability: .limited(available: 1)
    )

    static let orders = [
        OrderSummary(number: OrderNumber("2026-000123"), date: day(2026, 11, 21), total: euros(cents: 25_980), status: .shipped),
        OrderSummary(number: OrderNumber("2026-000098"), date: day(2026, 10, 2), total: euros(cents: 4_990), status: .other("ON_HOLD")),
    ]
}
