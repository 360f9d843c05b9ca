import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Account")
struct AccountTests {
    @Test("The account shows the customer set before its view loads, and its buttons send their messages")
    func account() async throws {
        let screen = AccountViewController()
        screen.customer = Sample.customer
        #expect(screen.tabBarItem.title == "Account")
        let coordinator = standIn(showing: screen)
        let texts = renderedTexts(of: screen.view)
        #expect(texts.contains("Ana Petrović"))
        #expect(texts.contains("Customer 0004711 · ana@example.com · member since 1.2.2020."))
        #expect(texts.contains("1.250 points · store credit 10,00\u{00A0}€"))
        #expect(texts.contains("Knez Mihailova 5, 11000 Beograd, RS (default)"))
        #expect(coordinator.received.isEmpty)
        screen.ordersButton.tap()
        screen.signOutButton.tap()
        try await coordinator.waitForMessages(2)
        #expect(coordinator.receivedNames == ["AccountShowOrders", "AccountSignOut"])
    }

    @Test("Without a customer it asks with AccountLoadProfile; a failure offers a retry")
    func accountLoading() async throws {
        let screen = AccountViewController()
        let coordinator = standIn(showing: screen)
        try await coordinator.waitForMessages(1)
        #expect(screen.statusView.status == .loading("Loading your account…"))
        screen.problem = .offline
        screen.statusView.retryButton.tap()
        try await coordinator.waitForMessages(2)
        #expect(coordinator.receivedNames == ["AccountLoadProfile", "AccountLoadProfile"])
        screen.customer = Customer(profile: Sample.customer.profile, balance: Sample.customer.balance, addresses: [])
        #expect(renderedTexts(of: screen.view).contains("No shipping address yet."))
        #expect(screen.statusView.status == .hidden)
    }

    @Test("The order history asks for the orders, shows them, and sends the order chosen")
    func history() async throws {
        let history = OrderHistoryViewController()
        let coordinator = standIn(showing: history)
        try await coordinator.waitForMessages(1)
        #expect(coordinator.receivedNames == ["AccountLoadOrders"])
        history.orders = Sample.orders
        let lines = renderedLines(of: history.view)
        #expect(lines.contains("cell: 2026-000123 · 21.11.2026. (259,80\u{00A0}€ · Shipped)"))
        #expect(lines.contains("cell: 2026-000098 · 2.10.2026. (49,90\u{00A0}€ · On hold)"))
        history.listView.userSelectItem(at: IndexPath(item: 1, section: 0))
        try await coordinator.waitForMessages(2)
        #expect(coordinator.messages(AccountShowOrder.self) == [AccountShowOrder(order: Sample.orders[1])])
    }

    @Test("A truncated order list shows what it has, says some are missing, and offers a retry")
    func truncated() async throws {
        let history = OrderHistoryViewController()
        history.orders = [Sample.orders[0]]
        history.isIncomplete = true
        let coordinator = standIn(showing: history)
        #expect(coordinator.received.isEmpty)
        #expect(history.listView.visibleCells.count == 1)
        #expect(history.statusView.status == .message("Some of your orders could not be shown.", canRetry: true))
        history.statusView.retryButton.tap()
        try await coordinator.waitForMessages(1)
        #expect(coordinator.receivedNames == ["AccountLoadOrders"])
    }

    @Test("No orders yet is a designed state")
    func noOrders() {
        let history = OrderHistoryViewController()
        history.orders = []
        _ = standIn(showing: history)
        #expect(history.statusView.status == .message("You have not ordered anything yet.", canRetry: false))
        #expect(history.listView.isHidden)
    }

    @Test("An order's page shows the order set before and after its view loads")
    func detail() throws {
        let detail = OrderDetailViewController(order: Sample.orders[0])
        #expect(detail.title == "Order 2026-000123")
        detail.loadViewIfNeeded()
        #expect(renderedTexts(of: detail.view) == [
            "Order number: 2026-000123", "Placed on 21.11.2026.", "Status: Shipped", "Total: 259,80\u{00A0}€",
        ])
        detail.order = Sample.orders[1]
        #expect(detail.title == "Order 2026-000098")
        #expect(try find(Label.self, "order.status", in: detail.view).text == "Status: On hold")
    }
}
