/// The backend's whole catalog: seasons, colour table, products and slides, generated
/// deterministically from a product count and a seed.
///
/// The six products of the API samples (`W26KD0112`, `W26KD0140`, `W26NR0031`, `W26NR0032`,
/// `S26BL0007`, `W26KD0155`) and the four sample slides open every catalog, whatever the seed;
/// generated products follow with style numbers from 1000 up, spread round-robin over the 16
/// themes of 4 seasons (`W26`, `S26`, `S27`, `W25`). Past the 144,000 numbers those themes hold
/// (scale runs), products go round-robin to themes `10`–`99` of the same seasons, numbered from
/// 0000, which `seasons.json` does not list. Two catalogs with the same count and seed are equal on
/// every platform; a different seed gives different generated products.
public struct IvkoCatalog: Sendable, Equatable {
    /// The seed used when none is given.
    public static let defaultSeed: UInt64 = 2026
    /// The product count used when none is given.
    public static let defaultProductCount = 2_000
    /// The largest catalog the 4-digit style numbers of the listed and unlisted themes allow.
    public static let maximumProductCount =
        SampleRecords.products.count + ProductGenerator(seed: 0, seasons: CatalogTables.seasons).capacity

    /// The seed the catalog was generated from.
    public let seed: UInt64
    /// Seasons with their themes (`seasons.json`).
    public let seasons: [CatalogSeason]
    /// Colour codes and names (`colors.json`), in code order.
    public let colors: [CatalogColor]
    /// Every product of the export, active or not (`products.json`).
    public let products: [CatalogProduct]
    /// Promotions (`slides.json`), some current, some expired, some future.
    public let slides: [CatalogSlide]
    private let indexByStyle: [String: Int]

    /// Generates a catalog of `productCount` products (clamped to 0 ... `maximumProductCount`).
    public init(productCount: Int = defaultProductCount, seed: UInt64 = defaultSeed) {
        let count = min(max(0, productCount), Self.maximumProductCount)
        let generator = ProductGenerator(seed: seed, seasons: CatalogTables.seasons)
        let samples = Array(SampleRecords.products.prefix(count))
        let generatedCount = count - samples.count
        let generated = (0..<generatedCount).map(generator.product(at:))
        self.seed = seed
        self.seasons = CatalogTables.seasons
        self.colors = CatalogTables.colors
        self.products = samples + generated
        self.slides =
            SampleRecords.slides.filter { slide in samples.contains { $0.style == slide.style } }
            + Self.generatedSlides(from: generated, seed: seed)
        self.indexByStyle = Dictionary(products.enumerated().map { ($1.style, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Generated product `index` (the product after the samples at that offset) of any catalog with
    /// `seed`: what a catalog of more than `index` + 6 products holds there, made without the others.
    public static func generatedProduct(at index: Int, seed: UInt64 = defaultSeed) -> CatalogProduct {
        ProductGenerator(seed: seed, seasons: CatalogTables.seasons).product(at: index)
    }

    /// The product with this style code, if the catalog has it (active or not).
    public func product(style: String) -> CatalogProduct? {
        indexByStyle[style].map { products[$0] }
    }

    /// Whether a colour code is in the colour table.
    public func knowsColor(_ code: String) -> Bool {
        colors.contains { $0.code == code }
    }

    /// Eight slides for generated products with a promo picture: two expired, four current, two future.
    private static func generatedSlides(from products: [CatalogProduct], seed: UInt64) -> [CatalogSlide] {
        let candidates = products.prefix(400).filter { !$0.images.promo.isEmpty && $0.isActive }
        guard !candidates.isEmpty else { return [] }
        var rng = SplitMix64.derived(seed: seed, stream: 2, index: 0)
        let windows: [(from: Int, to: Int)] = [(-90, -20), (-14, 45), (-3, 30), (-60, 90), (-1, 7), (20, 80), (-45, -1), (40, 100)]
        return windows.enumerated().map { offset, window in
            let product = rng.pick(candidates)
            return CatalogSlide(
                style: product.style,
                title: rng.chance(0.5) ? product.name.trimmingTrailingSpaces() : "<b>\(product.category)</b> &amp; more",
                subtitle: rng.pick(["", "New in", "<i>-20%</i> this week", "Only online", "Last pieces"]),
                image: product.images.promo,
                from: .relative(days: window.from), to: .relative(days: window.to),
                order: String(offset % 4 + 1)
            )
        }
    }
}

extension String {
    /// The string without trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
