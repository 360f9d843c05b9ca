/// A theme within a season, e.g. "Kings & Dukes" in Winter 2026; products belong to one by style code.
public struct Theme: Hashable, Sendable, Codable, Identifiable {
    /// The full id, season code + theme code (`W26KD`).
    public var id: ThemeID
    /// The name to show.
    public var name: String
    /// The theme's display colour, when the backend gives one.
    public var color: RGBColor?

    /// Makes a theme.
    public init(id: ThemeID, name: String, color: RGBColor? = nil) {
        self.id = id
        self.name = name
        self.color = color
    }
}
