/// A season of the catalog with its themes, as `seasons.json` sends it.
public struct CatalogSeason: Sendable, Equatable, Encodable {
    /// One theme of a season; its full id is season code + theme code (`W26KD`).
    public struct Theme: Sendable, Equatable, Encodable {
        /// 2-character theme code.
        public var code: String
        /// Display name, may contain entities.
        public var name: String
        /// Colour as `#rrggbb`.
        public var hexColor: String

        /// Encodes the theme as the array `[code, name, hexColor]`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(code)
            try container.encode(name)
            try container.encode(hexColor)
        }
    }

    /// 3-character season code (`W26`).
    public var code: String
    /// Display name as exported (casing and trailing spaces vary).
    public var name: String
    /// The `active` flag in its export spelling.
    public var active: ExportFlag
    /// The season's themes.
    public var themes: [Theme]
    /// An extra field the app does not know: the look-book PDF path relative to `assets/`.
    public var lookbook: String?

    private enum CodingKeys: String, CodingKey {
        case code, name, active, themes, lookbook
    }

    /// Encodes the season as one element of `seasons.json`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(name, forKey: .name)
        try container.encode(active, forKey: .active)
        try container.encode(themes, forKey: .themes)
        try container.encodeIfPresent(lookbook, forKey: .lookbook)
    }
}
