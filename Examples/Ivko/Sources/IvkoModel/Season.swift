/// A season of the collection (e.g. Winter 2026) and its themes.
public struct Season: Hashable, Sendable, Codable, Identifiable {
    /// The season's code, e.g. `W26`.
    public var id: SeasonCode
    /// The name to show, e.g. `Winter 2026`.
    public var name: String
    /// Whether the season is current in the shop.
    public var isActive: Bool
    /// The season's themes, in the backend's order.
    public var themes: [Theme]

    /// Makes a season.
    public init(id: SeasonCode, name: String, isActive: Bool, themes: [Theme] = []) {
        self.id = id
        self.name = name
        self.isActive = isActive
        self.themes = themes
    }

    /// The theme with `id`, if the season has it.
    public func theme(_ id: ThemeID) -> Theme? {
        themes.first { $0.id == id }
    }
}
