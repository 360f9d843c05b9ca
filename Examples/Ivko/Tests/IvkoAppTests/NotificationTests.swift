import AsyncTestSupport
import Coordinators
import IvkoApp
import IvkoBackend
import IvkoMiddleware
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The customer's notifications in a scene, end to end from the backend's push service: a banner
/// over the tabs that opens its page through the global display, and waits while a sheet is up.
@MainActor
@Suite(.waitLimit(.seconds(300)))
struct NotificationTests {
    /// A promotion pushed to the customer shows as the window's banner; View product opens the
    /// product's page on the Catalog tab and lets the banner go.
    @Test(.stretchedTimeLimit(minutes: 5))
    func aPromotionShowsAsABannerThatOpensItsProduct() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.reachMain()
            let active = app.server.catalog.products.first { $0.isActive }
            let style = try #require(active).style
            app.server.pushPromotion(PushPromotion(slideId: "S1", title: "Winter sale", text: "Coats 30% off", style: style), to: ["demo"])
            try await waitUntil("the promotion's banner") { app.window.banner is NotificationBanner }
            let banner = try #require(app.window.banner as? NotificationBanner)
            #expect(banner.messageLabel.text == "Winter sale: Coats 30% off")
            #expect(banner.openButton.title == "View product")
            #expect(banner.openButton.tap())
            #expect(app.window.banner == nil, "chosen, the banner goes")
            try await waitUntil("the product's page") { main.catalog?.pages.last == .product(style: style) }
            #expect(main.selectedCoordinator === main.catalog)
        }
    }

    /// While the checkout is up a notification waits; once the sheet is gone it shows. Dismiss lets it
    /// go, and the next one shows after it.
    @Test(.stretchedTimeLimit(minutes: 5))
    func aBannerWaitsWhileTheCheckoutIsUp() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.reachMain()
            let (checkout, _) = try await app.buyNowToReview(main)
            let heard = try #require(try main.managers().notifications).notifications()
            app.server.pushPromotion(PushPromotion(slideId: "S2", title: "Last days", text: ""), to: ["demo"])
            app.server.pushPromotion(PushPromotion(slideId: "S3", title: "New arrivals", text: "In store now"), to: ["demo"])
            _ = try await firstValue(of: heard, "the second promotion told") {
                $0.content != .promotion(title: "Last days", text: "", style: nil)
            }
            #expect(app.window.banner == nil, "nothing over the checkout")
            #expect(checkout.presentationController?.userSwipeToDismiss() == .dismissed)
            try await waitUntil("the first banner, once the sheet is gone") { app.window.banner is NotificationBanner }
            let first = try #require(app.window.banner as? NotificationBanner)
            #expect(first.messageLabel.text == "Last days")
            #expect(first.openButton.isHidden, "a promotion naming no product opens nothing")
            #expect(first.dismissButton.tap())
            let second = try #require(app.window.banner as? NotificationBanner, "the next one shows after it")
            #expect(second.messageLabel.text == "New arrivals: In store now")
            #expect(second.dismissButton.tap())
            #expect(app.window.banner == nil)
        }
    }
}
