import Coordinators
import Foundation
import IvkoApp
import IvkoScreens
import Networking
import Screens
import Testing

/// What the fuzzers found, written as plain tests of the readers (each input is also kept in
/// `Fuzz/Corpus/`, where the harness replays it).
@MainActor
@Suite("Fuzz findings")
struct FuzzFindingsTests {
    private func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test("a shop link whose parameter is not percent-encoded UTF-8 is refused, not read as an empty one")
    func shopLinkWithUndecodableParameter() throws {
        for text in ["ivko://product/%FF", "ivko://category/%C3%28", "ivko://product/a%E2%82", "ivko://order/%FF"] {
            guard let link = URL(string: text) else { continue }
            #expect(throws: InvalidLink.self, "\(text)") { try ShopLinks.navigation(for: link) }
        }
    }

    @Test("a shop link parameter holding a slash or other reserved characters reads back from the link written for it")
    func shopLinkParameterRoundTrip() throws {
        for page in [
            ShopPage.product(style: "a/b"), .category(name: "Coats/Jackets"), .category(name: "50% off?"), .product(style: "#1"),
            .order(number: "2026/000123"),
        ] {
            let written = try #require(ShopLinks.url(for: page), "\(page)")
            let read = try ShopLinks.navigation(for: written)
            #expect(read.paths.first?.pages.last == page, "\(written.absoluteString)")
        }
        let slash = try ShopLinks.navigation(for: url("ivko://product/a%2Fb"))
        #expect(slash.paths.first?.pages == [.home, .product(style: "a/b")])
    }

    @Test("a Retry-After that is not ASCII is no HTTP date (Foundation's DateFormatter trapped on it)")
    func nonASCIIRetryAfterDate() {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(RetryAfter.delay(from: "Sun\u{05B1}ov 6 07:4:7 994", now: now) == nil)
        #expect(RetryAfter.httpDate("Sun, 06 Nov 1994 08:49:37 GM\u{0422}") == nil)
        #expect(RetryAfter.httpDate("Sun, 06 Nov 1994 08:49:37 GMT") != nil)
    }

    @Test("a navigation naming a stack twice is applied by its last path, whatever the stack shows")
    func stackNamedTwice() throws {
        let search = SceneNavigation<ShopPage>(
            paths: [
                PagePath(stack: "catalog", pages: [.home, .search]), PagePath(stack: "catalog", pages: [.home]),
            ], selectedStack: "catalog")
        let product = SceneNavigation<ShopPage>(
            paths: [
                PagePath(stack: "catalog", pages: [.home, .search]), PagePath(stack: "catalog", pages: [.home, .product(style: "X")]),
            ], selectedStack: "catalog")
        for (navigation, expected) in [(search, [ShopPage.home]), (product, [.home, .product(style: "X")])] {
            let tabs = TwoStackTabs()
            tabs.start()
            #expect(tabs.restoreNavigation(from: try navigation.restorationData()) == .applied)
            #expect(tabs.stack(named: "catalog")?.pages == expected)
        }
    }
}

/// A tab bar with the shop's catalog and cart stacks, making a plain screen for every page.
@MainActor
private final class TwoStackTabs: PageTabBarCoordinator<ShopPage> {
    override func start() {
        super.start()
        setStacks([PlainStack(rootPage: .home, identifier: "catalog"), PlainStack(rootPage: .cart, identifier: "cart")])
    }
}

/// A stack owning the pages of its root page's tab.
@MainActor
private final class PlainStack: PageStackCoordinator<ShopPage> {
    override func canShow(_ page: ShopPage) -> Bool { page.tab == rootPage.tab }
    override func viewController(for page: ShopPage) throws -> ViewController { ViewController() }
}
