public import IvkoModel
import Screens

/// A row of the address step: the street, then post code, city and country, marking the default.
@MainActor
public final class AddressCell: ValueCell<Address> {
    override func apply() {
        text = value?.line1
        detailText = value.map { address in
            let place = [address.zip, address.city].compactMap(\.self).joined(separator: " ")
            let parts = [place, address.country].compactMap(\.self).filter { !$0.isEmpty }.joined(separator: ", ")
            return address.isDefault ? parts + " (default)" : parts
        }
    }
}
