import Foundation
public import IvkoModel

/// Which products to list: any combination of season, theme, category and a text search.
public struct ProductFilter: Sendable, Hashable {
    /// Only products of this season.
    public var season: SeasonCode?
    /// Only products of this theme.
    public var theme: ThemeID?
    /// Only products of this category.
    public var category: CategoryID?
    /// Only products whose name contains this text (ignoring case and accents); blank means any.
    public var text: String?

    /// A filter; with no arguments it lets every product through.
    public init(season: SeasonCode? = nil, theme: ThemeID? = nil, category: CategoryID? = nil, text: String? = nil) {
        self.season = season
        self.theme = theme
        self.category = category
        self.text = text
    }

    /// The search text, trimmed; nil when blank.
    public var searchText: String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// How many of the four parts are set (a blank text does not count).
    public var criteriaCount: Int {
        [season != nil, theme != nil, category != nil, searchText != nil].filter { $0 }.count
    }
}
