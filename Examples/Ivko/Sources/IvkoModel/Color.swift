/// A colour a product comes in: its code and the name to show.
public struct Color: Hashable, Sendable, Codable {
    /// The code products, stock and cart lines use.
    public var code: ColorCode
    /// The name to show, e.g. `Navy`; `Colour 99` for a code the colour table does not know.
    public var name: String
    /// Whether the colour table named this colour (`false` for a generic `Colour NN`).
    public var isKnown: Bool

    /// Makes a colour.
    public init(code: ColorCode, name: String, isKnown: Bool = true) {
        self.code = code
        self.name = name
        self.isKnown = isKnown
    }

    /// The colour for a code no table names: kept, with the generic name `Colour <code>`.
    public static func unknown(_ code: ColorCode) -> Color {
        Color(code: code, name: "Colour \(code.rawValue)", isKnown: false)
    }
}
