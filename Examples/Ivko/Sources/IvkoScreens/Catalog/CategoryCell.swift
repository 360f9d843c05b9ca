public import IvkoModel
import Screens

/// A row of a category list (Home's, the category column's): the category's name, marked when it
/// is the one shown beside the list, and, when known, how many products it has.
@MainActor
public final class CategoryCell: ValueCell<Category> {
    /// The reuse identifier Home's list registers this class under.
    public static let reuseIdentifier = "category"

    /// How many products the category has, when known; set with the category.
    public var productCount: Int? {
        didSet { apply() }
    }
    /// Whether this is the category shown beside the list (the category column marks it).
    public var isChosen = false {
        didSet { apply() }
    }

    /// Forgets the category, its count and its mark before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        productCount = nil
        isChosen = false
    }

    override func apply() {
        text = value.map { isChosen ? "▸ \($0.name)" : $0.name }
        detailText = productCount.map(ShopFormat.count)
    }
}
