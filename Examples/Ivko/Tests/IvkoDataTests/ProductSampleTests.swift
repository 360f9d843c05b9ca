import Foundation
@testable import IvkoData
import IvkoModel
import Testing

@Suite("products-page1.json converts exactly")
struct ProductSampleTests {
    let page: Converted<ProductExportPage>

    init() throws {
        page = try ResponseConverter().productPage(fromProducts: Samples.json("products-page1.json"))
    }

    private func product(_ style: String) throws -> Product {
        try #require(page.products.first { $0.style.rawValue == style })
    }

    @Test func pagingAndLeftOut() {
        #expect(page.page == 1)
        #expect(page.pageCount == 1)
        #expect(page.totalCount == 6)
        #expect(page.isLastPage)
        #expect(page.exportedAt == Expect.utc(2026, 11, 21, 13, 3)) // 14:03 in Belgrade (CET)
        #expect(page.products.map(\.style.rawValue) == ["W26KD0112", "W26KD0140", "W26NR0031", "W26NR0032", "W26KD0155"])
        #expect(page.inactiveStyles == [Expect.style("S26BL0007")])
        #expect(page.skipped.isEmpty)
    }

    @Test func sequinDress() throws {
        let dress = try product("W26KD0112")
        #expect(dress.name == "Sequin Dress")
        #expect(dress.season.rawValue == "W26")
        #expect(dress.theme.rawValue == "W26KD")
        #expect(dress.category == Category(name: "Dresses"))
        #expect(dress.category?.id.rawValue == "dresses")
        #expect(dress.description == "Long & elegant, with hand-sewn sequins.")
        #expect(dress.price == Price(regular: Expect.euros("129.90")))
        #expect(dress.care == ["30°C", "No bleach", "Iron low"])
        #expect(dress.materials == ["95% Viscose", "5% Elastane"])
        #expect(dress.colors == Expect.colors("11", "31", "72"))
        #expect(dress.sizes == Expect.sizes("XS", "S", "M", "L"))
        #expect(
            dress.images
                == ProductImages(
                    promo: Expect.asset("img/promo/W26KD0112_p.jpg"),
                    grid: Expect.asset("img/grid/W26KD0112_g.jpg"),
                    gallery: ["img/gal/W26KD0112_1.jpg", "img/gal/W26KD0112_2.jpg"].compactMap(Expect.asset)
                ))
        #expect(dress.updated == Expect.utc(2026, 11, 20, 7, 0))
    }

    @Test func velvetBlazer() throws {
        let blazer = try product("W26KD0140")
        #expect(blazer.name == "Velvet Blazer")
        #expect(blazer.category == Category(name: "Dresses"))
        #expect(blazer.description == "Velvet blazer \u{2013} tailored fit")
        #expect(blazer.price.regular == Expect.euros("1299.00"))
        #expect(blazer.price.sale == Expect.euros("999.00"))
        #expect(blazer.price.current == Expect.euros("999"))
        #expect(blazer.care == ["Dry clean only"])
        #expect(blazer.materials == ["100% Silk Velvet"])
        #expect(blazer.colors == Expect.colors("58"))
        #expect(blazer.sizes == Expect.sizes("36", "38", "40", "42"))
        #expect(blazer.images.promo == Expect.asset("img/promo/W26KD0140_p.jpg"))
        #expect(blazer.images.gallery.isEmpty)
        #expect(blazer.updated == Expect.utc(2026, 11, 19, 16, 45, 10))
    }

    @Test func cableKnitSweater() throws {
        let sweater = try product("W26NR0031")
        #expect(sweater.name == "Cable Knit Sweater")
        #expect(sweater.theme.rawValue == "W26NR")
        #expect(sweater.category == Category(name: "Knitwear"))
        #expect(sweater.description == nil)
        #expect(sweater.price == Price(regular: Expect.euros("89.90")))
        #expect(sweater.care == ["Hand wash", "Dry flat"])
        #expect(sweater.materials == ["80% Wool", "20% Polyamide"])
        #expect(sweater.colors == Expect.colors("12", "23", "45", "99"))
        #expect(sweater.sizes == Expect.sizes("S", "M", "L", "XL", "XXL"))
        #expect(sweater.images.gallery == [Expect.asset("img/gal/W26NR0031_1.jpg")])
    }

    @Test func woolScarfHasEveryKindOfEmpty() throws {
        let scarf = try product("W26NR0032")
        #expect(scarf.name == "Wool Scarf")
        #expect(scarf.category == Category(name: "Knitwear"))
        #expect(scarf.category?.id == CategoryID(rawValue: "knitwear"))
        #expect(scarf.description == nil)
        #expect(scarf.price == Price(regular: Expect.euros("29.90")))
        #expect(scarf.care.isEmpty)
        #expect(scarf.materials.isEmpty)
        #expect(scarf.colors == Expect.colors("23"))
        #expect(scarf.sizes.isEmpty)
        #expect(scarf.images == ProductImages(grid: Expect.asset("img/grid/W26NR0032_g.jpg")))
        #expect(scarf.updated == Expect.utc(2026, 11, 18, 8, 12))
    }

    @Test func pleatedSkirtIgnoresUnknownFields() throws {
        let skirt = try product("W26KD0155")
        #expect(skirt.name == "Pleated Skirt")
        #expect(skirt.category == Category(name: "Skirts"))
        #expect(skirt.description == "Pleated midi skirt")
        #expect(skirt.price == Price(regular: Expect.euros("69.90")))
        #expect(skirt.care == ["30°C"])
        #expect(skirt.materials == ["100% Polyester"])
        #expect(skirt.colors == Expect.colors("31", "58"))
        #expect(skirt.sizes == Expect.sizes("XXS", "XS", "S", "M"))
        #expect(skirt.images.promo == nil)
    }

    @Test func unknownColourIsKeptWithAGenericName() throws {
        let table = try ResponseConverter().colorTable(fromColors: Samples.json("colors.json")).value
        let names = try product("W26NR0031").colors.map { table.color(for: $0).name }
        #expect(names == ["Ivory", "Navy", "Forest Green", "Colour 99"])
    }
}
