import Foundation
@testable import IvkoData
import IvkoModel
import Testing

@Suite("A bad record is skipped and counted; the rest goes on")
struct SkippedRecordTests {
    let data = ResponseConverter()

    private func product(_ members: String) -> String {
        #"{"style": "W26KD0112", "name": "DRESS", "price": {"currency": "EUR", "retail": "10,00"}, "active": "Y", "#
            + members + "}"
    }

    @Test func badProductsAreSkippedAndNamed() throws {
        let json = try Samples.parse(
            """
            {"products": [
              \(product(#""colors": "11""#)),
              {"name": "NO STYLE", "price": {"retail": "1,00"}, "active": "Y"},
              {"style": "W26KD0113", "name": "BAD PRICE", "price": {"currency": "EUR", "retail": "12x"}, "active": "Y"},
              "not an object",
              {"style": "W26KD0114", "name": "BAD SIZES", "price": {"retail": "1,00"}, "sizes": "XS-FOO", "active": "Y"},
              {"style": "W26KD0115", "name": "BAD FLAG", "price": {"retail": "1,00"}, "active": "maybe"},
              {"style": "W26KD0116", "name": "NO PRICE", "active": "Y"},
              {"style": "W26KD0117", "name": "BAD PRICE BUT INACTIVE", "price": {"retail": "??"}, "active": "N"},
              {"style": "W26KD0118", "price": {"retail": "1,00"}, "active": "Y", "name": "  "},
              {"style": "W26KD0119", "name": "BAD MATERIALS", "price": {"retail": "1,00"}, "active": "Y", "materials": [1]},
              {"style": "W26KD0120", "name": "LAST", "price": {"retail": "1,00"}, "active": true}
            ]}
            """)
        let page = try data.productPage(fromProducts: json)
        #expect(page.products.map(\.style.rawValue) == ["W26KD0112", "W26KD0120"])
        #expect(page.inactiveStyles.map(\.rawValue) == ["W26KD0117"])
        #expect(page.skipped.count == 8)
        #expect(
            page.skipped.map(\.path) == [
                "products[1]", "products[2]", "products[3]", "products[4]", "products[5]", "products[6]", "products[8]",
                "products[9]",
            ])
        #expect(page.skipped.map(\.key) == [nil, "W26KD0113", nil, "W26KD0114", "W26KD0115", "W26KD0116", "W26KD0118", "W26KD0119"])
        #expect(
            page.skipped.map(\.error) == [
                FieldError(field: "style", problem: .missing),
                FieldError(field: "price.retail", problem: .unreadable(expected: "a decimal number", value: "12x")),
                FieldError(field: "", problem: .wrongType(expected: "an object", found: "text")),
                FieldError(field: "sizes", problem: .unreadable(expected: "a size range or list", value: "XS-FOO")),
                FieldError(field: "active", problem: .unreadable(expected: "Y or N", value: "maybe")),
                FieldError(field: "price", problem: .missing),
                FieldError(field: "name", problem: .missing),
                FieldError(field: "materials[0]", problem: .wrongType(expected: "text", found: "a number")),
            ])
        #expect(page.skipped.allSatisfy { $0.kind == .products })
        #expect(
            page.skipped[1].description == #"products.json products[2] (W26KD0113): price.retail: expected a decimal number, found "12x""#)
    }

    @Test func productWithoutActiveValueIsLeftOut() throws {
        let json = try Samples.parse(#"{"products": [{"style": "W26KD0112", "name": "X", "price": {"retail": "1,00"}, "active": "-"}]}"#)
        let page = try data.productPage(fromProducts: json)
        #expect(page.products.isEmpty)
        #expect(page.inactiveStyles.map(\.rawValue) == ["W26KD0112"])
        #expect(page.skipped.isEmpty)
    }

    @Test func oddButReadableProductConverts() throws {
        let json = try Samples.parse(
            """
            {"products": [{"style": " w26kd0112 ", "name": "  &Scaron;IFON   HALJINA ", "category": "  ", "desc": "-",
              "price": {"retail": 1299.5, "sale": "", "currency": "eur"}, "colors": "7, 11,11,", "sizes": "40/36",
              "images": "", "active": 1, "updated": null, "extra": {"nested": [1, 2]}}]}
            """)
        let product = try #require(try data.productPage(fromProducts: json).products.first)
        #expect(product.style.rawValue == "W26KD0112")
        #expect(product.name == "Šifon Haljina")
        #expect(product.category == nil)
        #expect(product.description == nil)
        #expect(product.price == Price(regular: Expect.euros("1299.5")))
        #expect(product.colors == Expect.colors("07", "11"))
        #expect(product.sizes == Expect.sizes("36", "40"))
        #expect(product.images == ProductImages())
        #expect(product.updated == nil)
    }

    @Test func badSlideIsSkipped() throws {
        let json = try Samples.parse(
            """
            [{"style": "W26KD0112", "title": "A", "from": "31.02.2026", "order": "1"},
             {"style": "W26KD0140", "title": "B", "order": "x"},
             {"style": "W26KD0155", "title": "C"},
             {"style": "W26NR0031", "title": "D", "order": "007"}]
            """)
        let promotions = try data.promotions(fromSlides: json, now: Expect.utc(2026, 11, 21, 12, 0))
        #expect(promotions.map(\.title) == ["D", "C"])
        #expect(promotions.skipped.map(\.error.field) == ["from", "order"])
    }

    @Test func badThemeRowSkipsOnlyTheTheme() throws {
        let json = try Samples.parse(
            """
            {"seasons": [{"code": "W26", "name": "WINTER", "active": "Y",
                          "themes": [["KD", "Kings"], ["TOOLONG", "X", "#000"], "NR", ["NR", "Nordic", "blue"], ["AB", "Ab", "#fff"]]},
                         {"code": "W2", "name": "BAD"}]}
            """)
        let seasons = try data.seasons(fromSeasons: json)
        #expect(seasons.count == 1)
        #expect(seasons[0].themes.map(\.id.rawValue) == ["W26KD", "W26AB"])
        #expect(seasons[0].themes[0].color == nil)
        #expect(
            seasons.skipped.map(\.path) == [
                "seasons[1]", "seasons[W26].themes[1]", "seasons[W26].themes[2]", "seasons[W26].themes[3]",
            ])
    }

    @Test func badColourEntryIsSkipped() throws {
        let table = try data.colorTable(fromColors: try Samples.parse(#"{"colors": {"11": "NAVY", "x y": "Odd", "23": ""}}"#))
        #expect(table.value.names == [try #require(Expect.color("11")): "Navy"])
        #expect(table.skipped.map(\.path) == ["colors.23", "colors.x y"])
    }

    @Test func badStockRowAndRelatedCodeAreSkipped() throws {
        let json = try Samples.parse(
            """
            {"style": "W26NR0031", "price": {"retail": "1,00"}, "related": "W26NR0032, BAD ,W26NR0032",
             "stock": [{"color": "12", "size": "M", "qty": "3"}, {"color": "12", "size": "L", "qty": "many"},
                       {"color": "12", "size": "S", "qty": "-1"}, {"size": "M", "qty": "1"}]}
            """)
        let details = try data.productDetails(fromDetails: json)
        #expect(details.stock.total == 3)
        #expect(details.related.map(\.rawValue) == ["W26NR0032"])
        #expect(details.skipped.map(\.path) == ["stock[1]", "stock[2]", "stock[3]", "related[1]"])
    }

    @Test func badAddressCartLineAndOrderAreSkipped() throws {
        let addresses = try data.addresses(
            fromAddresses: try Samples.parse(
                #"{"addresses": [{"id": "1", "line1": "A 1", "city": "X"}, {"id": "2", "city": "Y"}]}"#
            ))
        #expect(addresses.map(\.id.rawValue) == ["1"])
        #expect(addresses.skipped.map(\.error) == [FieldError(field: "line1", problem: .missing)])

        let cart = try data.cart(
            fromCart: try Samples.parse(
                """
                {"lines": [{"lineId": "1", "style": "W26KD0112", "color": "31", "size": "S", "qty": "0", "price": "1,00"},
                           {"lineId": "2", "style": "W26KD0112", "color": "31", "size": "S", "qty": 2, "price": "1,00"}],
                 "total": "2,00", "currency": "EUR"}
                """))
        #expect(cart.lines.map(\.id.rawValue) == ["2"])
        #expect(cart.skipped.map(\.key) == ["1"])

        let orders = try data.orderHistory(
            fromOrders: try Samples.parse(
                """
                {"orders": [{"orderNo": "1", "date": "2026-11-21", "total": "1,00", "status": "NEW"},
                            {"orderNo": "2", "date": "21.11.2026", "total": "1,00", "status": "ON HOLD"}]}
                """))
        #expect(orders.map(\.status) == [.other("ON HOLD")])
        #expect(orders.skipped.map(\.error.field) == ["date"])
    }

    @Test func emptyCartNeedsNoLinesOrTotal() throws {
        let cart = try data.cart(fromCart: try Samples.parse(#"{"total": "", "currency": null}"#))
        #expect(cart.value == Cart())
    }
}
