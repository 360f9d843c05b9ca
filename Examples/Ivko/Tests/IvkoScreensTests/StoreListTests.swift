import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Our stores")
struct StoreListTests {
    static let stores = [
        Store(
            id: StoreNumber("001"), name: "Ivko Knez Mihailova", street: "Knez Mihailova 21", city: "Beograd", zip: "11000",
            phone: "+381 11 263 4455", hours: "Mon–Sat 10–21"
        ),
        Store(id: StoreNumber("003"), name: "Ivko Outlet Niš", street: "Bulevar Nemanjića 2&4", city: "Niš", isOpen: false),
    ]

    @Test("The account's Our stores button asks for the stores' page with the global Display")
    func accountButton() async throws {
        let screen = AccountViewController()
        screen.customer.value = Sample.customer
        let coordinator = standIn(showing: screen)
        #expect(renderedTexts(of: screen.view).contains("Our stores"))
        #expect(screen.storesButton.tap())
        try await coordinator.waitForMessages(1)
        #expect(coordinator.messages(Display<ShopPage>.self).map(\.page) == [.stores])
    }

    @Test("Without stores it asks with AccountLoadStores, offers a retry on a failure, then lists them")
    func loadsRetriesAndLists() async throws {
        let screen = StoreListViewController()
        #expect(screen.title == "Our stores")
        let coordinator = standIn(showing: screen)
        try await coordinator.waitForMessages(1)
        #expect(screen.stores.statusView.status == .loading("Loading our stores…"))
        screen.stores.problem = .offline
        screen.stores.statusView.retryButton.tap()
        try await coordinator.waitForMessages(2)
        #expect(coordinator.receivedNames == ["AccountLoadStores", "AccountLoadStores"])
        #expect(screen.stores.problem == nil, "the retry clears the problem")
        screen.stores.value = Self.stores
        #expect(screen.stores.statusView.status == .hidden)
        let lines = renderedLines(of: screen.view)
        #expect(lines.contains("cell: Ivko Knez Mihailova (Knez Mihailova 21 · 11000 Beograd · Mon–Sat 10–21 · +381 11 263 4455)"))
        #expect(lines.contains("cell: Ivko Outlet Niš (closed for now) (Bulevar Nemanjića 2&4 · Niš)"))
    }

    @Test("Stores set before the view loads are shown and nothing is asked; none is the empty state")
    func setBeforeLoading() async throws {
        let screen = StoreListViewController()
        screen.stores.value = Self.stores
        let coordinator = standIn(showing: screen)
        #expect(screen.listView.numberOfItems(inSection: 0) == 2)
        #expect(coordinator.received.isEmpty)
        screen.stores.value = []
        #expect(screen.stores.statusView.status == .message("No store is listed just now.", canRetry: true))
        #expect(screen.listView.isHidden)
    }
}
