import AsyncTestSupport
import Foundation
import IvkoData
import IvkoModel
import Networking
import NetworkingTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The data layer merges the ratings service's answer into a product page's details: the page never
/// fails for the ratings, waits for them only within their budget, and nothing but the page asks.
@Suite("Ratings merged into a product page")
struct RatingsMergeTests {
    let style: StyleCode

    init() throws {
        style = try #require(StyleCode(rawValue: "W26NR0031"))
    }

    static func feedReply(_ text: String = RatingsHarness.feed) -> StubTransport.Reply {
        .text(200, text, headers: ["Content-Type": "application/xml"])
    }

    @Test("Both services answer: the page has its live stock and its ratings")
    func bothAnswer() async throws {
        let harness = try RatingsHarness { _, _ in Self.feedReply() }
        let details = try await harness.manager.detailsWithRatings(of: style)
        #expect(details.style == style)
        #expect(details.stock.total == 11, "the details sample's stock, as details(of:) reads it")
        guard case .rated(let summary) = details.ratings else {
            Issue.record("expected ratings, got \(details.ratings)")
            return
        }
        #expect(summary.average == 4.3)
        #expect(summary.count == 128)
        #expect(summary.reviews.map(\.id) == ["a", "b"])
        #expect(summary.reviews.map(\.score) == [5.0, 3.5])
        #expect(harness.reviews?.requests.map(\.url?.absoluteString) == ["http://reviews.test/rr/v2/products/W26NR0031.xml?max=5"])
    }

    @Test("Stock reads (Buy Now, the cart's checks) never ask the ratings service")
    func stockReadsDoNotAsk() async throws {
        let harness = try RatingsHarness { _, _ in Self.feedReply() }
        let details = try await harness.manager.details(of: style)
        #expect(details.ratings == .notRequested)
        #expect(harness.reviews?.requests.isEmpty == true)
        #expect(harness.shop.requests.count == 1)
    }

    @Test(
        "The ratings service failing: the page comes with its stock, its ratings unavailable",
        arguments: [
            StubTransport.Reply.text(500, "<html>boom</html>"), .text(200, "\u{1}garbage"),
            .text(200, "<!DOCTYPE html><html><head><title>Maintenance</title></head></html>"),
            .failure(.cannotConnect(reason: "refused")),
            RatingsMergeTests.feedReply("<ratingsFeed version=\"2.1\"><product sku=\"S26BL0007\"/></ratingsFeed>"),
        ])
    func failing(_ reply: StubTransport.Reply) async throws {
        let harness = try RatingsHarness { _, _ in reply }
        let details = try await harness.manager.detailsWithRatings(of: style)
        #expect(details.stock.total == 11)
        guard case .unavailable(.failed) = details.ratings else {
            Issue.record("expected failed ratings, got \(details.ratings)")
            return
        }
    }

    @Test("A product the ratings service does not know, or an empty feed: nobody rated it")
    func nobodyRated() async throws {
        for reply in [
            Self.feedReply("<ratingsFeed version=\"2.1\"><error code=\"UNKNOWN_SKU\">W26NR0031</error></ratingsFeed>"), .text(200, ""),
        ] {
            let harness = try RatingsHarness { _, _ in reply }
            #expect(try await harness.manager.detailsWithRatings(of: style).ratings == .rated(.none))
        }
    }

    @Test("A slow ratings service: once the budget is spent the page comes without ratings")
    func slow() async throws {
        let held = Gate()
        let budgetSpent = Gate()
        let harness = try RatingsHarness(
            reviews: { _, _ in
                await held.pass()
                return Self.feedReply()
            }, waitOut: { _ in await budgetSpent.pass() })
        let manager = harness.manager
        let style = style
        let page = Task { try await manager.detailsWithRatings(of: style) }
        try await waitUntil("the ratings request is held", timeLimit: .seconds(60)) { held.arrivals == 1 }
        try await waitUntil("the page waits out its budget", timeLimit: .seconds(60)) { budgetSpent.arrivals == 1 }
        budgetSpent.open()
        let details = try await page.boundedValue("the page without its ratings", timeLimit: .seconds(60))
        #expect(details.ratings == .unavailable(.timedOut))
        #expect(details.stock.total == 11)
        held.open()
    }

    @Test("The live budget: a ratings request that never answers costs the page its budget, no more")
    func liveBudget() async throws {
        let held = Gate()
        let harness = try RatingsHarness(
            reviews: { _, _ in
                await held.pass()
                return Self.feedReply()
            }, budget: .milliseconds(50))
        let started = ContinuousClock.now
        let details = try await withTimeLimit("the page", within: .seconds(10)) { [manager = harness.manager, style] in
            try await manager.detailsWithRatings(of: style)
        }
        #expect(details.ratings == .unavailable(.timedOut))
        #expect(ContinuousClock.now - started >= .milliseconds(50))
        held.open()
    }

    @Test("No ratings service configured: the page says ratings are not available")
    func absent() async throws {
        let harness = try RatingsHarness(reviews: nil)
        #expect(try await harness.manager.detailsWithRatings(of: style).ratings == .unavailable(.notConfigured))
        #expect(await harness.manager.ratings(of: style) == .unavailable(.notConfigured))
    }

    @Test("The shop failing fails the page, whatever the ratings: it does not wait for them")
    func shopFails() async throws {
        let held = Gate()
        let harness = try RatingsHarness(
            shop: .text(404, "<html>no</html>", headers: ["Content-Type": "text/html"]),
            reviews: { _, _ in
                await held.pass()
                return Self.feedReply()
            })
        await #expect(throws: ShopError.self) {
            try await withTimeLimit("the failing page", within: .seconds(10)) { [manager = harness.manager, style] in
                try await manager.detailsWithRatings(of: style)
            }
        }
        held.open()
    }
}
