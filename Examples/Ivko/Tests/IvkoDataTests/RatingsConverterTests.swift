import Foundation
import IvkoData
import IvkoModel
import IvkoReviewsService
import Testing

/// The ratings feed's quirks given meaning by the data layer: scales, spellings, dates, entities,
/// duplicates, a missing average, an empty feed, and the feeds that cannot be read at all.
@Suite("Ratings conversion")
struct RatingsConverterTests {
    let converter = RatingsConverter(logger: RatingsHarness.quiet)
    let style: StyleCode

    init() throws {
        style = try #require(StyleCode(rawValue: "W26KD0112"))
    }

    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ReviewsSamples")

    @Test("The quirks sample: scale 10 to 5, counts with a dot, one review per id, no questions, newest first")
    func quirksSample() throws {
        let feed = try ReviewsReading.feed(fromBody: Data(contentsOf: Self.samples.appendingPathComponent("feed-quirks.xml")))
        let summary = try converter.summary(of: feed, for: style)
        #expect(summary.average == 4.3)
        #expect(summary.count == 1_204)
        #expect(summary.reviews.map(\.id) == ["R-48213", "R-47001", "R-46900"], "the duplicate, the question and 'eleven' are left out")
        #expect(summary.reviews.map(\.score) == [4.5, 3.8, 4.0], "9/10, 7,5 of 10 and 80% on the scale of 5")
        #expect(
            summary.reviews.map(\.day) == [CalendarDay(year: 2026, month: 11, day: 2), CalendarDay(year: 2026, month: 10, day: 14), nil])
        #expect(summary.reviews.map(\.isVerifiedPurchase) == [true, false, false])
        let first = try #require(summary.reviews.first)
        #expect(first.title == "Lovely & warm", "an entity escaped twice")
        #expect(first.text.hasPrefix("Fits true to size"))
        #expect(first.text.hasSuffix("I love it."))
        #expect(first.author == "Ana M.")
        let second = summary.reviews[1]
        #expect(second.title == "Café colour, as shown")
        #expect(second.author == "Marko P.")
        #expect(second.text.contains("Order one size up.") && second.text.contains("The sleeves are short."))
        #expect(summary.reviews[2].text.isEmpty)
        #expect(summary.reviews[2].title == "Great value")
    }

    @Test(
        "Score spellings on the feed's scale",
        arguments: [
            ("4,5", "5", 4.5), ("4.5", "5", 4.5), ("5", "5", 5.0), ("0", "5", 0.0), ("8", "10", 4.0), ("7,5", "10", 3.8),
            ("9/10", "5", 4.5), ("3/5", "10", 3.0), ("80%", "5", 4.0), ("100 %", "10", 5.0),
        ])
    func scores(_ score: String, _ scale: String, _ expected: Double) throws {
        let feed = ReviewsFeed(sku: "W26KD0112", scale: scale, reviews: [ReviewsFeedEntry(id: "1", score: score)])
        #expect(try converter.summary(of: feed, for: style).reviews.map(\.score) == [expected])
    }

    @Test(
        "Scores out of their scale or unreadable leave their review out",
        arguments: ["6", "-1", "11/10", "3/0", "120%", "", "-", "★★★", "4,5,6"])
    func unreadableScores(_ score: String) throws {
        let feed = ReviewsFeed(sku: "W26KD0112", scale: "5", reviews: [ReviewsFeedEntry(id: "1", score: score)])
        #expect(try converter.summary(of: feed, for: style).reviews.isEmpty)
    }

    @Test("A missing or unreadable average is the mean of the reviews listed; the count is at least them")
    func missingAverage() throws {
        let reviews = [
            ReviewsFeedEntry(id: "a", score: "4"), ReviewsFeedEntry(id: "b", score: "5"), ReviewsFeedEntry(id: "c", score: "2,5"),
        ]
        for average in [nil, "n/a", "", "-"] as [String?] {
            let summary = try converter.summary(of: ReviewsFeed(sku: "W26KD0112", average: average, reviews: reviews), for: style)
            #expect(summary.average == 3.8, "(4 + 5 + 2,5) / 3, one decimal")
            #expect(summary.count == 3)
        }
        let fewer = try converter.summary(of: ReviewsFeed(sku: "W26KD0112", average: "4", count: "1", reviews: reviews), for: style)
        #expect(fewer.count == 3, "a count below the reviews listed is the reviews listed")
    }

    @Test("An empty feed, a product without reviews: nobody rated it")
    func nobodyRated() throws {
        #expect(try converter.summary(of: .none, for: style) == .none)
        let empty = try converter.summary(of: ReviewsFeed(sku: "w26kd0112", scale: "5"), for: style)
        #expect(empty == .none, "the SKU compares without case")
    }

    @Test("A feed about another product, or on a scale that is no number, cannot be read")
    func unreadableFeeds() {
        #expect(throws: RatingsFeedError.otherProduct(asked: "W26KD0112", found: "S26BL0007")) {
            try converter.summary(of: ReviewsFeed(sku: "S26BL0007"), for: style)
        }
        for scale in ["ten", "0", "1000", "4,5"] {
            #expect(throws: RatingsFeedError.unreadableScale(scale)) {
                try converter.summary(of: ReviewsFeed(sku: "W26KD0112", scale: scale), for: style)
            }
        }
    }
}
