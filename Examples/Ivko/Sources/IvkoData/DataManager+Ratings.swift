public import IvkoModel

extension DataManager {
    /// What a product page shows: the live price and stock (`GET details?style=`, as `details(of:)`)
    /// with the product's ratings from the ratings service merged in. The two are asked at once; the
    /// page waits for the ratings only within their time budget, and a slow, failing or absent
    /// ratings service gives `.unavailable` ratings, never a failure. Only a product page asks for
    /// this: stock checks and Buy Now use `details(of:)`, which never touches the ratings service.
    /// - Throws: what `details(of:)` throws.
    public func detailsWithRatings(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        async let merged = self.ratings(of: style)
        var details = try await details(of: style)
        details.ratings = await merged
        return details
    }

    /// The ratings of `style` alone, within their time budget; `.unavailable(.notConfigured)` when
    /// this data manager has no ratings service.
    public func ratings(of style: StyleCode) async -> ProductRatings {
        guard let reviews else { return .unavailable(.notConfigured) }
        return await reviews.ratings(of: style)
    }
}
