import IvkoModel
import IvkoScreens
import Screens
import Signals
import Testing

@MainActor
@Suite("Notification banner")
struct NotificationBannerTests {
    static let order = OrderNumber(rawValue: "2026-000123")

    @Test("An order's status says what happened and opens the order; Dismiss lets it go")
    func anOrderStatus() {
        let shipped = ShopNotification(id: 7, content: .orderStatus(number: Self.order, status: .shipped))
        let banner = NotificationBanner(shipped)
        #expect(banner.messageLabel.text == "Order 2026-000123 has shipped.")
        #expect(banner.openButton.title == "View order" && !banner.openButton.isHidden)
        var chosen: [NotificationBanner.Outputs] = []
        let token = banner.outputs.observe { chosen.append($0) }
        #expect(banner.openButton.tap())
        #expect(banner.dismissButton.tap())
        #expect(chosen == [.open(shipped), .dismiss(shipped)])
        _ = token
    }

    @Test("Each status in words; a promotion with a product opens it, one without only dismisses")
    func wordsAndPromotions() throws {
        #expect(NotificationBanner.message(for: .orderStatus(number: Self.order, status: .paid)) == "Order 2026-000123 was paid.")
        #expect(NotificationBanner.message(for: .orderStatus(number: Self.order, status: .cancelled)) == "Order 2026-000123 was cancelled.")
        #expect(
            NotificationBanner.message(for: .orderStatus(number: Self.order, status: .other("ON_HOLD")))
                == "Order 2026-000123 is now on hold.")
        let style = try #require(StyleCode(rawValue: "W26NR0031"))
        let promotion = NotificationBanner(
            ShopNotification(id: 8, content: .promotion(title: "Nordic Nights", text: "-20% on knitwear", style: style)))
        #expect(promotion.messageLabel.text == "Nordic Nights: -20% on knitwear")
        #expect(promotion.openButton.title == "View product")
        let plain = NotificationBanner(ShopNotification(id: 9, content: .promotion(title: "Free shipping", text: "", style: nil)))
        #expect(plain.messageLabel.text == "Free shipping")
        #expect(plain.openButton.isHidden, "nothing to open")
    }
}
