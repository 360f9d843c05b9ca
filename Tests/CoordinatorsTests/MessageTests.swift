import Coordinators
import Screens
import Testing

struct AddToCart: Message {
    typealias Reply = Int
    let productID: String
}

struct OpenHelp: Message {}

struct ShareProduct: Message {
    let productID: String
}

struct Explode: Message {}

struct GlobalPing: Message {}

struct FetchPrice: Message {
    typealias Reply = Double
    let productID: String
}

/// The layer below a coordinator: answers after a suspension, as a network call would.
actor PriceService {
    func price(of productID: String) async -> Double {
        productID == "W26" ? 49.9 : 0
    }
}

extension Responder {
    /// How an app wraps a message: one line at the call site, typed reply.
    func addToCart(_ productID: String) async throws -> Int {
        try await send(AddToCart(productID: productID))
    }
}

/// A product cell inside a cell of a list of lists (a shelf), as in a shop's home screen.
final class Cell: ListViewCell {}
final class ContainerCell: ListViewCell {}

/// shop (owns the navigation controller) → catalog → product, all on one stack; the product screen
/// holds a container cell holding a cell holding a button.
@MainActor
final class ShopFixture {
    let navigation = NavigationController()
    let shop: FlowCoordinator
    let catalog: FlowCoordinator
    let product: FlowCoordinator
    let button = Button(title: "Add to cart")
    let cell = Cell(reuseIdentifier: "product")
    let containerCell = ContainerCell(reuseIdentifier: "shelf")
    private(set) var cart: [String] = []
    private(set) var seenByProduct: [String] = []

    init() {
        shop = FlowCoordinator("shop", navigationController: navigation, screens: ["home"])
        catalog = FlowCoordinator("catalog", navigationController: navigation, screens: ["list"])
        product = FlowCoordinator("product", navigationController: navigation, screens: ["product"])
        shop.start()
        shop.startChild(catalog)
        catalog.startChild(product)
        let screen = product.viewControllers[0]
        screen.view.addSubview(containerCell)
        containerCell.addSubview(cell)
        cell.addSubview(button)

        catalog.handle(AddToCart.self) { [unowned self] _, message in
            cart.append(message.productID)
            return cart.count
        }
        product.handleAndPassOn(AddToCart.self) { [unowned self] _, message, passOn in
            seenByProduct.append(message.productID)
            return try await passOn(message)
        }
        shop.handle(OpenHelp.self) { _, _ in }
        catalog.handle(Explode.self) { _, _ in throw FixtureError.boom }
    }

    /// The responders a message from the button asks, up to `last`.
    static let pathToShop: [ResponderName] = [
        ResponderName(typeName: "Cell"),
        ResponderName(typeName: "ContainerCell"),
        ResponderName(typeName: "View"),
        ResponderName(typeName: "Screen"),
        ResponderName(typeName: "FlowCoordinator", identifier: "product"),
        ResponderName(typeName: "FlowCoordinator", identifier: "catalog"),
        ResponderName(typeName: "FlowCoordinator", identifier: "shop"),
    ]
}

enum FixtureError: Error {
    case boom
}

@MainActor
@Suite("Messages")
struct MessageTests {
    @Test("A button deep in a screen reaches the right coordinator; pass-on works; the reply returns")
    func deepButtonToCoordinator() async throws {
        let shop = ShopFixture()
        let recorder = DispatchRecorder()
        let count = try await MessageTrace.observing(with: recorder) {
            try await shop.button.addToCart("W26NR0031")
        }
        #expect(count == 1)
        #expect(shop.cart == ["W26NR0031"])
        #expect(shop.seenByProduct == ["W26NR0031"])
        let record = try #require(recorder.records.first)
        #expect(record.message == "AddToCart")
        #expect(record.sender == ResponderName(typeName: "Button"))
        #expect(record.path == Array(ShopFixture.pathToShop.prefix(6)))
        #expect(record.handlers.map(\.identifier) == ["product", "catalog"])
        #expect(record.outcome == .replied)
    }

