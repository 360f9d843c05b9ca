public import IvkoModel
import Screens

/// A row of a product list (a card in a grid): the product's thumbnail (its grid picture, once
/// its file is there; a placeholder of its shape until then), its name, and its price (with the
/// sale price during a sale) with its category.
@MainActor
public final class ProductCell: ValueCell<Product> {
    /// The file of the product's grid picture, or `nil` while there is none; set by the list's
    /// controller when it arrives.
    public var imageFile: String? {
        didSet { apply() }
    }

    /// Forgets the product and its picture before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        imageFile = nil
    }

    override func apply() {
        // The name beside it names the product: the thumbnail has no text of its own.
        thumbnailView.imagePath = imageFile
        thumbnailView.imageSize = ShopPictures.size
        thumbnailView.isHidden = value?.images.grid == nil
        text = value?.name
        detailText = value.map { product in
            [ShopFormat.price(product.price), product.category?.name].compactMap(\.self).joined(separator: " · ")
        }
    }
}
