/// Words and value pools the product generator draws from.
enum ProductVocabulary {
    /// How a category's sizes are spelled.
    enum SizeKind {
        case letters, numbers, oneSize
    }

    /// One product category with its nouns, sizing and price band in whole euros.
    struct Category {
        let name: String
        let nouns: [String]
        let sizeKind: SizeKind
        let euros: ClosedRange<Int>
    }

    static let categories: [Category] = [
        Category(name: "Dresses", nouns: ["DRESS", "MAXI DRESS", "SLIP DRESS", "SHIRT DRESS"], sizeKind: .letters, euros: 49...249),
        Category(name: "Knitwear", nouns: ["SWEATER", "CARDIGAN", "TURTLENECK", "VEST"], sizeKind: .letters, euros: 39...189),
        Category(name: "Skirts", nouns: ["SKIRT", "MIDI SKIRT", "MINI SKIRT"], sizeKind: .letters, euros: 29...129),
        Category(name: "Shirts", nouns: ["SHIRT", "BLOUSE", "TUNIC"], sizeKind: .letters, euros: 29...99),
        Category(name: "Coats", nouns: ["COAT", "TRENCH COAT", "PARKA", "CAPE"], sizeKind: .numbers, euros: 129...599),
        Category(name: "Trousers", nouns: ["TROUSERS", "JEANS", "CULOTTES"], sizeKind: .numbers, euros: 39...149),
        Category(name: "Blazers", nouns: ["BLAZER", "JACKET"], sizeKind: .numbers, euros: 89...349),
        Category(name: "Accessories", nouns: ["SCARF", "BELT", "BERET", "GLOVES", "TOTE BAG"], sizeKind: .oneSize, euros: 9...79),
    ]

    static let adjectives = [
        "SEQUIN", "VELVET", "CABLE KNIT", "WOOL", "LINEN", "PLEATED", "SILK", "CASHMERE",
        "TWEED", "SATIN", "CROPPED", "OVERSIZED", "BELTED", "RIBBED", "FLORAL", "QUILTED",
    ]

    static let numericSizes = ["34", "36", "38", "40", "42", "44", "46"]

    static let materialSets: [[String]] = [
        ["100% COTTON"], ["95% VISCOSE", "5% ELASTANE"], ["80% WOOL", "20% POLYAMIDE"], ["100% LINEN"],
        ["70% WOOL", "30% CASHMERE"], ["100% SILK"], ["100% POLYESTER"], ["60% COTTON", "35% POLYESTER", "5% ELASTANE"],
        ["100% MERINO WOOL"], ["55% LINEN", "45% VISCOSE"],
    ]

    static let careInstructions = [
        "30°C", "40°C", "HAND WASH", "DRY CLEAN ONLY", "NO BLEACH", "IRON LOW", "DRY FLAT", "DO NOT TUMBLE DRY",
    ]

    /// Description templates; `%A` is replaced by the adjective and `%N` by the noun (both lower case).
    static let descriptionTemplates = [
        "<p>A %A %N for long evenings &amp; cold mornings.</p>",
        "<p><b>%A</b> %N &#8211; made in Ni&#353;.</p>",
        "%A %N with a relaxed fit",
        "<p>Ru&#269;no &#353;iveno: a hand-finished %A %N.</p><ul><li>Limited edition</li></ul>",
        "The %A %N you will wear all season.",
    ]
}
