import Screens

/// The ids of the page's elements, one per view (or bar button) object, kept while the object
/// lives. A view with an `accessibilityIdentifier` is named after it under its parent's id
/// (`s7.size.M`), so a control the app rebuilds with the same identifier keeps its id: to the user
/// it is the same control. Any other object gets `s1`, `s2`… in the order first rendered, never
/// given to another.
///
/// It also remembers, for each id, where it was (its parent's id) and what it showed (its kind and
/// text), so an event naming an element that has since been replaced can find the one control
/// that took its place. Objects are held weakly and forgotten once gone.
@MainActor
final class ElementIdentities {
    private struct Entry {
        weak var object: AnyObject?
        let id: String
        /// The id of the element it was rendered in, `nil` for the window.
        var parentID: String?
        /// Its kind and text when last rendered: what makes a replacement the same control.
        var signature: String
    }

    /// Where an element that is gone was, and what it showed.
    private struct Retired {
        let parentID: String?
        let signature: String
    }

    private var byObject: [ObjectIdentifier: Entry] = [:]
    private var byID: [String: ObjectIdentifier] = [:]
    private var lastNumber = 0
    /// The elements whose objects are gone, the newest `retiredLimit` of them, oldest first.
    private var retired: [String: Retired] = [:]
    private var retiredOrder: [String] = []
    private static let retiredLimit = 2_000

    /// The id of `object`, given now if it has none: after `identifier` under `parentID` when both
    /// are given and no other living, shown view holds that id, else the next number.
    func id(for object: AnyObject, identifier: String? = nil, parentID: String? = nil) -> String {
        let key = ObjectIdentifier(object)
        if let entry = byObject[key], entry.object === object { return entry.id }
        var id: String?
        if let identifier, let parentID {
            let candidate = parentID + "." + Self.sanitized(identifier)
            if !isHeldByAnotherShownView(candidate, than: object) { id = candidate }
        }
        let assigned =
            id
            ?? {
                lastNumber += 1
                return "s\(lastNumber)"
            }()
        if let previous = byID[assigned], previous != key { byObject[previous] = nil }
        if let reused = byObject[key] { retire(reused) }
        retired[assigned] = nil
        byObject[key] = Entry(object: object, id: assigned, parentID: parentID, signature: "")
        byID[assigned] = key
        return assigned
    }

    /// Notes where `object`'s element is and what it shows (for finding its successor later).
    func note(_ object: AnyObject, parentID: String?, signature: String) {
        guard var entry = byObject[ObjectIdentifier(object)], entry.object === object else { return }
        entry.parentID = parentID
        entry.signature = signature
        byObject[ObjectIdentifier(object)] = entry
    }

    /// The id of `object` if it has one, without giving one.
    func existingID(for object: AnyObject) -> String? {
        guard let entry = byObject[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.id
    }

    /// Whether `id` was ever given (to an object alive or gone).
    func wasGiven(_ id: String) -> Bool {
        byID[id] != nil || retired[id] != nil
    }

    /// The living object that has `id`, if any.
    func object(withID id: String) -> AnyObject? {
        guard let key = byID[id], let entry = byObject[key], entry.id == id else { return nil }
        return entry.object
    }

    /// The objects that may have taken the place of the element `id`: living ones rendered under
    /// the same parent, showing the same kind and text, other than the one `id` names.
    func successors(of id: String) -> [AnyObject] {
        let gone: Retired
        if let key = byID[id], let entry = byObject[key], entry.id == id {
            gone = Retired(parentID: entry.parentID, signature: entry.signature)
        } else if let entry = retired[id] {
            gone = entry
        } else {
            return []
        }
        guard !gone.signature.isEmpty else { return [] }
        return byObject.values.compactMap { entry in
            guard entry.id != id, entry.parentID == gone.parentID, entry.signature == gone.signature else { return nil }
            return entry.object
        }
    }

    /// Forgets the objects that are gone (remembering where their elements were for a while).
    func forgetReleased() {
        for entry in byObject.values where entry.object == nil { retire(entry) }
        byObject = byObject.filter { $0.value.object != nil }
        byID = byID.filter { byObject[$0.value]?.id == $0.key }
    }

    private func retire(_ entry: Entry) {
        if retired.updateValue(Retired(parentID: entry.parentID, signature: entry.signature), forKey: entry.id) == nil {
            retiredOrder.append(entry.id)
        }
        if retiredOrder.count > Self.retiredLimit {
            let dropped = retiredOrder.prefix(retiredOrder.count - Self.retiredLimit)
            for id in dropped where byID[id] == nil { retired[id] = nil }
            retiredOrder.removeFirst(dropped.count)
        }
    }

    /// Whether a living view other than `object` that is still in a window holds `id`.
    private func isHeldByAnotherShownView(_ id: String, than object: AnyObject) -> Bool {
        guard let holder = self.object(withID: id), holder !== object else { return false }
        return (holder as? View)?.window != nil
    }

    /// `identifier` with every character but letters, digits, `_` and `.` replaced by `_` (a `-`
    /// separates an element's id from its parts' suffixes), at most 64 characters.
    private static func sanitized(_ identifier: String) -> String {
        String(
            identifier.prefix(64).map { character in
                character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == ".") ? character : "_"
            })
    }
}
