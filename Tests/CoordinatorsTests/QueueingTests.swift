import AsyncTestSupport
import Coordinators
import Screens
import Testing

/// What the app keeps in its dependency value (its own type; the library never sees it).
struct AppDependency {
    var catalog: String?
    var cart: [String]?
}

/// Handles `AddToCart` only once the cart has arrived.
final class CartCoordinator: NavigationCoordinator {
    private(set) var added: [String] = []

    init() {
        super.init(identifier: "cart")
        handle(AddToCart.self) { coordinator, message in
            coordinator.added.append(message.productID)
            return (coordinator.dependency(AppDependency.self)?.cart?.count ?? 0) + coordinator.added.count
        }
    }

    override var isReady: Bool {
        dependency(AppDependency.self)?.cart != nil
    }
}

@MainActor
@Suite("Message queueing")
struct QueueingTests {
    @Test("Messages wait until the coordinator is ready, then run in arrival order")
    func queuedUntilReady() async throws {
        let cart = CartCoordinator()
        cart.start()
        try cart.root(Screen("cart"))
        let cell = View()
        cart.viewControllers[0].view.addSubview(cell)

        // Two tasks start in no promised order, so the second is sent once the first is queued.
        let first = Task { try await cell.addToCart("first") }
        try await waitUntil("the first message is queued") { cart.messageHandlers.queuedMessageCount == 1 }
        let second = Task { try await cell.addToCart("second") }
        try await waitUntil("both messages are queued") { cart.messageHandlers.queuedMessageCount == 2 }
        #expect(cart.added.isEmpty)
        #expect(cart.treeDescription().contains("cart) waiting queued=[AddToCart, AddToCart]"))
        #expect(cart.messageHandlers.queuedMessageNames == ["AddToCart", "AddToCart"])

        cart.setDependency(AppDependency(catalog: "db", cart: nil))
        #expect(cart.messageHandlers.queuedMessageCount == 2)
        cart.setDependency(AppDependency(catalog: "db", cart: ["sock"]))

        #expect(try await first.boundedValue("the task\'s value") == 2)
        #expect(try await second.boundedValue("the task\'s value") == 3)
        #expect(cart.added == ["first", "second"])
    }

    @Test("Queued messages fail when the coordinator stops before it is ready")
    func stopFailsQueued() async throws {
        let cart = CartCoordinator()
        cart.start()
        try cart.root(Screen("cart"))
        let cell = View()
        cart.viewControllers[0].view.addSubview(cell)
        let pending = Task { try await cell.addToCart("lost") }
        try await waitUntil("the message is queued") { cart.messageHandlers.queuedMessageCount == 1 }
        cart.stop()
        await #expect(throws: CoordinatorError.stoppedBeforeReady(coordinator: "cart")) {
            try await pending.boundedValue("the task\'s value")
        }
    }
}
