public import Screens
public import IvkoModel

/// A row of the order history: the number and day, then the total and status.
@MainActor
public final class OrderCell: ListViewCell {
    /// The reuse identifier the history's list registers this class under.
    public static let reuseIdentifier = "order"

    /// The order shown; set by the history screen.
    public var order: OrderSummary? {
        didSet { apply() }
    }

    /// A row with no order yet (the list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Forgets the order before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        order = nil
    }

    private func apply() {
        text = order.map { "\($0.number.rawValue) · \(ShopFormat.day($0.date))" }
        detailText = order.map { "\(ShopFormat.money($0.total)) · \($0.status.displayName)" }
    }
}
