import Foundation
package import IvkoModel
package import IvkoReviewsService
package import Logging

/// Converts the ratings service's feed (`ReviewsFeed`, the service's text) into the model's
/// `RatingsSummary`, handling each of the feed's quirks deliberately:
/// - scores on the feed's scale (5 or 10, `"4,5"` with a decimal comma), as fractions (`"9/10"`) or
///   percentages (`"80%"`), all brought to the scale of 5;
/// - a missing or unreadable average: the mean of the reviews listed, or none when nobody rated;
/// - a missing count: the reviews listed; a count below them: them;
/// - dates in ISO 8601 or the shop's `dd.MM.yyyy` (the day as written); an unreadable one: no day;
/// - titles and texts with HTML and entities (written twice, `&amp;eacute;`): plain text;
/// - the same review id twice: the first is kept; a `question` entry is no review and is left out,
///   and so is a review whose score cannot be read; kinds the contract does not list are plain reviews;
/// - an empty feed: nobody rated the product.
/// A feed about another product, or with a scale that is no number, is a `RatingsFeedError`.
package struct RatingsConverter: Sendable {
    private let logger: Logger

    /// A converter logging what it leaves out to `logger`.
    package init(logger: Logger = Logger(label: "ivko.data")) {
        self.logger = logger
    }

    /// The summary of `feed`, asked for the product with `style`.
    package func summary(of feed: ReviewsFeed, for style: StyleCode) throws(RatingsFeedError) -> RatingsSummary {
        guard let sku = feed.sku.map(TextTrimming.trimmed) else { return .none }
        guard sku.caseInsensitiveCompare(style.rawValue) == .orderedSame else {
            throw .otherProduct(asked: style.rawValue, found: sku)
        }
        let scale = try Self.scale(of: feed)
        let reviews = readReviews(feed.reviews, scale: scale, sku: sku)
        let listedMean =
            reviews.isEmpty ? nil : RatingScore.rounded(reviews.map(\.score).reduce(0, +) / Double(reviews.count))
        let average = feed.average.flatMap { RatingScore.onScaleOfFive($0, scale: scale) }
        if average == nil, let text = feed.average, !TextTrimming.isEmptyValue(TextTrimming.trimmed(text)) {
            logger.info("unreadable ratings average; the reviews' mean is shown", metadata: ["sku": "\(sku)", "average": "\(text)"])
        }
        let count = feed.count.map(TextTrimming.trimmed).flatMap { $0.isEmpty ? nil : IntegerParser.integer(from: $0) }
        return RatingsSummary(average: average ?? listedMean, count: count ?? reviews.count, reviews: Self.newestFirst(reviews))
    }

    /// The feed's scale: 5 when it names none.
    private static func scale(of feed: ReviewsFeed) throws(RatingsFeedError) -> Double {
        guard let text = feed.scale.map(TextTrimming.trimmed), !text.isEmpty else { return 5 }
        guard let scale = IntegerParser.integer(from: text), (1...100).contains(scale) else { throw .unreadableScale(text) }
        return Double(scale)
    }

    /// The readable reviews, each id once, in the feed's order.
    private func readReviews(_ entries: [ReviewsFeedEntry], scale: Double, sku: String) -> [Review] {
        var seen = Set<String>()
        var reviews: [Review] = []
        for (index, entry) in entries.enumerated() {
            let id = entry.id.map(TextTrimming.trimmed).flatMap { $0.isEmpty ? nil : $0 } ?? "\(sku)#\(index)"
            guard seen.insert(id).inserted else {
                logger.debug("duplicate review left out", metadata: ["sku": "\(sku)", "review": "\(id)"])
                continue
            }
            let kind = entry.kind.map(TextTrimming.trimmed)?.lowercased() ?? ""
            guard kind != "question" else { continue }
            guard let score = entry.score.flatMap({ RatingScore.onScaleOfFive($0, scale: scale) }) else {
                logger.info(
                    "review with an unreadable score left out",
                    metadata: ["sku": "\(sku)", "review": "\(id)", "score": "\(entry.score ?? "none")"])
                continue
            }
            reviews.append(
                Review(
                    id: id, score: score, author: Self.text(entry.author), day: entry.submitted.flatMap(Self.day),
                    title: Self.text(entry.title), text: Self.text(entry.body) ?? "",
                    isVerifiedPurchase: kind == "verified-buyer" || kind == "verified"))
        }
        return reviews
    }

    /// Plain text of a field: markup and entities (also those written twice) resolved; `nil` when empty.
    private static func text(_ raw: String?) -> String? {
        guard let raw else { return nil }
        var text = HTMLText.plainText(raw)
        // `&amp;eacute;` reads as `&eacute;` once the XML is decoded, and as `é` once more.
        if text.contains("&") { text = HTMLText.plainText(text) }
        return TextTrimming.isEmptyValue(text) ? nil : text
    }

    /// The day of `text`: ISO 8601 (`2026-11-02`, `2026-11-02T08:15:00Z`) or `dd.MM.yyyy`.
    private static func day(_ text: String) -> CalendarDay? {
        let text = TextTrimming.trimmed(text)
        guard !text.isEmpty else { return nil }
        return (DateParser.isoDate(text) ?? DateParser.shopDate(text))?.day
    }

    /// The reviews newest first; those without a day after them, in the feed's order.
    private static func newestFirst(_ reviews: [Review]) -> [Review] {
        reviews.enumerated().sorted { left, right in
            switch (left.element.day, right.element.day) {
            case (let leftDay?, let rightDay?) where leftDay != rightDay: leftDay > rightDay
            case (.some, nil): true
            case (nil, .some): false
            default: left.offset < right.offset
            }
        }.map(\.element)
    }
}
