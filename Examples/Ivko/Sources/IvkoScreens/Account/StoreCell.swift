public import IvkoModel
import Screens

/// A row of the store list: the store's name (marked when it is closed), then its street, city,
/// hours and phone.
@MainActor
public final class StoreCell: ValueCell<Store> {
    override func apply() {
        text = value.map { store in store.isOpen ? store.name : store.name + " (closed for now)" }
        detailText = value.map { store in
            let place = [store.zip, store.city].compactMap(\.self).joined(separator: " ")
            return [store.street, place, store.hours, store.phone].compactMap(\.self).filter { !$0.isEmpty }
                .joined(separator: " · ")
        }
    }
}
