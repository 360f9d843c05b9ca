import AsyncTestSupport
import Coordinators
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// A screen asks for its data from `viewDidLoad`, before it is in any window: the message reaches
/// the coordinator that showed it, and waits there while that coordinator is not ready yet.
@MainActor
@Suite("Requests from viewDidLoad")
struct ViewDidLoadRequestTests {
    @Test("A request from viewDidLoad, outside any window, reaches the coordinator that showed the screen")
    func reachesCoordinator() async throws {
        let catalog = StandInCoordinator("catalog")
        catalog.recordCatalogMessages()
        catalog.start()
        catalog.answer(CatalogLoadProducts.self) { message in ProductListing(query: message.query, products: [], hasMore: false) }
        let list = ProductListViewController(query: ProductQuery(category: Sample.dresses))
        try catalog.show(list, animated: false)
        let recorder = DispatchRecorder()
        try await MessageTrace.observing(with: recorder) {
            list.loadViewIfNeeded()
            try await catalog.waitForMessages(1)
        }
        #expect(list.view.window == nil)
        #expect(catalog.messages(CatalogLoadProducts.self) == [CatalogLoadProducts(query: ProductQuery(category: Sample.dresses))])
        let record = try #require(recorder.records.first)
        #expect(record.sender == ResponderName(typeName: "ProductListViewController"))
        #expect(record.path == [ResponderName(typeName: "StandInCoordinator", identifier: "catalog")])
    }

    @Test("A request from a screen whose coordinator is not ready waits, then is handled in order")
    func waitsUntilReady() async throws {
        let account = StandInCoordinator("account")
        account.recordAllMessages()
        account.ready = false
        account.start()
        let navigation = NavigationController()
        navigation.loadViewIfNeeded()
        let child = StandInCoordinator("orders", navigationController: navigation)
        child.recordAllMessages()
        child.ready = false
        account.startChild(child)
        let order = OrderDetailViewController(number: Sample.orders[0].number)
        try child.show(order, animated: false)
        #expect(order.isViewLoaded, "pushing on a loaded navigation controller loads the screen")
        #expect(order.view.window == nil)
        try await waitUntil("the request waits at its coordinator") { child.messageHandlers.queuedMessageCount == 1 }
        #expect(child.received.isEmpty)

        order.order.problem = .offline
        #expect(order.order.statusView.retryButton.tap())
        try await waitUntil("the retry waits behind it") { child.messageHandlers.queuedMessageCount == 2 }
        child.ready = true
        try await child.waitForMessages(2)
        #expect(child.receivedNames == ["AccountLoadOrder", "AccountLoadOrder"])
        #expect(account.received.isEmpty)
    }

    @Test(
        "Every data screen that sends messages asks for its data when its view loads without it (the stateless cart and checkout screens get theirs as inputs)"
    )
    func everyScreenAsks() async throws {
        let screens: [(ViewController, String)] = [
            (HomeViewController(), "CatalogLoadHome"),
            (ProductListViewController(query: ProductQuery()), "CatalogLoadProducts"),
            (ProductDetailViewController(style: Sample.sequinDress.style), "CatalogLoadProduct"),
            (AccountViewController(), "AccountLoadProfile"),
            (OrderDetailViewController(number: Sample.orders[0].number), "AccountLoadOrder"),
        ]
        for (screen, expected) in screens {
            let coordinator = standIn(showing: screen)
            try await coordinator.waitForMessages(1)
            #expect(coordinator.receivedNames == [expected])
        }
    }
}
