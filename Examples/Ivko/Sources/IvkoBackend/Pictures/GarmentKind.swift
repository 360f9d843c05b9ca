/// What a product picture shows: one simple silhouette per kind of garment. Told by the noun that ends
/// the product's name (`CABLE KNIT SWEATER`; a trench or belted coat has a belt), or else by its category
/// (whatever its casing), or else a shirt.
enum GarmentKind: CaseIterable, Sendable {
    case dress, skirt, trousers, shirt, sweater, cardigan, turtleneck, vest, coat, trench, cape, blazer
    case scarf, belt, beret, gloves, bag

    /// The kind a product's name or category names.
    init(name: String, category: String) {
        let words = name.uppercased().split(separator: " ").map(String.init)
        if let noun = words.last, let kind = Self.byNoun[noun] {
            self = noun == "COAT" && (words.contains("TRENCH") || words.contains("BELTED")) ? .trench : kind
        } else {
            let key = category.trimmingTrailingSpaces().lowercased()
            self = Self.byCategory[key] ?? .shirt
        }
    }

    private static let byNoun: [String: GarmentKind] = [
        "DRESS": .dress, "SKIRT": .skirt, "TROUSERS": .trousers, "JEANS": .trousers, "CULOTTES": .trousers,
        "SHIRT": .shirt, "BLOUSE": .shirt, "TUNIC": .shirt, "SWEATER": .sweater, "CARDIGAN": .cardigan,
        "TURTLENECK": .turtleneck, "VEST": .vest, "COAT": .coat, "PARKA": .coat, "CAPE": .cape, "BLAZER": .blazer,
        "JACKET": .blazer, "SCARF": .scarf, "BELT": .belt, "BERET": .beret, "GLOVES": .gloves, "BAG": .bag,
    ]

    private static let byCategory: [String: GarmentKind] = [
        "dresses": .dress, "knitwear": .sweater, "skirts": .skirt, "shirts": .shirt, "coats": .coat,
        "trousers": .trousers, "blazers": .blazer, "accessories": .scarf,
    ]
}
