import Foundation
import IvkoBackend
import Testing

/// The generated catalog is the same for the same seed, differs for another, and has every quirk.
@Suite("Catalog generation")
struct CatalogDeterminismTests {
    @Test("SplitMix64 gives the reference sequence")
    func splitMixReference() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test("same seed, same catalog; another seed, other products; smaller catalogs are prefixes")
    func determinism() {
        let first = IvkoCatalog(productCount: 400, seed: 9)
        #expect(first == IvkoCatalog(productCount: 400, seed: 9))
        let other = IvkoCatalog(productCount: 400, seed: 10)
        #expect(first != other)
        #expect(Array(first.products.prefix(6)) == Array(other.products.prefix(6)))
        #expect(first.products[6...] != other.products[6...])
        #expect(Array(first.products.prefix(100)) == IvkoCatalog(productCount: 100, seed: 9).products)
    }

    @Test("past the listed themes' 144,000 numbers, products go to unlisted themes 10–99 of the same seasons")
    func unlistedThemes() {
        let listedCapacity = 16 * 9_000
        let lastListed = IvkoCatalog.generatedProduct(at: listedCapacity - 1, seed: 9)
        let firstUnlisted = IvkoCatalog.generatedProduct(at: listedCapacity, seed: 9)
        #expect(lastListed.style == "W25EM9999")
        #expect(firstUnlisted.style == "W26100000")
        #expect(IvkoCatalog.generatedProduct(at: listedCapacity + 91, seed: 9).style == "S26110000")
        #expect(IvkoCatalog.generatedProduct(at: listedCapacity + 360, seed: 9).style == "W26100001")
        let last = IvkoCatalog.generatedProduct(at: IvkoCatalog.maximumProductCount - 7, seed: 9)
        #expect(last.style == "W25999999")
        #expect(IvkoCatalog.maximumProductCount == 6 + listedCapacity + 4 * 90 * 10_000)
        let styles = (0..<2_000).map { IvkoCatalog.generatedProduct(at: listedCapacity - 1_000 + $0 * 997, seed: 9).style }
        #expect(Set(styles).count == styles.count)
        #expect(styles.allSatisfy { $0.count == 9 && $0.suffix(4).allSatisfy(\.isNumber) })
        #expect(firstUnlisted.related.allSatisfy { $0.count == 9 })
        #expect(IvkoCatalog(productCount: 50, seed: 9).products[49] == IvkoCatalog.generatedProduct(at: 43, seed: 9))
    }

    @Test("the default catalog has 2000 products in 4 seasons with every quirk of the export")
    func defaultCatalogQuirks() {
        let catalog = IvkoCatalog()
        let products = catalog.products
        #expect(products.count == 2_000)
        #expect(catalog.seasons.map(\.code) == ["W26", "S26", "S27", "W25"])
        #expect(Set(products.map(\.style)).count == products.count)
        let themeIDs = Set(catalog.seasons.flatMap { season in season.themes.map { season.code + $0.code } })
        #expect(products.allSatisfy { $0.style.count == 9 && themeIDs.contains(String($0.style.prefix(5))) })
        #expect(products.contains { !$0.isActive })
        #expect(products.contains { $0.colorCodes.contains { !catalog.knowsColor($0) } })
        #expect(products.contains { $0.price.saleCents != nil })
        #expect(products.contains { $0.price.retailCents >= 100_000 })
        #expect(products.contains { $0.livePrice != $0.price })
        #expect(products.contains { $0.legacyID != nil })
        #expect(products.contains { $0.name.hasSuffix(" ") })
        #expect(Set(products.map(\.active)).count == ExportFlag.allCases.count)
        #expect(Set(products.map(\.description)).contains(.missing))
        #expect(products.contains { $0.stock.contains(where: \.isPadded) })
        #expect(products.contains { if case .list = $0.sizes { true } else { false } })
        // One-size products: `sizes` in each of the four empty spellings, the stock under "" or "-".
        var spellings: Set<ExportText> = []
        var stockLabels: Set<String> = []
        for product in products {
            guard case .oneSize(let spelling, let label) = product.sizes else { continue }
            spellings.insert(spelling)
            stockLabels.insert(label)
            #expect(product.stock.allSatisfy { $0.size == label }, "\(product.style): its stock uses its one size's label")
        }
        #expect(spellings == [.emptyString, .null, .dash, .missing])
        #expect(stockLabels == ["", "-"])
        #expect(products.contains { $0.images.grid.hasSuffix(".png") })
        let categories = Set(products.map(\.category))
        #expect(categories.contains("Dresses") && categories.contains("DRESSES"))
    }

    @Test("the export spells amounts with a decimal comma and a thousands dot")
    func decimalComma() {
        #expect(DecimalComma.string(cents: 129_900) == "1.299,00")
        #expect(DecimalComma.string(cents: 129_900, groupThousands: false) == "1299,00")
        #expect(DecimalComma.string(cents: 7_190) == "71,90")
        #expect(DecimalComma.string(cents: 123_456_789) == "1.234.567,89")
        #expect(DecimalComma.padded(7, width: 3) == "007")
        #expect(DecimalComma.cents(from: "1.299,00") == 129_900)
        #expect(DecimalComma.cents(from: "20,5") == 2_050)
        #expect(DecimalComma.cents(from: "abc") == nil)
    }
}
