import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The Cart tab following the cart manager: lines, quantity, removal and the badge, driven through
/// the lines' cells (their models' outputs reach the tab's coordinator through the screen's).
@MainActor
@Suite struct CartTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func quantityAndRemovalShowInTheLinesAndTheBadge() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.reachMain()
            let catalog = try #require(main.catalog)
            let entry = try #require(
                app.server.catalog.products.filter(\.isActive).lazy.compactMap { product in
                    product.stock.first { $0.quantity >= 3 }.map { (product.style, $0.color, $0.size) }
                }.first)
            let item = CartItem(
                style: try #require(StyleCode(rawValue: entry.0)), color: try #require(ColorCode(rawValue: entry.1)),
                size: try #require(Size(rawValue: entry.2))
            )
            let home = try #require(catalog.viewControllers.first as? HomeViewController)
            _ = try await home.send(CartAddItem(item: item))
            try await waitUntil("the badge counts the piece", timeLimit: .seconds(30)) { main.cartTabItem?.badgeValue == "1" }

            let cart = try #require(main.cart)
            #expect(main.select(cart))
            let screen = try #require(cart.viewControllers.first as? CartViewController)
            try await waitUntil("the line shows", timeLimit: .seconds(30)) { screen.lines.value?.count == 1 }
            #expect(screen.lines.value?.first?.productName != nil, "the line is named from the catalog")
            try await waitUntil("the line's thumbnail arrives", timeLimit: .seconds(30)) {
                screen.lines.value?.first?.pictureFile.map { FileManager.default.fileExists(atPath: $0) } == true
            }

            let cell = try #require(screen.listView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CartLineCell)
            #expect(cell.model === screen.lineModels.first)
            #expect(cell.increaseButton.tap())
            try await waitUntil("two pieces", timeLimit: .seconds(30)) {
                screen.lines.value?.first?.item.quantity.value == 2 && main.cartTabItem?.badgeValue == "2"
            }

            let line = try #require(screen.listView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CartLineCell)
            #expect(line.removeButton.tap())
            let confirm = try #require(screen.presentedViewController as? AlertController)
            #expect(confirm.userSelect(actionAt: 1))
            try await waitUntil("the cart is empty", timeLimit: .seconds(30)) {
                screen.lines.value == [] && main.cartTabItem?.badgeValue == nil
            }
        }
    }
}
