/// Which parts of the catalog changed in a refresh.
public struct CatalogChange: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// A change from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The products (and so the categories).
    public static let products = CatalogChange(rawValue: 1 << 0)
    /// The seasons and their themes.
    public static let seasons = CatalogChange(rawValue: 1 << 1)
    /// The colour table.
    public static let colors = CatalogChange(rawValue: 1 << 2)
    /// The promotions.
    public static let promotions = CatalogChange(rawValue: 1 << 3)
}
