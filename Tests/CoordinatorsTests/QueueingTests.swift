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
        cart.root(Screen("cart"))
        let cell = View()
        cart.viewControllers[0].view.addSubview(cell)

        let first = Task { try await cell.addToCart("first") }
        let second = Task { try await cell.addToCart("second") }
        while cart.messageHandlers.queuedMessageCount < 2 { await Task.yield() }
        #expect(cart.added.isEmpty)
        #expect(cart.treeDescription().contains("waiting(2 queued)"))

        cart.setDependency(AppDependency(catalog: "db", cart: nil))
        #expect(cart.messageHandlers.queuedMessageCount == 2)
        cart.setDependency(AppDependency(catalog: "db", cart: ["sock"]))

        #expect(try await first.value == 2)
        #expect(try await second.value == 3)
        #expect(cart.added == ["first", "second"])
    }

    @Test("Queued messages fail when the coordinator stops before it is ready")
    func stopFailsQueued() async throws {
        let cart = CartCoordinator()
        cart.start()
        cart.root(Screen("cart"))
        let cell = View()
        cart.viewControllers[0].view.addSubview(cell)
        let pending = Task { try await cell.addToCart("lost") }
        while cart.messageHandlers.queuedMessageCount < 1 { await Task.yield() }
        cart.stop()
        await #expect(throws: CoordinatorError.stoppedBeforeReady(coordinator: "cart")) {
            try await pending.value
        }
    }
}
