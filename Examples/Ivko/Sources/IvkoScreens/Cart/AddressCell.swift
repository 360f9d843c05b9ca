public import Screens
public import IvkoModel

/// A row of the address step: the street, then post code, city and country, marking the default.
@MainActor
public final class AddressCell: ListViewCell {
    /// The reuse identifier the address list registers this class under.
    public static let reuseIdentifier = "address"

    /// The address shown; set by the address screen.
    public var address: Address? {
        didSet { apply() }
    }

    /// A row with no address yet (the list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Forgets the address before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        address = nil
    }

    private func apply() {
        text = address?.line1
        detailText = address.map { address in
            let place = [address.zip, address.city].compactMap(\.self).joined(separator: " ")
            let parts = [place, address.country].compactMap(\.self).filter { !$0.isEmpty }.joined(separator: ", ")
            return address.isDefault ? parts + " (default)" : parts
        }
    }
}
