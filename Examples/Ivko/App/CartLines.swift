import IvkoMiddleware
import IvkoModel
import IvkoScreens

/// The cart's lines as the screens show them: the cart manager's entries named from the catalog.
enum CartLines {
    /// The lines of `snapshot`, with product and colour names from `catalog` where it knows them.
    static func summaries(of snapshot: CartSnapshot, catalog: CatalogManager) async -> [CartLineSummary] {
        let colors = try? await catalog.colorTable()
        var lines: [CartLineSummary] = []
        for entry in snapshot.entries {
            let product = try? await catalog.product(entry.item.style)
            lines.append(ShopValues.line(entry, product: product, colors: colors))
        }
        return lines
    }
}
