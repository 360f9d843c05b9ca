import IvkoData
import IvkoModel

extension CatalogCalls {
    /// For a fake shop, which has no ratings service: the live details, their ratings not configured.
    /// The data layer's `CatalogDataManager` merges the ratings service's answer in instead.
    func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        var details = try await details(of: style)
        details.ratings = .unavailable(.notConfigured)
        return details
    }
}
