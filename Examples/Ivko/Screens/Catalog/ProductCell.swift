public import Screens
public import IvkoModel

/// A row of a product list: the product's name, and its price with its category.
@MainActor
public final class ProductCell: ListViewCell {
    /// The reuse identifier product lists register this class under.
    public static let reuseIdentifier = "product"

    /// The product shown; set by the list's controller.
    public var product: Product? {
        didSet { apply() }
    }

    /// A row with no product yet (the list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Forgets the product before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        product = nil
    }

    private func apply() {
        text = product?.name
        detailText = product.map { product in
            [ShopFormat.price(product.price), product.category?.name].compactMap(\.self).joined(separator: " · ")
        }
    }
}
