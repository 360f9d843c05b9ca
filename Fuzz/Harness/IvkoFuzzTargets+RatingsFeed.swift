import Foundation
import IvkoData
import IvkoModel
import IvkoReviewsService
import Logging

extension IvkoFuzzTargets {
    /// The ratings feed, the second provider's outside input: the bytes as the body of a 2xx answer
    /// of the ratings service, read by its API wrapper (`ReviewsReading.feed(fromBody:contentType:)`,
    /// XMLCoder underneath) and, when that gives a feed, converted by the data layer's
    /// `RatingsConverter` for the product `RatingsFeedInput.style` (the samples' product).
    ///
    /// The wrapper may refuse only as a body can be refused (not the feed's XML, an HTML page, the
    /// service's own `<error>`), and reads a blank body as no ratings. A converted summary keeps
    /// what the model and the converter promise: an average and every score 0…5 in one decimal, a
    /// count of at least the reviews listed, each review id once and never a `question`, the reviews
    /// newest first, and texts that are plain: no control characters, no no-break spaces, white space
    /// collapsed and trimmed, no empty title or author. (Markup is not checked: the converter keeps a
    /// `<` that starts no tag, and an entity written three times legitimately reads as `<b>`.)
    public static func ratingsFeed(_ bytes: [UInt8]) -> FuzzOutcome {
        FuzzInvariant.outcome { () throws(BrokenInvariant) in try ratingsFeedInput(bytes) }
    }

    private static func ratingsFeedInput(_ bytes: [UInt8]) throws(BrokenInvariant) -> FuzzOutcome {
        let body = Data(bytes)
        let feed: ReviewsFeed
        do throws(ReviewsServiceError) {
            feed = try ReviewsReading.feed(fromBody: body, contentType: RatingsFeedInput.contentType)
        } catch {
            switch error {
            case .invalidDocument, .errorPage, .unknownProduct, .service: return .rejected(error: error.description)
            case .server, .unexpectedStatus, .network, .cancelled, .invalidRequest, .credentialsRefused, .untrustedServer:
                throw FuzzInvariant.broken("a body alone was refused as \(error)")
            }
        }
        if RatingsFeedInput.isBlank(bytes) {
            try FuzzInvariant.check(feed == .none, "a blank body read as \(feed)")
        }
        let summary: RatingsSummary
        do throws(RatingsFeedError) {
            summary = try ratingsConverter.summary(of: feed, for: RatingsFeedInput.style)
        } catch {
            if case .otherProduct(_, let found) = error {
                try FuzzInvariant.check(
                    found.caseInsensitiveCompare(RatingsFeedInput.style.rawValue) != .orderedSame,
                    "the feed of \(found) was refused as another product's")
            }
            return .rejected(error: error.description)
        }
        try RatingsPromises.check(summary, of: feed)
        return .value(summary: "\(summary.reviews.count) reviews of \(summary.count), average \(summary.average.map { "\($0)" } ?? "none")")
    }

    /// A RatingsConverter that logs nothing (left-out reviews would flood the fuzzer's output).
    static let ratingsConverter = RatingsConverter(logger: Logger(label: "ivko.data", factory: { _ in SwiftLogNoOpLogHandler() }))
}
