import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

/// The product page's ratings: the summary and a few reviews, "no ratings yet", or the sentence saying
/// the ratings are not available; a stock check's details without ratings keep what is shown.
@MainActor
@Suite("Product ratings")
struct RatingsViewTests {
    static let summary = RatingsSummary(
        average: 4.3, count: 1_280,
        reviews: [
            Review(
                id: "a", score: 4.5, author: "Ana M.", day: CalendarDay(year: 2026, month: 11, day: 2), title: "Lovely & warm",
                text: "Fits true to size.", isVerifiedPurchase: true),
            Review(id: "b", score: 3, text: String(repeating: "long ", count: 40)),
            Review(id: "c", score: 5, title: "Top"),
            Review(id: "d", score: 1, title: "Not shown: three at most"),
        ])

    func page(ratings: ProductRatings) -> ProductDetailViewController {
        let page = ProductDetailViewController(style: Sample.sequinDress.style, product: Sample.sequinDress)
        var details = Sample.sequinDetails
        details.ratings = ratings
        page.details = details
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        page.colorTable = Sample.colorTable
        return page
    }

    @Test("Rated: the summary line and three short reviews under the buttons")
    func rated() throws {
        let page = page(ratings: .rated(Self.summary))
        _ = standIn(showing: page)
        let lines = renderedLines(of: page.view)
        #expect(lines.contains("label: ★ 4,3 of 5 · 1.280 ratings"))
        #expect(lines.contains("label: ★ 4,5 “Lovely & warm” Fits true to size. (Ana M., 2.11.2026.)"))
        #expect(lines.contains("label: ★ 5,0 “Top”"))
        #expect(!lines.contains { $0.contains("Not shown") })
        let long = try find(Label.self, "product.review.1", in: page.view)
        #expect(long.text?.count == "★ 3,0 ".count + RatingsView.textLimit, "a long text is cut with an ellipsis")
        #expect(long.text?.hasSuffix("…") == true)
        let buttons = try #require(lines.firstIndex(of: "button: Add to cart"))
        let ratings = try #require(lines.firstIndex(of: "label: ★ 4,3 of 5 · 1.280 ratings"))
        #expect(buttons < ratings)
    }

    @Test(
        "Slow, failing or absent: the page shows without ratings and says so",
        arguments: [RatingsUnavailability.timedOut, .failed(reason: "HTTP 500"), .notConfigured])
    func unavailable(_ why: RatingsUnavailability) throws {
        let page = page(ratings: .unavailable(why))
        _ = standIn(showing: page)
        #expect(try find(Label.self, "product.ratings", in: page.view).text == "Ratings are not available right now.")
        #expect(page.ratingsView.reviewLabels.isEmpty)
        #expect(page.statusView.status == .hidden, "the page itself is fine")
        #expect(try find(Label.self, "product.stock", in: page.view).text == "Choose a size")
    }

    @Test("Nobody rated it yet; one rating without an average")
    func noRatings() {
        #expect(RatingsView.summaryText(.none) == "No ratings yet.")
        #expect(RatingsView.summaryText(RatingsSummary(average: nil, count: 1)) == "1 rating")
    }

    @Test("Hidden until the details arrive; details read without ratings keep what is shown")
    func keptAcrossAStockCheck() throws {
        let page = ProductDetailViewController(style: Sample.sequinDress.style, product: Sample.sequinDress)
        _ = standIn(showing: page)
        #expect(page.ratingsView.isHidden)
        var details = Sample.sequinDetails
        details.ratings = .rated(Self.summary)
        page.details = details
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        #expect(!page.ratingsView.isHidden)
        details.ratings = .notRequested
        page.details = details
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        #expect(page.ratingsView.ratings == .rated(Self.summary))
        #expect(try find(Label.self, "product.ratings", in: page.view).text == "★ 4,3 of 5 · 1.280 ratings")
    }
}
