import Coordinators
import Foundation
import IvkoApp
import IvkoReviewsService
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
            let written = ShopLinks.url(for: page)
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

    @Test(
        "a ratings feed that is not UTF-8 is an invalid document (Foundation's XMLParser trapped on a tag or attribute name that is not)",
        arguments: [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><ratingsFeed version=\"2.1\"><product sku=\"W26KD0112\"><revie\u{FF}w id=\"a\">",
            "<ratingsFeed version=\"2.1\"><product sku=\"W26KD0112\" s\u{FF}cale=\"5\"/></ratingsFeed>", "<a\u{FF}>",
            "<ratingsFeed version=\"2.1\"><product sku=\"W26KD0112\"><author>Ana \u{FF}</author></product></ratingsFeed>",
        ])
    func ratingsFeedNotUTF8(feed: String) {
        // Each `\u{FF}` stands for the byte 0xFF, which no UTF-8 text holds.
        let bytes = feed.unicodeScalars.flatMap { $0 == "\u{FF}" ? [0xFF] : Array(String($0).utf8) }
        let error = #expect(throws: ReviewsServiceError.self) {
            try ReviewsReading.feed(fromBody: Data(bytes), contentType: "application/xml")
        }
        guard case .invalidDocument(let reason)? = error else {
            if let error { Issue.record("refused as \(error), not as an invalid document") }
            return
        }
        #expect(reason.hasPrefix("not UTF-8"), "\(reason)")
    }

    @Test(
        "a ratings feed with a data-less processing instruction, or a DOCTYPE that can hold one, is refused (XMLParser crashed on one)",
        arguments: [
            "<?x?>\n<ratingsFeed version=\"2.1\"><product sku=\"W26KD0112\"/></ratingsFeed>",
            "<ratingsFeed version=\"2.1\"><?x?></ratingsFeed>",
            "<ratingsFeed version=\"2.1\"/><?name?>",
            "<!DOCTYPE a [<!ENTITY e \"&#60;?x?&#62;\">]><ratingsFeed version=\"2.1\"><product sku=\"W26KD0112\">&e;</product></ratingsFeed>",
        ])
    func ratingsFeedProcessingInstructionWithoutData(feed: String) {
        let error = #expect(throws: ReviewsServiceError.self) {
            try ReviewsReading.feed(fromBody: Data(feed.utf8), contentType: "application/xml")
        }
        guard case .invalidDocument? = error else {
            if let error { Issue.record("refused as \(error), not as an invalid document") }
            return
        }
    }

    @Test("a processing instruction with data, and `<?x?>` as CDATA text, are read as before")
    func ratingsFeedProcessingInstructionWithData() throws {
        let feed = try ReviewsReading.feed(
            fromBody: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet href="a.xsl"?><ratingsFeed version="2.1">\
                <product sku="W26KD0112"><review id="1"><score>4</score><body><![CDATA[a <?b ?>]]></body></review></product>\
                </ratingsFeed>
                """.utf8))
        #expect(feed.sku == "W26KD0112")
        #expect(feed.reviews.map(\.body) == ["a <?b ?>"])
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
