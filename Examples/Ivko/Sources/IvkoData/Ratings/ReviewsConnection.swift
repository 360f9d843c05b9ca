import IvkoModel
package import IvkoReviewsService
package import Logging

/// The data layer's hold on the ratings service: its API wrapper, the converter of its feed, and the
/// time a product page waits for it. Whatever happens there, the answer is a `ProductRatings` value:
/// the service failing, answering garbage or nothing in time makes the ratings `.unavailable`, never
/// the page's failure.
package struct ReviewsConnection: Sendable {
    /// How long a product page waits for its ratings unless told otherwise.
    package static let defaultBudget: Duration = .milliseconds(1_500)
    /// How many reviews a product page asks for (it shows three; duplicates and questions are left out).
    package static let reviewsPerPage = 5

    private let api: ReviewsAPI
    private let converter: RatingsConverter
    private let budget: Duration
    private let waitOut: @Sendable (Duration) async -> Void
    private let logger: Logger

    /// A connection through `api`.
    /// - Parameters:
    ///   - budget: how long a page waits for the ratings.
    ///   - waitOut: waits out a budget (a sleep; returning early when cancelled is fine). The seam for
    ///     a caller that keeps its own time.
    package init(
        api: ReviewsAPI, budget: Duration = Self.defaultBudget,
        waitOut: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) },
        logger: Logger = Logger(label: "ivko.data")
    ) {
        self.api = api
        self.converter = RatingsConverter(logger: logger)
        self.budget = budget
        self.waitOut = waitOut
        self.logger = logger
    }

    /// The ratings of `style`, or why there are none, within the budget.
    func ratings(of style: StyleCode) async -> ProductRatings {
        let budget = budget
        let waitOut = waitOut
        let logger = logger
        let ratings = await TimeBudget.answer(of: { await fetch(style) }, fallback: .unavailable(.timedOut)) {
            await waitOut(budget)
        }
        if ratings == .unavailable(.timedOut) {
            logger.info("the ratings came too late for the page", metadata: ["style": "\(style.rawValue)", "budget": "\(budget)"])
        }
        return ratings
    }

    /// Asks the service and converts its feed.
    private func fetch(_ style: StyleCode) async -> ProductRatings {
        let feed: ReviewsFeed
        do throws(ReviewsServiceError) {
            feed = try await api.feed(for: style.rawValue, limit: Self.reviewsPerPage)
        } catch .unknownProduct {
            return .rated(.none)
        } catch .cancelled {
            return .unavailable(.timedOut)
        } catch {
            logger.info("no ratings", metadata: ["style": "\(style.rawValue)", "error": "\(error)"])
            return .unavailable(.failed(reason: error.description))
        }
        do throws(RatingsFeedError) {
            return .rated(try converter.summary(of: feed, for: style))
        } catch {
            logger.warning("ratings feed cannot be read", metadata: ["style": "\(style.rawValue)", "error": "\(error)"])
            return .unavailable(.failed(reason: error.description))
        }
    }
}
