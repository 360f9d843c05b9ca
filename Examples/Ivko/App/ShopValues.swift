public import IvkoMiddleware
public import IvkoModel
public import IvkoScreens

/// How the coordinators turn the managers' values into the screens' display values.
public enum ShopValues {
    /// The cart screen's lines for `snapshot`, with product and colour names from `catalog` where it
    /// knows them.
    static func lines(of snapshot: CartSnapshot, catalog: CatalogManager) async -> [CartLineSummary] {
        let colors = try? await catalog.colorTable()
        var lines: [CartLineSummary] = []
        for entry in snapshot.entries {
            let product = try? await catalog.product(entry.item.style)
            lines.append(line(entry, product: product, colors: colors))
        }
        return lines
    }

    /// The cart screen's line for `entry`, named from `product` and `colors` when they are known
    /// (a product the catalog no longer has still shows, under its style code).
    public static func line(_ entry: CartEntry, product: Product?, colors: ColorTable?) -> CartLineSummary {
        CartLineSummary(
            item: entry.item, productName: product?.name, colorName: colors?.names[entry.item.color],
            unitPrice: entry.unitPrice ?? product?.price.current,
            availability: entry.availability, picture: product?.images.grid
        )
    }

    /// The pieces `snapshot` holds of each colour and size of `style`, for a product page.
    public static func piecesInCart(of style: StyleCode, in snapshot: CartSnapshot) -> [Stock.Variant: Int] {
        snapshot.entries.reduce(into: [:]) { pieces, entry in
            guard entry.item.style == style else { return }
            pieces[Stock.Variant(color: entry.item.color, size: entry.item.size), default: 0] += entry.item.quantity.value
        }
    }

    /// The problem a screen shows for `shortage`: the product and colour named as the screens name
    /// them (never by code), with the stock available when it is known.
    public static func problem(_ shortage: StockShortage) -> ScreenProblem {
        .notEnoughStock(
            product: shortage.productName ?? shortage.item.style.rawValue,
            variant: ShopFormat.variant(colorName: shortage.colorName, size: shortage.item.size), available: shortage.available
        )
    }
}
