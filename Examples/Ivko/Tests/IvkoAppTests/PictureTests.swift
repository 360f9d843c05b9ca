import AsyncTestSupport
import Coordinators
import Foundation
import IvkoApp
import IvkoBackend
import IvkoComposition
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// Pictures: the files come from the asset manager after the screen shows, and a picture that
/// cannot be had leaves its text alternative and the screen usable.
@MainActor
@Suite struct PictureTests {
    @Test(.stretchedTimeLimit(minutes: 5))
    func aProductPageAndHomesSlidesShowTheirPicturesOnceTheFilesArrive() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            let catalog = try #require(main.catalog)
            let home = try #require(catalog.viewControllers.first as? HomeViewController)
            try await waitUntil("Home shows promotions", timeLimit: .seconds(30)) { !home.slides.isEmpty }
            try await waitUntil("the slides' pictures arrive", timeLimit: .seconds(30)) {
                home.slides.allSatisfy { $0.promotion.image == nil || $0.imageFile != nil }
            }
            let pictured = try #require(home.slides.first { $0.imageFile != nil }, "the fixture's promotions have pictures")
            #expect(FileManager.default.fileExists(atPath: try #require(pictured.imageFile)))
            let index = try #require(home.slides.firstIndex(of: pictured))
            let cell = try #require(home.promoContainerCell?.carousel.cellForItem(at: IndexPath(item: index, section: 0)) as? PromoCell)
            #expect(cell.imageView.imagePath == pictured.imageFile, "the cell shows the file")

            let style = try #require(app.server.catalog.products.first { $0.isActive && !$0.images.allPaths.isEmpty }?.style)
            try await catalog.send(Display(ShopPage.product(style: style)))
            let detail = try #require(catalog.viewControllers.last as? ProductDetailViewController)
            try await waitUntil("the product's picture arrives", timeLimit: .seconds(30)) { detail.imageFile != nil }
            let file = try #require(detail.imageFile)
            #expect(FileManager.default.fileExists(atPath: file))
            #expect(detail.imageView.imagePath == file)
            #expect(detail.imageView.isHidden == false)
        }
    }

    @Test(.stretchedTimeLimit(minutes: 5))
    func aPictureThatCannotBeDownloadedLeavesTheTextAlternativeAndAUsablePage() async throws {
        try await LiveApp.with { app in
            app.launch()
            let main = try await app.signInToMain()
            let catalog = try #require(main.catalog)
            let product = try #require(
                app.server.catalog.products.first { product in
                    product.isActive && !product.images.allPaths.isEmpty && product.stock.contains { $0.quantity > 0 }
                })
            app.server.faults.script(.serverError, path: "assets/*", count: 1_000)
            try await catalog.send(Display(ShopPage.product(style: product.style)))
            let detail = try #require(catalog.viewControllers.last as? ProductDetailViewController)
            try await waitUntil("the product and its stock load", timeLimit: .seconds(30)) {
                detail.product != nil && detail.details != nil
            }
            try await waitUntil("the picture's download was tried and failed", timeLimit: .seconds(30)) {
                product.images.allPaths.contains { app.server.counters.requests(to: "assets/" + $0) > 0 }
                    && app.live.networkActivity.inFlight == 0
            }

            #expect(detail.imageFile == nil)
            #expect(detail.imageView.imagePath == nil)
            #expect(detail.imageView.isHidden == false, "the picture's place shows its text alternative")
            #expect(detail.imageView.accessibilityLabel == detail.product?.name)
            #expect(detail.problem == nil, "a missing picture is no failure of the page")
            #expect(detail.statusView.status == .hidden)
            let stocked = try #require(product.stock.first { $0.quantity > 0 })
            let color = try #require(
                detail.colorChoices.arrangedSubviews.first { $0.accessibilityIdentifier == "color.\(stocked.color)" } as? Button)
            #expect(color.tap())
            let size = try #require(
                detail.sizeChoices.arrangedSubviews.first { $0.accessibilityIdentifier == "size.\(stocked.size)" } as? Button)
            #expect(size.tap())
            #expect(detail.addToCartButton.isEnabled, "the page can still be used to buy")
            app.server.faults.clearScript()
        }
    }
}
