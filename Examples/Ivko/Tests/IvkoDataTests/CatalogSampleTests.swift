import Foundation
@testable import IvkoData
import IvkoModel
import Testing

@Suite("Catalog samples convert exactly")
struct CatalogSampleTests {
    let data = ResponseConverter()

    @Test func slidesShownOn21NovemberInOrder() throws {
        let now = Expect.utc(2026, 11, 21, 11, 0)
        let promotions = try data.promotions(fromSlides: Samples.json("slides.json"), now: now)
        #expect(promotions.skipped.isEmpty)
        // order 1 first; the two order-2 slides keep the array order; the summer slide has expired.
        #expect(promotions.map(\.style.rawValue) == ["W26NR0031", "W26KD0112", "W26KD0140"])
        let nordic = try #require(promotions.first)
        #expect(
            nordic
                == Promotion(
                    style: try #require(Expect.style("W26NR0031")), title: "Nordic Nights", subtitle: "-20% on knitwear",
                    image: Expect.asset("img/promo/W26NR0031_p.jpg"),
                    firstDay: Expect.day(2026, 11, 15), lastDay: Expect.day(2026, 12, 15), order: 1
                ))
        #expect(promotions[1].title == "KINGS & DUKES")
        #expect(promotions[1].subtitle == "The winter collection is here")
        #expect(promotions[1].lastDay == Expect.day(2027, 1, 31))
        #expect(promotions[2].title == "Velvet evenings")
        #expect(promotions[2].subtitle == nil)
    }

    @Test func slideDaysAreShopDays() throws {
        let slides = try Samples.json("slides.json")
        // 15 December 23:30 UTC is already 16 December in Belgrade: Nordic Nights has ended.
        let late = try data.promotions(fromSlides: slides, now: Expect.utc(2026, 12, 15, 23, 30))
        #expect(late.map(\.style.rawValue) == ["W26KD0112", "W26KD0140"])
        let lastEvening = try data.promotions(fromSlides: slides, now: Expect.utc(2026, 12, 15, 22, 59))
        #expect(lastEvening.map(\.style.rawValue) == ["W26NR0031", "W26KD0112", "W26KD0140"])
        let summer = try data.promotions(fromSlides: slides, now: Expect.utc(2026, 8, 31, 12, 0))
        #expect(summer.map(\.style.rawValue) == ["S26BL0007"])
    }

    @Test func seasonsWithThemes() throws {
        let seasons = try data.seasons(fromSeasons: Samples.json("seasons.json"))
        #expect(seasons.skipped.isEmpty)
        #expect(seasons.count == 2)
        let winter = seasons[0]
        #expect(winter.id.rawValue == "W26")
        #expect(winter.name == "Winter 2026")
        #expect(winter.isActive)
        #expect(winter.themes.map(\.id.rawValue) == ["W26KD", "W26NR"])
        #expect(winter.themes.map(\.name) == ["Kings & Dukes", "Nordic Nights"])
        #expect(winter.themes.map(\.color) == [RGBColor(hex: "#7a1f3d"), RGBColor(hex: "#1f3d7a")])
        let summer = seasons[1]
        #expect(summer.id.rawValue == "S26")
        #expect(summer.name == "Summer 2026")
        #expect(!summer.isActive)
        #expect(
            summer.themes == [
                Theme(
                    id: try #require(ThemeID(rawValue: "S26BL")), name: "Blue Lagoon", color: RGBColor(red: 0x2A, green: 0x9D, blue: 0xF4)
                )
            ])
    }

    @Test func colorTable() throws {
        let table = try data.colorTable(fromColors: Samples.json("colors.json"))
        #expect(table.skipped.isEmpty)
        #expect(
            table.value.allColors.map(\.name) == [
                "Off-White", "Ivory", "Navy", "Bordeaux", "Forest Green", "Charcoal", "Pink",
            ])
        #expect(table.value.allColors.map(\.code.rawValue) == ["11", "12", "23", "31", "45", "58", "72"])
        #expect(table.value.color(for: try #require(Expect.color("99"))) == Color.unknown(try #require(Expect.color("99"))))
        #expect(table.value.color(for: try #require(Expect.color("99"))).name == "Colour 99")
    }

    @Test func detailsWithLivePriceStockAndRelated() throws {
        let details = try data.productDetails(fromDetails: Samples.json("details-W26NR0031.json"))
        #expect(details.skipped.isEmpty)
        #expect(details.style.rawValue == "W26NR0031")
        #expect(details.price == Price(regular: Expect.euros("89.90"), sale: Expect.euros("71.90")))
        let ivory = try #require(Expect.color("12"))
        let navy = try #require(Expect.color("23"))
        let green = try #require(Expect.color("45"))
        let stock = details.stock
        #expect(stock.quantity(color: ivory, size: try #require(Size(rawValue: "M"))) == 3)
        #expect(stock.quantity(color: ivory, size: try #require(Size(rawValue: "L"))) == 7)
        #expect(stock.quantity(color: navy, size: try #require(Size(rawValue: "S"))) == 1)
        #expect(stock.quantity(color: green, size: try #require(Size(rawValue: "XL"))) == 0)
        #expect(stock.quantity(color: navy, size: try #require(Size(rawValue: "M"))) == 0)
        #expect(stock.total == 11)
        #expect(details.related.map(\.rawValue) == ["W26NR0032", "W26KD0112"])
    }
}
