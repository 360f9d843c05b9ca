/// What changed in a coordinator's dependencies, as it travels down the tree: values set (new or
/// replaced) and types whose value went away.
struct DependencyChange {
    /// The values set.
    var values = Dependencies()
    /// The types whose value was removed.
    var removed: Set<ObjectIdentifier> = []

    /// Whether nothing changed.
    var isEmpty: Bool { values.count == 0 && removed.isEmpty }

    /// This change without the types in `keys`: what reaches a coordinator that has its own values of
    /// those types (an override keeps its own, and so does everything below it).
    func excluding(_ keys: Set<ObjectIdentifier>) -> DependencyChange {
        guard !keys.isEmpty else { return self }
        var result = DependencyChange(removed: removed.subtracting(keys))
        for key in values.keys where !keys.contains(key) { result.values[key] = values[key] }
        return result
    }
}
