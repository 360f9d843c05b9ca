/// The fixed tables of the catalog: seasons with their themes and the colour table.
/// Products are generated into these themes; the colour table deliberately lacks codes 97–99.
enum CatalogTables {
    static let seasons: [CatalogSeason] = [
        season(
            "W26", "Winter 2026", .upperY, lookbook: "lookbook/W26.pdf",
            [
                ("KD", "Kings & Dukes", "#7a1f3d"), ("NR", "Nordic Nights", "#1f3d7a"),
                ("AL", "Alpine Lodge", "#6b4f3a"), ("VG", "Velvet &amp; Gold", "#b8860b"),
            ]),
        season(
            "S26", "SUMMER 2026 ", .upperN, lookbook: nil,
            [
                ("BL", "Blue Lagoon", "#2a9df4"), ("CT", "Citrus Terrace", "#f4a52a"),
                ("LN", "Linen Days", "#d8cfc4"), ("PR", "Provence", "#9b7fc1"),
            ]),
        season(
            "S27", "Summer 2027", .lowerY, lookbook: "lookbook/S27.pdf",
            [
                ("SD", "Sand Dunes", "#e2c290"), ("CO", "Coral Coast", "#ff6f61"),
                ("MR", "Marina", "#2e8b9a"), ("GL", "Garden Lunch", "#6a994e"),
            ]),
        season(
            "W25", "WINTER 2025", .zero, lookbook: "lookbook/W25.pdf",
            [
                ("FR", "Frost", "#a9c6d9"), ("CH", "Ch&#226;let", "#7b5e57"),
                ("NT", "Noir Tweed", "#2b2b2b"), ("EM", "Emerald Night", "#046307"),
            ]),
    ]

    /// Colour codes and names of `colors.json`, in code order.
    static let colors: [CatalogColor] = [
        CatalogColor(code: "11", name: "Off-White"), CatalogColor(code: "12", name: "Ivory"), CatalogColor(code: "14", name: "Sand"),
        CatalogColor(code: "23", name: "Navy"), CatalogColor(code: "27", name: "Sky Blue"), CatalogColor(code: "31", name: "Bordeaux"),
        CatalogColor(code: "45", name: "Forest Green"), CatalogColor(code: "50", name: "Olive"), CatalogColor(code: "58", name: "Charcoal"),
        CatalogColor(code: "64", name: "Camel"), CatalogColor(code: "72", name: "Pink"), CatalogColor(code: "80", name: "Black"),
    ]

    /// Codes products may name that the colour table does not know.
    static let unknownColorCodes = ["97", "98", "99"]

    private static func season(
        _ code: String, _ name: String, _ active: ExportFlag, lookbook: String?,
        _ themes: [(String, String, String)]
    ) -> CatalogSeason {
        CatalogSeason(
            code: code, name: name, active: active,
            themes: themes.map { CatalogSeason.Theme(code: $0.0, name: $0.1, hexColor: $0.2) },
            lookbook: lookbook
        )
    }
}
