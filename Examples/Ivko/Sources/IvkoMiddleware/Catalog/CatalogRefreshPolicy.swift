/// How often the catalog manager refreshes each part of the local catalog from the backend.
public struct CatalogRefreshPolicy: Sendable, Hashable {
    /// The product export (a full import): daily by default.
    public var products: Duration
    /// The home screen promotions: every two hours by default.
    public var promotions: Duration
    /// Seasons, themes and colours: daily by default.
    public var reference: Duration
    /// How often the background refresh checks what is due.
    public var checkInterval: Duration

    /// A policy; the defaults are the shop's.
    public init(
        products: Duration = .seconds(24 * 3_600), promotions: Duration = .seconds(2 * 3_600),
        reference: Duration = .seconds(24 * 3_600), checkInterval: Duration = .seconds(5 * 60)
    ) {
        self.products = products
        self.promotions = promotions
        self.reference = reference
        self.checkInterval = checkInterval
    }
}
