public import Screens
public import IvkoModel

/// A row of Home's category list: the category's name and, when known, how many products it has.
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

    /// A row with no category yet (the list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Forgets the category before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        category = nil
        productCount = nil
    }

    private func apply() {
        text = category?.name
        detailText = productCount.map(ShopFormat.count)
    }
}
