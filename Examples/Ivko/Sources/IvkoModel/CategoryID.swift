/// A category's id, made by the app from the category's name so that it is stable across imports:
/// lower case, letters and digits kept, every other run of characters one `-` (`Knit & Jersey` → `knit-jersey`).
public struct CategoryID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The slug.
    public let rawValue: String

    /// Wraps a slug made earlier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Makes the id for a category name.
    public init(name: String) {
        var slug = ""
        var pendingDash = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(character)
            } else {
                pendingDash = true
            }
        }
        rawValue = slug
    }

    /// Orders ids by their text.
    public static func < (lhs: CategoryID, rhs: CategoryID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The slug.
    public var description: String { rawValue }
}
