import Foundation

/// Generates the catalog's products beyond the sample records: product `index` depends only on the
/// seed and the index, so a smaller catalog is a prefix of a larger one with the same seed.
struct ProductGenerator {
    typealias Vocabulary = ProductVocabulary

    /// Generated style numbers start here, above every sample record's number.
    static let firstNumber = 1000
    /// The latest `updated` stamp, 2026-11-20 00:00 in Belgrade (as seconds since 1970, UTC).
    private static let latestUpdate = Date(timeIntervalSince1970: 1_795_129_200)

    /// Theme codes of the products past `listedCapacity`, per season: two digits, `10` to `99`.
    /// `seasons.json` lists none of them, as real exports hold products of themes they do not list.
    static let unlistedThemeCodes = (10...99).map(String.init)

    let seed: UInt64
    let themes: [(season: CatalogSeason, theme: CatalogSeason.Theme)]
    /// The seasons, whose unlisted themes take the products that the listed ones have no numbers for.
    private let seasons: [CatalogSeason]

    init(seed: UInt64, seasons: [CatalogSeason]) {
        self.seed = seed
        self.seasons = seasons
        self.themes = seasons.flatMap { season in season.themes.map { (season, $0) } }
    }

    /// How many products fit in the 4-digit style numbers (1000 up) of the listed themes; the
    /// products after them go to the unlisted themes, so a smaller catalog stays a prefix.
    var listedCapacity: Int { themes.count * (10_000 - Self.firstNumber) }

    /// How many products fit in all themes: the listed ones, then every season's unlisted themes with
    /// numbers 0000 to 9999 (for scale runs of a million products and more).
    var capacity: Int { listedCapacity + seasons.count * Self.unlistedThemeCodes.count * 10_000 }

    /// The season and the theme code of generated product `index`, and its number within the theme.
    private func slot(at index: Int) -> (season: CatalogSeason, themeCode: String, number: Int) {
        if index < listedCapacity {
            let slot = themes[index % themes.count]
            return (slot.season, slot.theme.code, Self.firstNumber + index / themes.count)
        }
        let overflow = index - listedCapacity
        let slotCount = seasons.count * Self.unlistedThemeCodes.count
        let slot = overflow % slotCount
        return (
            seasons[slot / Self.unlistedThemeCodes.count], Self.unlistedThemeCodes[slot % Self.unlistedThemeCodes.count],
            overflow / slotCount
        )
    }

    /// The style code of generated product `index`.
    func style(at index: Int) -> String {
        let slot = slot(at: index)
        return slot.season.code + slot.themeCode + DecimalComma.padded(slot.number, width: 4)
    }

    /// Generates product `index`.
    func product(at index: Int) -> CatalogProduct {
        var rng = SplitMix64.derived(seed: seed, stream: 1, index: UInt64(index))
        let slot = slot(at: index)
        let category = rng.pick(Vocabulary.categories)
        let adjective = rng.pick(Vocabulary.adjectives)
        let noun = rng.pick(category.nouns)
        let style = style(at: index)
        let price = price(for: category, rng: &rng)
        let colors = colorCodes(rng: &rng)
        let sizes = sizeSpec(for: category.sizeKind, index: index, rng: &rng)
        return CatalogProduct(
            style: style,
            name: "\(adjective) \(noun)" + (rng.chance(0.2) ? rng.pick([" ", "  "]) : ""),
            category: categorySpelling(category.name, rng: &rng),
            description: description(adjective: adjective, noun: noun, rng: &rng),
            price: price,
            livePrice: price.saleCents == nil && rng.chance(0.08) ? onSale(price) : price,
            care: care(rng: &rng),
            materials: rng.chance(0.05) ? [] : rng.pick(Vocabulary.materialSets),
            colorCodes: colors,
            sizes: sizes,
            images: SampleRecords.images(
                style, promo: rng.chance(0.7), gallery: rng.int(in: 0...4), pngGrid: rng.chance(0.15)
            ),
            active: activeFlag(seasonActive: slot.season.active.isOn, rng: &rng),
            updated: updated(rng: &rng),
            legacyID: rng.chance(0.1) ? DecimalComma.padded(rng.int(in: 1...999), width: 6) : nil,
            stock: stock(colors: colors, sizes: sizes.sizes, rng: &rng),
            related: related(index: index, rng: &rng)
        )
    }