    @Test("A message only the top coordinator handles walks the whole chain")
    func topCoordinatorHandles() async throws {
        let shop = ShopFixture()
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            try await shop.cell.send(OpenHelp())
        }
        #expect(recorder.records.first?.path == Array(ShopFixture.pathToShop.dropFirst()))
        #expect(recorder.records.first?.handlers.map(\.identifier) == ["shop"])
    }

    @Test("An unhandled message is an error that lists the path walked")
    func unhandledMessage() async throws {
        let shop = ShopFixture()
        let recorder = DispatchRecorder()
        let error = await MessageTrace.observing(with: recorder) {
            await #expect(throws: UnhandledMessage.self) {
                try await shop.button.send(ShareProduct(productID: "W26"))
            }
        }
        #expect(error?.message == "ShareProduct")
        #expect(error?.path == ShopFixture.pathToShop)
        #expect(error?.description.contains("Cell → ContainerCell → View → Screen") == true)
        #expect(recorder.records.first?.outcome == .unhandled)
    }

    @Test("A handler's error reaches the sender and the observer")
    func handlerError() async throws {
        let shop = ShopFixture()
        let recorder = DispatchRecorder()
        await MessageTrace.observing(with: recorder) {
            await #expect(throws: FixtureError.boom) { try await shop.button.send(Explode()) }
        }
        #expect(recorder.records.first?.outcome == .failed("boom"))
    }

    @Test("Passing on to nobody is unhandled, not silently dropped")
    func passOnToNobody() async throws {
        let shop = ShopFixture()
        shop.catalog.messageHandlers.removeHandler(for: AddToCart.self)
        await #expect(throws: UnhandledMessage.self) { try await shop.button.addToCart("W26") }
        #expect(shop.seenByProduct == ["W26"])
    }

    @Test("An asynchronous handler calls the layer below and its reply comes back")
    func asynchronousHandler() async throws {
        let shop = ShopFixture()
        let service = PriceService()
        shop.catalog.handle(FetchPrice.self) { _, message in await service.price(of: message.productID) }
        let price = try await shop.button.send(FetchPrice(productID: "W26"))
        #expect(price == 49.9)
    }

    @Test("A handler reached through a responder that did not register it is a typed error")
    func misroutedHandler() async throws {
        let owner = HelpfulScreen()
        let impostor = SharingScreen(table: owner.messageHandlers)
        let label = View()
        impostor.view.addSubview(label)
        await #expect(throws: MisroutedMessage.self) { try await label.send(OpenHelp()) }
        #expect(owner.helpOpened == 0)
    }

    @Test("A view controller can handle messages too")
    func viewControllerHandles() async throws {
        let shop = ShopFixture()
        let screen = HelpfulScreen()
        try shop.product.show(screen, animated: false)
        let label = View()
        screen.view.addSubview(label)
        try await label.send(OpenHelp())
        #expect(screen.helpOpened == 1)
    }

    @Test("A global observer sees dispatches until removed")
    func globalObserver() async throws {
        let shop = ShopFixture()
        shop.shop.handle(GlobalPing.self) { _, _ in }
        let recorder = DispatchRecorder()
        MessageTrace.addObserver(recorder)
        try await shop.button.send(GlobalPing())
        MessageTrace.removeObserver(recorder)
        try await shop.button.send(GlobalPing())
        let mine = recorder.records.filter { $0.message == "GlobalPing" }
        #expect(mine.count == 1)
        #expect(mine.first?.handlers.map(\.identifier) == ["shop"])
    }
}

/// A screen that answers `OpenHelp` itself.
final class HelpfulScreen: ViewController, MessageHandling {
    let messageHandlers = MessageHandlers()
    private(set) var helpOpened = 0

    override init() {
        super.init()
        handle(OpenHelp.self) { screen, _ in screen.helpOpened += 1 }
    }
}

/// A screen that (wrongly) exposes another responder's table.
final class SharingScreen: ViewController, MessageHandling {
    let messageHandlers: MessageHandlers

    init(table: MessageHandlers) {
        messageHandlers = table
        super.init()
    }
}
