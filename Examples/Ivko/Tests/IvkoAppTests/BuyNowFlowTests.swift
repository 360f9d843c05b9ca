import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoScreens
import IvkoTestSupport
import Screens
import StatelessCoordinators
import Testing

/// The shop end to end against the backend fixture: sign in, Home, Buy Now on a promotion,
/// checkout (the vended flow, presented by the Catalog tab), one order placed.
@MainActor
@Suite struct BuyNowFlowTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func buyNowOnAPromotionPlacesOneOrderAndUpdatesTheBadge() async throws {
        try await LiveApp.with { app in
            let ordersBefore = await app.server.orders(of: "demo").count
            app.launch()
            #expect(app.shop.stageScreen is LoadingViewController, "the loading screen shows at once")
            let main = try await app.signInToMain()
            let catalog = try #require(main.catalog)
            let home = try #require(catalog.viewControllers.first as? HomeViewController)
            try await waitUntil("Home shows promotions and categories", timeLimit: .seconds(30)) {
                !home.slides.isEmpty && home.categories?.isEmpty == false
            }
            #expect(main.cartTabItem?.badgeValue == nil, "the cart starts empty")

            let container = try #require(home.promoContainerCell)
            let promo = try #require(container.carousel.cellForItem(at: IndexPath(item: 0, section: 0)) as? PromoCell)
            let log = MessageLog(capacity: 100)
            try await MessageTrace.observing(with: log) {
                #expect(promo.buyNowButton.tap())
                try await waitUntil("Buy Now is handled", timeLimit: .seconds(30)) { log.records.contains { $0.message == "CartBuyNow" } }
            }
            let record = try #require(log.records.first { $0.message == "CartBuyNow" })
            let names = record.path.map(\.typeName)
            let promoIndex = try #require(names.firstIndex(of: "PromoCell"))
            let containerIndex = try #require(names.firstIndex(of: "PromoContainerCell"))
            let homeIndex = try #require(names.firstIndex(of: "HomeViewController"))
            let catalogIndex = try #require(names.firstIndex(of: "CatalogCoordinator"))
            #expect(promoIndex < containerIndex && containerIndex < homeIndex && homeIndex < catalogIndex)
            // The Catalog tab answers it: the cart manager picks the slide's variant and puts it in
            // the cart; nothing above the tab sees the message.
            #expect(record.handlers == [ResponderName(typeName: "CatalogCoordinator", identifier: "catalog")])
            #expect(record.outcome == .replied)

            try await waitUntil("the badge counts the piece", timeLimit: .seconds(30)) { main.cartTabItem?.badgeValue == "1" }
            let checkout = try #require(catalog.checkout)
            #expect(checkout.presentingViewController != nil, "checkout is presented modally")
            #expect(catalog.presentedViewControllers.contains { $0 === checkout }, "by the Catalog tab")
            #expect(catalog.viewControllers.count == 1, "nothing is pushed on the Catalog's stack")
            let tree = Inspector(root: app.shop).snapshot().text(showingDurations: false)
            #expect(
                tree.contains("presented=[IONavigationController<CheckoutFlow>(Checkout)]"), "the inspector names the vended flow:\n\(tree)"
            )
            let address = try #require(checkout.viewControllers.first as? AddressViewController)
            try await waitUntil("the addresses load", timeLimit: .seconds(30)) { address.chosenAddress != nil }
            #expect(address.continueButton.tap())
            try await waitUntil("the review shows", timeLimit: .seconds(30)) { checkout.topViewController is ReviewViewController }
            let review = try #require(checkout.topViewController as? ReviewViewController)
            #expect(review.lines.count == 1)
            #expect(review.placeOrderButton.tap())
            try await waitUntil("the confirmation shows", timeLimit: .seconds(30)) {
                checkout.topViewController is ConfirmationViewController
            }
            let confirmation = try #require(checkout.topViewController as? ConfirmationViewController)
            #expect(checkout.viewControllers.count == 1, "no way back to the review")
            #expect(confirmation.confirmation != nil)
            #expect(await app.server.orders(of: "demo").count == ordersBefore + 1, "exactly one order")
            try await waitUntil("the badge clears with the cart", timeLimit: .seconds(30)) { main.cartTabItem?.badgeValue == nil }

            let outputs = FlowOutputs(checkout)
            #expect(confirmation.doneButton.tap())
            #expect(outputs.values == [.finished(try #require(confirmation.confirmation))])
            #expect(checkout.presentingViewController == nil, "the Catalog tab dismissed what it presented")
            #expect(catalog.presentedViewControllers.isEmpty)
            #expect(catalog.viewControllers.count == 1, "back on Home")
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aSessionExpiringInTheMiddleOfCheckoutIsInvisibleAndMakesExactlyOneOrder() async throws {
        try await LiveApp.with { app in
            let ordersBefore = await app.server.orders(of: "demo").count
            app.launch()
            let main = try await app.signInToMain()
            let (checkout, review) = try await app.buyNowToReview(main)

            await app.server.forceExpireSessions()
            #expect(review.placeOrderButton.tap())
            try await waitUntil("the confirmation shows", timeLimit: .seconds(30)) {
                checkout.topViewController is ConfirmationViewController
            }
            #expect(checkout.presentedViewController == nil, "no alert")
            #expect(review.problem == nil, "the user saw nothing of the expiry")
            #expect(app.shop.stage == .main)
            #expect(await app.server.orders(of: "demo").count == ordersBefore + 1, "exactly one order")
        }
    }
}
