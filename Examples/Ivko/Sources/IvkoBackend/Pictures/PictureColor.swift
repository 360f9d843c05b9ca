/// An 8-bit RGB colour of a drawn product picture.
struct PictureColor: Sendable, Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    /// Rec. 601 luma, 0 … 255: how light the colour looks.
    var luma: Int { (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1_000 }

    /// The colour with every channel scaled by `percent` / 100, clamped to 0 … 255.
    func scaled(_ percent: Int) -> PictureColor {
        PictureColor(
            red: Self.clamp(Int(red) * percent / 100), green: Self.clamp(Int(green) * percent / 100),
            blue: Self.clamp(Int(blue) * percent / 100)
        )
    }

    private static func clamp(_ value: Int) -> UInt8 { UInt8(min(255, max(0, value))) }
}

/// The backend's own RGB for the colour table's names (the export sends codes and names only), so a
/// picture shows the product in its colours. A code the table lacks (`97`–`99`) draws in `unknown`.
enum PictureColors {
    /// The colour of a code missing from the colour table: a neutral stone grey.
    static let unknown = PictureColor(red: 142, green: 137, blue: 130)

    private static let byName: [String: PictureColor] = [
        "Off-White": PictureColor(red: 241, green: 238, blue: 227), "Ivory": PictureColor(red: 236, green: 226, blue: 198),
        "Sand": PictureColor(red: 212, green: 190, blue: 148), "Navy": PictureColor(red: 32, green: 46, blue: 86),
        "Sky Blue": PictureColor(red: 128, green: 184, blue: 226), "Bordeaux": PictureColor(red: 112, green: 26, blue: 46),
        "Forest Green": PictureColor(red: 36, green: 88, blue: 56), "Olive": PictureColor(red: 108, green: 112, blue: 54),
        "Charcoal": PictureColor(red: 66, green: 68, blue: 72), "Camel": PictureColor(red: 192, green: 146, blue: 94),
        "Pink": PictureColor(red: 236, green: 162, blue: 182), "Black": PictureColor(red: 30, green: 30, blue: 32),
    ]

    /// The RGB of a colour code through the colour table's name, or `unknown`.
    static func color(code: String, in table: [CatalogColor]) -> PictureColor {
        guard let name = table.first(where: { $0.code == code })?.name else { return unknown }
        return byName[name] ?? unknown
    }
}
