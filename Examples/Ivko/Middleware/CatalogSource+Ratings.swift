package import IvkoModel

extension CatalogSource {
    /// For a source that has no ratings service (an in-memory source of a test): the live details,
    /// their ratings not configured. `DataManager` merges the ratings service's answer in instead.
    package func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        var details = try await details(of: style)
        details.ratings = .unavailable(.notConfigured)
        return details
    }
}
