public import Screens
public import IvkoModel

/// A row of a product list (a card in a grid): the product's thumbnail (its grid picture, once
/// its file is there; a placeholder of its shape until then), its name, and its price (with the
/// sale price during a sale) with its category.
@MainActor
public final class ProductCell: ListViewCell {
    /// The reuse identifier product lists register this class under.
    public static let reuseIdentifier = "product"

    /// The product shown; set by the list's controller.
    public var product: Product? {
        didSet { apply() }
    }
    /// The file of the product's grid picture, or `nil` while there is none; set by the list's
    /// controller when it arrives.
    public var imageFile: String? {
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
        imageFile = nil
    }

    private func apply() {
        // The name beside it names the product: the thumbnail has no text of its own.
        thumbnailView.imagePath = imageFile
        thumbnailView.imageSize = ShopPictures.size
        thumbnailView.isHidden = product?.images.grid == nil
        text = product?.name
        detailText = product.map { product in
            [ShopFormat.price(product.price), product.category?.name].compactMap(\.self).joined(separator: " · ")
        }
    }
}
