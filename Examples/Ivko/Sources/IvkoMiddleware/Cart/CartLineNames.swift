import IvkoModel

/// What the cart's lines show besides their items, joined from the catalog: the product's and the
/// colour's names, the catalog's price while the shop's is not known, the picture and its file once
/// fetched. Each style's product is read once. `CartManager` owns one privately: it reads what this
/// lacks from the catalog, hands it over, and names every entry of a snapshot with it.
struct CartLineNames: Sendable {
    /// The catalog's products of the styles read so far (`nil`: the catalog has none).
    private var products: [StyleCode: Product?] = [:]
    /// The colour table, once read.
    private(set) var colors: ColorTable?
    /// The files of the pictures fetched so far, and the pictures on their way.
    private var pictureFiles: [AssetPath: String] = [:]
    private var fetching: Set<AssetPath> = []

    /// `entry` with the names, price and picture known for it.
    func named(_ entry: CartEntry) -> CartEntry {
        var entry = entry
        let product = products[entry.item.style] ?? nil
        entry.productName = product?.name
        entry.colorName = colors?.names[entry.item.color]
        entry.unitPrice = entry.unitPrice ?? product?.price.current
        entry.picture = product?.images.grid
        entry.pictureFile = entry.picture.flatMap { pictureFiles[$0] }
        return entry
    }

    /// Those of `styles` whose products were not read yet.
    func unread(_ styles: [StyleCode]) -> [StyleCode] {
        styles.filter { products[$0] == nil }
    }

    /// Takes the products read (`nil` for a style the catalog lacks) and the colour table, if read.
    mutating func take(_ read: [StyleCode: Product?], colors: ColorTable?) {
        products.merge(read) { _, new in new }
        if let colors { self.colors = colors }
    }

    /// The pictures of `entries` neither fetched nor on their way, now on their way.
    mutating func startFetchingPictures(of entries: [CartEntry]) -> Set<AssetPath> {
        let missing = Set(entries.compactMap { named($0).picture }).subtracting(pictureFiles.keys).subtracting(fetching)
        fetching.formUnion(missing)
        return missing
    }

    /// The picture at `path` arrived as `file` (`nil`: it cannot be had, and the placeholder stays).
    mutating func took(_ file: String?, for path: AssetPath) {
        fetching.remove(path)
        if let file { pictureFiles[path] = file }
    }
}
