import Foundation
import IvkoData
import IvkoModel
import IvkoService
import Testing

/// One-size products as API.md allows them: `sizes` empty in any of its four spellings, the stock
/// and the cart listing their pieces under an empty size (`""` or `"-"`), kept as spelt because
/// the shop takes a cart line only in the spelling its stock used.
@Suite struct OneSizeTests {
    let data = ResponseConverter()

    private func product(sizes: String?) throws -> Product? {
        let member = sizes.map { #", "sizes": \#($0)"# } ?? ""
        let page = try Samples.parse(
            #"{"products": [{"style": "W26AC0001", "name": "WOOL SCARF", "category": "Accessories", "colors": "23", "price": {"retail": "29,90"}, "active": "Y"\#(member)}]}"#
        )
        return try data.productPage(fromProducts: page).value.products.first
    }

    @Test(arguments: [#""""#, "null", #""-""#, #"" - ""#, nil])
    func aProductWithoutSizesInAnySpellingIsOneSize(sizes: String?) throws {
        let scarf = try #require(try product(sizes: sizes), "the product is read, not skipped")
        #expect(scarf.sizes.isEmpty)
    }

    @Test func stockUnderEveryEmptySizeIsTheOneSizeAsSpelt() throws {
        let details = try data.productDetails(
            fromDetails: Samples.parse(
                #"""
                {"style": "W26AC0001", "price": {"retail": "29,90"}, "stock": [
                  {"color": "23", "size": "", "qty": "4"},
                  {"color": "11", "size": "-", "qty": "002"},
                  {"color": "31", "size": null, "qty": "1"},
                  {"color": "45", "qty": "7"}
                ]}
                """#)
        )
        #expect(details.skipped.isEmpty, "no stock row is dropped: \(details.skipped)")
        let stock = details.value.stock
        let sizes = Dictionary(uniqueKeysWithValues: stock.quantities.map { ($0.key.color.rawValue, $0.key.size) })
        #expect(sizes.values.allSatisfy { $0.isOneSize })
        #expect(sizes["23"]?.rawValue == "")
        #expect(sizes["11"]?.rawValue == "-", "sent back as the stock spelt it")
        #expect(sizes["31"]?.rawValue == "")
        #expect(sizes["45"]?.rawValue == "")
        #expect(stock.total == 14)
        let navy = try #require(ColorCode(rawValue: "11"))
        #expect(stock.quantity(color: navy, size: .oneSize(label: "-")) == 2)
        #expect(stock.oneSize?.rawValue == "", "the spelling with the most pieces")
    }

    @Test func aCartLineOfAOneSizeProductIsKept() throws {
        let cart = try data.cart(
            fromCart: Samples.parse(
                #"""
                {"lines": [{"lineId": "5", "style": "W26AC0001", "color": "23", "size": "-", "qty": "1", "price": "29,90"},
                           {"lineId": "6", "style": "W26AC0002", "color": "23", "size": "", "qty": "2", "price": "9,90"}],
                 "total": "49,70", "currency": "EUR"}
                """#)
        )
        #expect(cart.skipped.isEmpty)
        #expect(cart.value.lines.map(\.item.size.rawValue) == ["-", ""])
        #expect(cart.value.lines.allSatisfy { $0.item.size.isOneSize })
    }
}
