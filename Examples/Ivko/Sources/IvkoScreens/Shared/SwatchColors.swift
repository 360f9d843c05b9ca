import IvkoModel
public import Screens

/// The colour a colour's name is drawn in: the shop's colour table names colours (`Navy`,
/// `Off-White`) but gives no values, so which value shows a name is presentation, decided here.
/// A name it does not know (`Colour 99`) gets a neutral grey, and is still named in words beside it.
public enum SwatchColors {
    /// The neutral colour of a name this table does not know.
    public static let neutral = Screens.Color(red: 0x9A, green: 0x9A, blue: 0xA0)

    /// The colour to show for `name`, matched without regard to case, spaces or hyphens; `neutral`
    /// for a name not in the table.
    public static func color(named name: String) -> Screens.Color {
        values[key(name)] ?? neutral
    }

    /// Whether the table knows `name` (so its swatch shows the colour, not the neutral grey).
    public static func knows(_ name: String) -> Bool {
        values[key(name)] != nil
    }

    /// A swatch for `name`: a view filled with its colour. It has no accessibility label of its
    /// own: the text it is shown with (a button's title) names it.
    @MainActor
    public static func swatch(named name: String) -> View {
        let swatch = View()
        swatch.backgroundColor = color(named: name)
        return swatch
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic }.map(Character.init))
    }

    private static let values: [String: Screens.Color] = {
        let table: [(String, String)] = [
            ("white", "#ffffff"), ("offwhite", "#f4f1e8"), ("ivory", "#fffff0"), ("cream", "#f3e9d2"), ("sand", "#d8c6a0"),
            ("beige", "#e3d5b8"), ("camel", "#c19a6b"), ("brown", "#6b4f3a"), ("chocolate", "#5a3825"), ("navy", "#1f2a4d"),
            ("blue", "#2f5fb3"), ("skyblue", "#87bde8"), ("lightblue", "#add8e6"), ("bordeaux", "#6d1a2c"),
            ("burgundy", "#7a1f3d"), ("red", "#c0282d"), ("pink", "#f2a7bd"), ("coral", "#ff6f61"), ("orange", "#ef7d22"),
            ("yellow", "#f2cf3a"), ("mustard", "#c9a227"), ("gold", "#b8860b"), ("forestgreen", "#2f5d3a"), ("green", "#3c8d4e"),
            ("olive", "#6b6b2f"), ("khaki", "#a89f68"), ("mint", "#a8dcc4"), ("teal", "#2e8b8a"), ("purple", "#6a3d9a"),
            ("lilac", "#b9a2d4"), ("lavender", "#c8bde6"), ("charcoal", "#3a3b3f"), ("grey", "#8c8c90"), ("gray", "#8c8c90"),
            ("lightgrey", "#c9c9cd"), ("darkgrey", "#555559"), ("silver", "#c0c0c0"), ("black", "#111111"),
        ]
        var values: [String: Screens.Color] = [:]
        for (name, hex) in table {
            if let color = RGBColor(hex: hex) { values[name] = Screens.Color(red: color.red, green: color.green, blue: color.blue) }
        }
        return values
    }()
}
