/// The records of the API samples (`products-page1.json`, `details-W26NR0031.json`,
/// `slides.json`), which open every generated catalog whatever the seed, so docs and tests can
/// name `W26KD0112`, `W26NR0031` and the others.
enum SampleRecords {
    static let products: [CatalogProduct] = [
        product(
            "W26KD0112", "SEQUIN DRESS  ", "Dresses", .text("<p>Long &amp; elegant, with hand-sewn sequins.</p>"),
            price: ExportPrice(retailCents: 12_990, wholesaleCents: 6_495), care: .text("30°C;NO BLEACH;IRON LOW"),
            materials: ["95% VISCOSE", "5% ELASTANE"], colors: ["11", "31", "72"], sizes: .range(from: "XS", to: "L"),
            images: images("W26KD0112", promo: true, gallery: 2), active: .upperY, updated: "2026-11-20T08:00:00",
            stock: [
                StockEntry(color: "11", size: "S", quantity: 4), StockEntry(color: "11", size: "M", quantity: 2),
                StockEntry(color: "31", size: "XS", quantity: 1), StockEntry(color: "31", size: "S", quantity: 5),
                StockEntry(color: "31", size: "M", quantity: 3), StockEntry(color: "72", size: "L", quantity: 2, isPadded: true),
            ],
            related: ["W26KD0140", "W26KD0155"]
        ),
        product(
            "W26KD0140", "VELVET BLAZER", "DRESSES", .text("Velvet blazer &#8211; tailored fit"),
            price: ExportPrice(retailCents: 129_900, wholesaleCents: 64_000, saleCents: 99_900), care: .text("DRY CLEAN ONLY"),
            materials: ["100% SILK VELVET"], colors: ["58"], sizes: .list(["36", "38", "40", "42"]),
            images: images("W26KD0140", promo: true, gallery: 0), active: .lowerY, updated: "2026-11-19T17:45:10",
            stock: [StockEntry(color: "58", size: "38", quantity: 1), StockEntry(color: "58", size: "40", quantity: 2)],
            related: ["W26KD0112"]
        ),
        product(
            "W26NR0031", "CABLE KNIT SWEATER", "Knitwear", .emptyString,
            price: ExportPrice(retailCents: 8_990, wholesaleCents: 4_000), care: .text("HAND WASH;DRY FLAT"),
            materials: ["80% WOOL", "20% POLYAMIDE"], colors: ["12", "23", "45", "99"], sizes: .range(from: "S", to: "XXL"),
            images: images("W26NR0031", promo: true, gallery: 1), active: .upperY, updated: "2026-11-18T09:12:00",
            stock: [
                StockEntry(color: "12", size: "M", quantity: 3), StockEntry(color: "12", size: "L", quantity: 7, isPadded: true),
                StockEntry(color: "23", size: "S", quantity: 1), StockEntry(color: "45", size: "XL", quantity: 0),
            ],
            related: ["W26NR0032", "W26KD0112"],
            livePrice: ExportPrice(retailCents: 8_990, wholesaleCents: 4_000, saleCents: 7_190)
        ),
        product(
            "W26NR0032", "WOOL SCARF", "knitwear", .null,
            price: ExportPrice(retailCents: 2_990, wholesaleCents: 1_200), care: .dash,
            materials: [], colors: ["23"], sizes: .none,
            images: ProductImages(promo: "", grid: "img/grid/W26NR0032_g.jpg", gallery: []),
            active: .one, updated: "2026-11-18T09:12:00",
            stock: [StockEntry(color: "23", size: "", quantity: 12)], related: []
        ),
        product(
            "S26BL0007", "LINEN SHIRT", "Shirts", .text("<i>Breezy</i> linen shirt"),
            price: ExportPrice(retailCents: 4_990, wholesaleCents: 2_000), care: .text("40°C"),
            materials: ["100% LINEN"], colors: ["11"], sizes: .range(from: "XS", to: "XL"),
            images: images("S26BL0007", promo: true, gallery: 0), active: .upperN, updated: "2026-08-31T23:59:00",
            stock: [StockEntry(color: "11", size: "M", quantity: 3)], related: []
        ),
        product(
            "W26KD0155", "PLEATED SKIRT", "Skirts ", .text("Pleated midi skirt"),
            price: ExportPrice(retailCents: 6_990, wholesaleCents: 3_000), care: .text("30°C"),
            materials: ["100% POLYESTER"], colors: ["31", "58"], sizes: .range(from: "XXS", to: "M"),
            images: images("W26KD0155", promo: false, gallery: 0), active: .upperY, updated: "2026-11-20T08:00:00",
            legacyID: "000231",
            stock: [StockEntry(color: "31", size: "S", quantity: 2), StockEntry(color: "58", size: "M", quantity: 1)],
            related: []
        ),
    ]

    static let slides: [CatalogSlide] = [
        CatalogSlide(
            style: "W26KD0112", title: "KINGS &amp; DUKES", subtitle: "The winter collection is here",
            image: "img/promo/W26KD0112_p.jpg", from: .fixed("01.11.2026"), to: .fixed("31.01.2027"), order: "2"
        ),
        CatalogSlide(
            style: "W26NR0031", title: "Nordic Nights", subtitle: "<b>-20%</b> on knitwear",
            image: "img/promo/W26NR0031_p.jpg", from: .fixed("15.11.2026"), to: .fixed("15.12.2026"), order: "1"
        ),
        CatalogSlide(
            style: "S26BL0007", title: "Summer sale", subtitle: "Last pieces",
            image: "img/promo/S26BL0007_p.jpg", from: .fixed("01.07.2026"), to: .fixed("31.08.2026"), order: "3"
        ),
        CatalogSlide(
            style: "W26KD0140", title: "Velvet evenings", subtitle: "",
            image: "img/promo/W26KD0140_p.jpg", from: .fixed("01.11.2026"), to: .fixed("31.01.2027"), order: "2"
        ),
    ]

    /// The standard image paths of a style: promo and grid pictures plus `gallery` gallery pictures.
    static func images(_ style: String, promo: Bool, gallery: Int, pngGrid: Bool = false) -> ProductImages {
        ProductImages(
            promo: promo ? "img/promo/\(style)_p.jpg" : "",
            grid: "img/grid/\(style)_g." + (pngGrid ? "png" : "jpg"),
            gallery: gallery > 0 ? (1...gallery).map { "img/gal/\(style)_\($0).jpg" } : []
        )
    }

    private static func product(
        _ style: String, _ name: String, _ category: String, _ description: ExportText,
        price: ExportPrice, care: ExportText, materials: [String], colors: [String], sizes: SizeSpec,
        images: ProductImages, active: ExportFlag, updated: String, legacyID: String? = nil,
        stock: [StockEntry], related: [String], livePrice: ExportPrice? = nil
    ) -> CatalogProduct {
        CatalogProduct(
            style: style, name: name, category: category, description: description, price: price,
            livePrice: livePrice ?? price, care: care, materials: materials, colorCodes: colors, sizes: sizes,
            images: images, active: active, updated: updated, legacyID: legacyID, stock: stock, related: related
        )
    }
}
