import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoBackend
import IvkoData
import IvkoMiddleware
import IvkoModel
import IvkoTestSupport
import Testing

/// `OrderManager.checkout(_: OrderRequest)`: the checkout the UI retries with the order it tried,
/// so the shop makes one order however many times it is sent.
@Suite(.waitLimit(.seconds(300)))
struct OrderRequestCheckoutTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test func theSameOrderSentTwiceIsPlacedWithOneReference() async throws {
        let source = FakeShop()
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let orders = OrderManager(shop: source, store: store, logger: QuietLog.logger)
        let order = OrderRequest(addressID: AddressID("1"), items: [ModelValues.item("W26KD0112")])

        let first = try await orders.checkout(order)
        let second = try await orders.checkout(order)

        #expect(first == second)
        #expect(source.placedReferences == [order.clientReference, order.clientReference])
        #expect(try await orders.pendingOrders().isEmpty)
        try store.close()
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func theBackendMakesOneOrderWhenTheSameOrderIsSentTwice() async throws {
        try await LiveBackend.with { shop in
            let store = try await UserStore.open(at: directory.path("user.sqlite"))
            try await shop.data.signIn(username: "demo", password: "demo")
            let orders = OrderManager(shop: shop.data, store: store, logger: QuietLog.logger)
            let order = OrderRequest(addressID: AddressID("1"), items: [try LiveCartAndOrderTests.item(shop.itemInStock())])

            let first = try await orders.checkout(order)
            let second = try await orders.checkout(order)

            #expect(first.number == second.number)
            #expect(shop.server.counters.ordersCreated == 1)
            #expect(shop.server.counters.orderRequests == 2)
            #expect(await shop.server.orders(of: "demo").filter { $0.orderNo == first.number.rawValue }.count == 1)
            #expect(try await orders.pendingOrders().isEmpty)
            try store.close()
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aRetryAfterAFailedAttemptSendsTheSameReferenceAndMakesOneOrder() async throws {
        try await LiveBackend.with { shop in
            let store = try await UserStore.open(at: directory.path("user.sqlite"))
            try await shop.data.signIn(username: "demo", password: "demo")
            let orders = OrderManager(shop: shop.data, store: store, logger: QuietLog.logger)
            let order = OrderRequest(addressID: AddressID("1"), items: [try LiveCartAndOrderTests.item(shop.itemInStock())])

            shop.server.faults.script(.drop, path: "orders", count: 10)
            let lost = await #expect(throws: ShopError.self) { try await orders.checkout(order) }
            #expect(lost?.isTransient == true)
            #expect(try await orders.pendingOrders() == [order], "kept with its reference")
            shop.server.faults.clearScript()

            let confirmation = try await orders.checkout(order)

            #expect(shop.server.counters.ordersCreated == 1, "the dropped answer's order is the one confirmed")
            #expect(await shop.server.orders(of: "demo").filter { $0.orderNo == confirmation.number.rawValue }.count == 1)
            #expect(try await orders.pendingOrders().isEmpty)
            try store.close()
        }
    }

    @Test func aSecondCheckoutWhileTheFirstIsUnderWayIsRefused() async throws {
        let source = HeldOrderShop()
        let store = try await UserStore.open(at: directory.path("user.sqlite"))
        let orders = OrderManager(shop: source, store: store, logger: QuietLog.logger)
        let order = OrderRequest(addressID: AddressID("1"), items: [ModelValues.item("W26KD0112")])

        let first = Task { try await orders.checkout(order) }
        try await source.gate.waitForArrival("the first checkout is being sent")
        await #expect(throws: ShopError.rejected(message: "a checkout is already under way")) { try await orders.checkout(order) }
        source.gate.open()

        #expect(try await first.boundedValue("the first checkout").number == OrderNumber("W-7"))
        #expect(source.placed == [order.clientReference])
        #expect(try await orders.pendingOrders().isEmpty)
        try store.close()
    }
}

/// A shop whose `placeOrder` waits at a gate, so a test can act while a checkout is sent. Its other
/// calls are a `FakeShop`'s.
final class HeldOrderShop: RelayingShop, Sendable {
    private let references = Locked<[UUID]>([])
    let base: any ShopCalls = FakeShop()
    let gate = Gate()

    var placed: [UUID] { references.withLock { $0 } }

    func placeOrder(_ order: OrderRequest) async throws(ShopError) -> OrderConfirmation {
        references.withLock { $0.append(order.clientReference) }
        await gate.pass()
        return OrderConfirmation(number: OrderNumber("W-7"), total: ModelValues.euros(10))
    }

    func orderHistory() async throws(ShopError) -> [OrderSummary] { [] }
}

extension Gate {
    /// Waits (with a time limit) until someone has reached the gate.
    func waitForArrival(_ what: String) async throws {
        try await waitUntil(what) { arrivals >= 1 }
    }
}
