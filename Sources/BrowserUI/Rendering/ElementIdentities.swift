/// The ids of the page's elements: one per view (or bar button) object, `s1`, `s2`… in the order
/// first rendered, kept while the object lives and never given to another. Held weakly, and
/// forgotten once the object is gone.
@MainActor
final class ElementIdentities {
    private struct Entry {
        weak var object: AnyObject?
        let id: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var lastNumber = 0

    /// The id of `object`, given now if it has none.
    func id(for object: AnyObject) -> String {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.id }
        lastNumber += 1
        let id = "s\(lastNumber)"
        entries[key] = Entry(object: object, id: id)
        return id
    }

    /// The id of `object` if it has one, without giving one.
    func existingID(for object: AnyObject) -> String? {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.id
    }

    /// Forgets the objects that are gone.
    func forgetReleased() {
        entries = entries.filter { $0.value.object != nil }
    }
}
