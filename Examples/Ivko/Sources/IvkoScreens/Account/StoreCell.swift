public import IvkoModel
public import Screens

/// A row of the store list: the store's name (marked when it is closed), then its street, city,
/// hours and phone.
@MainActor
public final class StoreCell: ListViewCell {
    /// The reuse identifier the store list registers this class under.
    public static let reuseIdentifier = "store"

    /// The store shown; set by the store list.
    public var store: Store? {
        didSet { apply() }
    }

    /// A row with no store yet (the list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Forgets the store before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        store = nil
    }

    private func apply() {
        text = store.map { store in store.isOpen ? store.name : store.name + " (closed for now)" }
        detailText = store.map { store in
            let place = [store.zip, store.city].compactMap(\.self).joined(separator: " ")
            return [store.street, place, store.hours, store.phone].compactMap(\.self).filter { !$0.isEmpty }
                .joined(separator: " · ")
        }
    }
}