    private func price(for category: Vocabulary.Category, rng: inout SplitMix64) -> ExportPrice {
        let euros = rng.chance(0.03) ? rng.int(in: 1_000...2_500) : rng.int(in: category.euros)
        let retail = euros * 100 + rng.pick([90, 0, 90, 50])
        let wholesale = retail * rng.int(in: 42...50) / 100
        let price = ExportPrice(retailCents: retail, wholesaleCents: wholesale)
        return rng.chance(0.15) ? onSale(price) : price
    }

    private func onSale(_ price: ExportPrice) -> ExportPrice {
        var reduced = price
        reduced.saleCents = (price.retailCents * 80 / 100 / 100) * 100 + 90
        return reduced
    }

    private func colorCodes(rng: inout SplitMix64) -> [String] {
        var codes: [String] = []
        for _ in 0..<rng.int(in: 1...4) {
            let code = rng.pick(CatalogTables.colors).code
            if !codes.contains(code) { codes.append(code) }
        }
        if rng.chance(0.04) { codes.append(rng.pick(CatalogTables.unknownColorCodes)) }
        return codes
    }

    private func sizeSpec(for kind: Vocabulary.SizeKind, index: Int, rng: inout SplitMix64) -> SizeSpec {
        switch kind {
        case .letters:
            let ladder = SizeSpec.letterLadder
            let start = rng.int(in: 0...2)
            return .range(from: ladder[start], to: ladder[rng.int(in: (start + 3)...(ladder.count - 1))])
        case .numbers:
            let start = rng.int(in: 0...2)
            return .list(Array(Vocabulary.numericSizes[start...(start + rng.int(in: 2...4))]))
        case .oneSize:
            // The spellings come from the product's own stream, not `rng`, so adding them changed
            // no other generated value.
            var spellings = SplitMix64.derived(seed: seed, stream: 4, index: UInt64(index))
            let spelling = [ExportText.emptyString, .null, .dash, .missing][spellings.int(in: 0...3)]
            return .oneSize(spelling: spelling, stockLabel: spellings.chance(0.5) ? "" : "-")
        }
    }

    private func categorySpelling(_ name: String, rng: inout SplitMix64) -> String {
        switch rng.int(in: 0...19) {
        case 0...2: name.uppercased()
        case 3...4: name.lowercased()
        case 5: name + " "
        default: name
        }
    }

    private func description(adjective: String, noun: String, rng: inout SplitMix64) -> ExportText {
        switch rng.int(in: 0...19) {
        case 0...1: return .emptyString
        case 2...3: return .null
        case 4: return .dash
        case 5: return .missing
        default:
            let text = rng.pick(Vocabulary.descriptionTemplates)
                .replacingOccurrences(of: "%A", with: adjective.lowercased())
                .replacingOccurrences(of: "%N", with: noun.lowercased())
            return .text(text)
        }
    }

    private func care(rng: inout SplitMix64) -> ExportText {
        switch rng.int(in: 0...19) {
        case 0: return .dash
        case 1: return .emptyString
        default:
            let count = rng.int(in: 1...3)
            var lines: [String] = []
            while lines.count < count {
                let line = rng.pick(Vocabulary.careInstructions)
                if !lines.contains(line) { lines.append(line) }
            }
            return .text(lines.joined(separator: ";"))
        }
    }

    private func activeFlag(seasonActive: Bool, rng: inout SplitMix64) -> ExportFlag {
        let isActive = rng.chance(seasonActive ? 0.88 : 0.3)
        let spelling = rng.int(in: 0...9)
        if isActive {
            return spelling < 7 ? .upperY : [ExportFlag.lowerY, .one, .jsonTrue][spelling - 7]
        }
        return spelling < 7 ? .upperN : [ExportFlag.zero, .zero, .jsonFalse][spelling - 7]
    }

    private func updated(rng: inout SplitMix64) -> String {
        let secondsBack = rng.int(in: 0...(200 * 86_400))
        return ShopCalendar.isoLocalString(Self.latestUpdate.addingTimeInterval(-Double(secondsBack)))
    }

    private func stock(colors: [String], sizes: [String], rng: inout SplitMix64) -> [StockEntry] {
        var entries: [StockEntry] = []
        for color in colors {
            for size in sizes where !rng.chance(0.2) {
                let quantity = rng.chance(0.1) ? 0 : rng.int(in: 1...12)
                entries.append(StockEntry(color: color, size: size, quantity: quantity, isPadded: rng.chance(0.15)))
            }
        }
        return entries
    }

    private func related(index: Int, rng: inout SplitMix64) -> [String] {
        let earlier = index / themes.count
        let count = min(earlier, rng.int(in: 0...3))
        return (0..<count).map { style(at: index - ($0 + 1) * themes.count) }
    }
}
