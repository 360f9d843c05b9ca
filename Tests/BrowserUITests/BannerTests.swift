import BrowserUI
import Foundation
import Screens
import Testing

/// A window's banner in a browser: a polite live region before the layers, never inert under a
/// sheet, its controls clicked like any other.
@MainActor
@Suite struct BannerTests {
    @Test func aBannerIsAPoliteLiveRegionBeforeTheLayersAndItsButtonIsClicked() throws {
        var opened = 0
        let open = Button(title: "Open") { _ in opened += 1 }
        let banner = StackView(arrangedSubviews: [Label(text: "Order 2026-000123 has shipped"), open], axis: .horizontal)
        let window = makeWindow(root: ContentScreen(title: "Home", [Button(title: "Buy")]))
        let browser = HeadlessBrowser(window: window)
        #expect(!browser.page().contains("role=\"status\""), "no banner, no live region")
        window.banner = banner
        let page = browser.page()
        let region = try #require(page.range(of: "role=\"status\""))
        let layer = try #require(page.range(of: "class=\"layer\""))
        #expect(region.lowerBound < layer.lowerBound, "the banner comes before the layers")
        #expect(page.contains("aria-live=\"polite\""))
        #expect(page.contains("Order 2026-000123 has shipped"))

        let sheet = ContentScreen(title: "Checkout", [Button(title: "Continue")])
        window.rootViewController?.present(sheet, animated: false)
        let withSheet = browser.page()
        let bannerStart = try #require(withSheet.range(of: "class=\"banner\""))
        let bannerTag = withSheet[withSheet[..<bannerStart.lowerBound].lastIndex(of: "<")!..<bannerStart.upperBound]
        #expect(!bannerTag.contains("inert"), "a sheet does not make the banner inert")
        let id = try #require(browser.interface.elementID(of: open))
        #expect(try browser.interface.handle(.click(id)) == .handled)
        #expect(opened == 1)

        window.banner = nil
        #expect(!browser.page().contains("Order 2026-000123"), "a banner let go leaves the page")
    }
}
