/// The patches that turn one rendered tree into the next, matching elements by id: attribute and
/// text changes in place, children removed and inserted where the kept ones stay in order, and a
/// whole element replaced when its tag or its kind of content changes or its kept children moved.
enum HTMLDiff {
    /// The patches from `old` to `new` (nothing when they are equal).
    static func patches(from old: HTMLElement, to new: HTMLElement) -> [HTMLPatch] {
        var patches: [HTMLPatch] = []
        if old.id != new.id {
            patches.append(.replace(old.id, html: new.html))
        } else {
            diff(old, new, into: &patches)
        }
        return patches
    }

    private static func diff(_ old: HTMLElement, _ new: HTMLElement, into patches: inout [HTMLPatch]) {
        // A subtree kept from the last render is unchanged: nothing inside it is compared.
        guard !old.isSameVersion(as: new) else { return }
        let holdsTextBefore = old.children.isEmpty
        let holdsTextAfter = new.children.isEmpty
        guard old.tag == new.tag, holdsTextBefore == holdsTextAfter else {
            patches.append(.replace(old.id, html: new.html))
            return
        }
        var own: [HTMLPatch] = []
        for attribute in new.attributes where old.attribute(attribute.name) != attribute.value {
            own.append(.setAttribute(new.id, name: attribute.name, value: attribute.value))
        }
        for attribute in old.attributes where new.attribute(attribute.name) == nil {
            own.append(.removeAttribute(new.id, name: attribute.name))
        }
        if holdsTextAfter, old.text != new.text {
            own.append(.setText(new.id, new.text ?? ""))
        }
        guard let children = childPatches(parent: new.id, old.children, new.children) else {
            patches.append(.replace(old.id, html: new.html))
            return
        }
        patches += own
        patches += children
    }

    /// The patches for the children, or `nil` when the kept children changed order (the parent is
    /// then replaced).
    private static func childPatches(parent: String, _ old: [HTMLElement], _ new: [HTMLElement]) -> [HTMLPatch]? {
        if old.map(\.id) == new.map(\.id) {
            var patches: [HTMLPatch] = []
            for (before, after) in zip(old, new) { diff(before, after, into: &patches) }
            return patches
        }
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.map(\.id))
        let keptBefore = old.map(\.id).filter { newIDs.contains($0) }
        let keptAfter = new.map(\.id).filter { oldByID[$0] != nil }
        guard keptBefore == keptAfter, oldByID.count == old.count, newIDs.count == new.count else { return nil }
        var patches: [HTMLPatch] = []
        for child in old where !newIDs.contains(child.id) {
            patches.append(.remove(child.id))
        }
        for (index, child) in new.enumerated() {
            if let before = oldByID[child.id] {
                diff(before, child, into: &patches)
            } else {
                patches.append(.insert(into: parent, at: index, html: child.html))
            }
        }
        return patches
    }
}
