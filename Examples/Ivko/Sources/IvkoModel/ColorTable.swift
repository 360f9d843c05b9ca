/// The shop's colour table: colour codes to names.
///
/// Looking up a code the table lacks never fails: the colour is kept with a generic name.
public struct ColorTable: Hashable, Sendable, Codable {
    /// The names by code.
    public var names: [ColorCode: String]

    /// Makes a table from names by code.
    public init(names: [ColorCode: String] = [:]) {
        self.names = names
    }

    /// The colour for `code`: its name from the table, or `Colour <code>` when the table lacks it.
    public func color(for code: ColorCode) -> Color {
        guard let name = names[code] else { return .unknown(code) }
        return Color(code: code, name: name)
    }

    /// The colours for `codes`, in the same order.
    public func colors(for codes: [ColorCode]) -> [Color] {
        codes.map(color(for:))
    }

    /// Every named colour, ordered by code.
    public var allColors: [Color] {
        names.keys.sorted().map(color(for:))
    }
}
