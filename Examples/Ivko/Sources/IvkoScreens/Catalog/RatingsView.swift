import Foundation
public import IvkoModel
public import Screens

/// A product's ratings on its page: `★ 4,3 of 5 · 128 ratings` and a few short reviews, "No ratings
/// yet." when nobody rated it, or "Ratings are not available right now." when the ratings service was
/// slow, failing or absent. Hidden until the page's details arrive; details read without ratings
/// (after a stock check) leave what it shows as it was.
@MainActor
public final class RatingsView: StackView {
    /// What the page says when the ratings could not be had.
    public static let unavailableText = "Ratings are not available right now."
    /// What the page says when nobody rated the product yet.
    public static let noRatingsText = "No ratings yet."
    /// The most reviews shown.
    public static let shownReviews = 3
    /// The most characters of a review's text shown.
    public static let textLimit = 120

    /// The summary line, or the sentence saying there is none.
    public let summaryLabel = Label().identified("product.ratings")
    /// One label per review shown, newest first.
    public private(set) var reviewLabels: [Label] = []
    /// The ratings shown; `nil` (or only `.notRequested` so far) while there are none.
    public private(set) var ratings: ProductRatings?

    /// An empty, hidden ratings view.
    public init() {
        super.init(axis: .vertical)
        addArrangedSubview(summaryLabel)
        isHidden = true
    }

    /// Shows `ratings`; `.notRequested` and `nil` keep what is shown.
    public func show(_ ratings: ProductRatings?) {
        guard let ratings, ratings != .notRequested, ratings != self.ratings else { return }
        self.ratings = ratings
        for label in reviewLabels { label.removeFromSuperview() }
        reviewLabels = []
        isHidden = false
        switch ratings {
        case .notRequested:
            break
        case .unavailable:
            summaryLabel.text = Self.unavailableText
        case .rated(let summary):
            summaryLabel.text = Self.summaryText(summary)
            reviewLabels = summary.reviews.prefix(Self.shownReviews).enumerated().map { index, review in
                Label(text: Self.reviewText(review)).identified("product.review.\(index)")
            }
            for label in reviewLabels { addArrangedSubview(label) }
        }
    }

    /// `★ 4,3 of 5 · 128 ratings`, or "No ratings yet.".
    public static func summaryText(_ summary: RatingsSummary) -> String {
        guard summary.count > 0 else { return noRatingsText }
        let count = summary.count == 1 ? "1 rating" : "\(ShopFormat.count(summary.count)) ratings"
        guard let average = summary.average else { return count }
        return "★ \(score(average)) of 5 · \(count)"
    }

    /// `★ 4,5 “Lovely and warm” Fits true to size. (Ana M., 2.11.2026.)`, the text cut at `textLimit`.
    public static func reviewText(_ review: Review) -> String {
        var parts = ["★ \(score(review.score))"]
        if let title = review.title { parts.append("“\(title)”") }
        if !review.text.isEmpty {
            parts.append(review.text.count > textLimit ? String(review.text.prefix(textLimit - 1)) + "…" : review.text)
        }
        let byline = [review.author, review.day.map(ShopFormat.day)].compactMap(\.self)
        if !byline.isEmpty { parts.append("(\(byline.joined(separator: ", ")))") }
        return parts.joined(separator: " ")
    }

    /// A score with one decimal, as the shop writes numbers (`4,5`).
    private static func score(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(1)).locale(ShopFormat.locale))
    }
}
