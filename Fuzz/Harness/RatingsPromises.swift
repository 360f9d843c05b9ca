import Foundation
import IvkoModel
import IvkoReviewsService

/// What the model and `RatingsConverter` promise of a converted ratings summary, checked on every
/// summary the fuzzer gets out of a feed.
enum RatingsPromises {
    /// The summary of `feed` keeps the converter's promises (see `IvkoFuzzTargets.ratingsFeed`).
    static func check(_ summary: RatingsSummary, of feed: ReviewsFeed) throws(BrokenInvariant) {
        if feed.sku == nil { try FuzzInvariant.check(summary == .none, "a feed naming no product gave \(summary)") }
        if let average = summary.average { try checkScore(average, "the average") }
        try FuzzInvariant.check(
            summary.count >= summary.reviews.count, "a count of \(summary.count) below the \(summary.reviews.count) reviews listed")
        let notQuestions = feed.reviews.filter { $0.kind?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() != "question" }
        try FuzzInvariant.check(
            summary.reviews.count <= notQuestions.count,
            "\(summary.reviews.count) reviews from \(notQuestions.count) entries that are no question")
        var ids = Set<String>()
        for review in summary.reviews {
            try FuzzInvariant.check(!review.id.isEmpty, "a review without an id")
            try FuzzInvariant.check(ids.insert(review.id).inserted, "review \(review.id) listed twice")
            try checkScore(review.score, "review \(review.id)'s score")
            try checkPlain(review.text, "review \(review.id)'s text")
            for (field, text) in [("title", review.title), ("author", review.author)] {
                guard let text else { continue }
                try FuzzInvariant.check(!text.isEmpty && text != "-", "review \(review.id)'s \(field) is \(text.debugDescription)")
                try checkPlain(text, "review \(review.id)'s \(field)")
            }
        }
        try checkNewestFirst(summary.reviews)
    }

    /// A score on the scale of 5, rounded to one decimal.
    private static func checkScore(_ score: Double, _ what: String) throws(BrokenInvariant) {
        try FuzzInvariant.check((0...RatingsSummary.scale).contains(score), "\(what) is \(score), outside 0…5")
        let tenths = score * 10
        try FuzzInvariant.check(abs(tenths - tenths.rounded()) < 1e-6, "\(what) is \(score), not in one decimal")
    }

    /// Plain text as the converter makes it: no control character but a line break, no no-break space,
    /// no white space at either end, none doubled.
    private static func checkPlain(_ text: String, _ what: String) throws(BrokenInvariant) {
        let scalars = Array(text.unicodeScalars)
        for scalar in scalars where scalar != "\n" {
            try FuzzInvariant.check(
                scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "\u{A0}",
                "\(what) holds U+\(String(scalar.value, radix: 16, uppercase: true)): \(text.debugDescription)")
        }
        let spaces: Set<Unicode.Scalar> = [" ", "\n"]
        if let first = scalars.first, let last = scalars.last {
            try FuzzInvariant.check(!spaces.contains(first) && !spaces.contains(last), "\(what) is not trimmed: \(text.debugDescription)")
        }
        for (one, next) in zip(scalars, scalars.dropFirst()) where spaces.contains(one) && spaces.contains(next) {
            throw FuzzInvariant.broken("\(what) holds white space not collapsed: \(text.debugDescription)")
        }
    }

    /// Reviews with a day newest first, those without one after them.
    private static func checkNewestFirst(_ reviews: [Review]) throws(BrokenInvariant) {
        for (one, next) in zip(reviews, reviews.dropFirst()) {
            switch (one.day, next.day) {
            case (let day?, let nextDay?):
                try FuzzInvariant.check(day >= nextDay, "review \(one.id) of \(day) before \(next.id) of \(nextDay)")
            case (nil, .some): throw FuzzInvariant.broken("review \(one.id) without a day before \(next.id) with one")
            default: break
            }
        }
    }
}
