import Foundation
public import IvkoModel

/// What a product list shows: the products of a category (or of the whole catalog) whose names
/// match a search text. A list keeps its query; searching makes a new one.
public struct ProductQuery: Hashable, Sendable {
    /// The category, or `nil` for the whole catalog.
    public var category: Category?
    /// The search text as the user typed it; empty for no search.
    public var text: String

    /// A query for the products of `category` (all products when `nil`) matching `text`.
    public init(category: Category? = nil, text: String = "") {
        self.category = category
        self.text = text
    }

    /// The search text without surrounding spaces; `nil` when it is blank.
    public var searchText: String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
