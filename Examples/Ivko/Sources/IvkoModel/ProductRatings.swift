/// What a product page knows of the product's ratings, from the ratings service (a provider apart
/// from the shop): its summary and a few reviews, or why there are none to show. The layers above
/// the data layer see only this value, whichever service it came from.
public enum ProductRatings: Hashable, Sendable {
    /// The details were read without asking for ratings (a stock check, Buy Now's choice): nothing
    /// is known, and a page keeps showing what it had.
    case notRequested
    /// The service's summary and reviews (`RatingsSummary.count` is 0 when nobody rated it yet).
    case rated(RatingsSummary)
    /// The ratings could not be had for the page, and why.
    case unavailable(RatingsUnavailability)
}
