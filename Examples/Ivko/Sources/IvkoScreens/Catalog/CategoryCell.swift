public import Screens
public import IvkoModel

/// A row of a category list (Home's, the category column's): the category's name and, when known,
/// how many products it has.
@MainActor
public final class CategoryCell: ListViewCell {
    /// The reuse identifier Home's list registers this class under.
    public static let reuseIdentifier = "category"

    /// The category shown; set by Home.
    public var category: Category? {
        didSet { apply() }
    }
    /// How many products the category has, when known; set by Home.
    public var productCount: Int? {
        didSet { apply() }
    }
    /// Whether this is the category shown beside the list (the category column marks it).
    public var isChosen = false {
        didSet { apply() }
    }

    /// A row with no category yet (the list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Forgets the category before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        category = nil
        productCount = nil
        isChosen = false
    }

    private func apply() {
        text = category.map { isChosen ? "▸ \($0.name)" : $0.name }
        detailText = productCount.map(ShopFormat.count)
    }
}
