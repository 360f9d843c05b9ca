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
        screen.customer.value = Sample.customer
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
        #expect(coordinator.receivedNames == ["Display<ShopPage>", "AccountSignOut"])
        #expect(coordinator.messages(Display<ShopPage>.self).map(\.page) == [.orders])
    }

    @Test("Without a customer it asks with AccountLoadProfile; a failure offers a retry")
    func accountLoading() async throws {
        let screen = AccountViewController()
        let coordinator = standIn(showing: screen)
        try await coordinator.waitForMessages(1)
        #expect(screen.customer.statusView.status == .loading("Loading your account…"))
        screen.customer.problem = .offline
        screen.customer.statusView.retryButton.tap()
        try await coordinator.waitForMessages(2)
        #expect(coordinator.receivedNames == ["AccountLoadProfile", "AccountLoadProfile"])
        screen.customer.value = Customer(profile: Sample.customer.profile, balance: Sample.customer.balance, addresses: [])
        #expect(renderedTexts(of: screen.view).contains("No shipping address yet."))
        #expect(screen.customer.statusView.status == .hidden)
    }

    @Test("An order's page shows the order set before and after its view loads")
    func detail() throws {
        let detail = OrderDetailViewController(order: Sample.orders[0])
        #expect(detail.title == "Order 2026-000123")
        detail.loadViewIfNeeded()
        #expect(
            renderedTexts(of: detail.view) == [
                "Order number: 2026-000123", "Placed on 21.11.2026.", "Status: Shipped", "Total: 259,80\u{00A0}€",
            ])
        #expect(detail.order.statusView.status == .hidden)
        detail.order.value = Sample.orders[0]
        #expect(try find(Label.self, "order.status", in: detail.view).text == "Status: Shipped")
    }

    @Test("An order's page opened by its number asks for the order, shows a failure with a retry, then the order")
    func detailByNumber() async throws {
        let detail = OrderDetailViewController(number: Sample.orders[1].number)
        let coordinator = standIn(showing: detail)
        try await coordinator.waitForMessages(1)
        #expect(coordinator.messages(AccountLoadOrder.self) == [AccountLoadOrder(number: Sample.orders[1].number)])
        #expect(detail.title == "Order 2026-000098")
        #expect(detail.order.statusView.status == .loading("Loading the order…"))
        detail.order.problem = .offline
        #expect(detail.order.statusView.retryButton.tap())
        try await coordinator.waitForMessages(2)
        #expect(coordinator.receivedNames == ["AccountLoadOrder", "AccountLoadOrder"])
        detail.order.problem = nil
        detail.order.value = Sample.orders[1]
        #expect(try find(Label.self, "order.status", in: detail.view).text == "Status: On hold")
        #expect(detail.order.statusView.status == .hidden)
    }
}
