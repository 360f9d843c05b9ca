import Foundation
import GRDB
@testable import IvkoData
import IvkoModel
import IvkoTestSupport
import Testing

/// A cart item's quantity is a `Quantity`, never below 1: checked once where a number comes in
/// (the backend's cart, the database, a stored pending order), never again after.
@Suite("Quantity")
struct QuantityTests {
    @Test func onlyOneOrMoreIsAQuantity() throws {
        #expect(Quantity(0) == nil)
        #expect(Quantity(-2) == nil)
        #expect(Quantity(Int.min) == nil)
        #expect(Quantity(1) == .one)
        #expect(try #require(Quantity(2)).adding(try #require(Quantity(3)))?.value == 5)
        #expect(try #require(Quantity(Int.max)).adding(.one) == nil, "a sum too large is no quantity")
    }

    @Test func itIsCodedAsAPlainNumberAndANumberBelowOneIsRefused() throws {
        let item = CartItem(
            style: try #require(StyleCode(rawValue: "W26KD0112")), color: try #require(ColorCode(rawValue: "31")),
            size: try #require(Size(rawValue: "M")), quantity: try #require(Quantity(2))
        )
        let json = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        #expect(json.contains(#""quantity":2"#))
        #expect(try JSONDecoder().decode(CartItem.self, from: Data(json.utf8)) == item)
        let zero = json.replacingOccurrences(of: #""quantity":2"#, with: #""quantity":0"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CartItem.self, from: Data(zero.utf8)) }
    }

    @Test func aServerCartLineWithoutPiecesIsSkipped() throws {
        let cart = try ResponseConverter().cart(
            fromCart: Samples.parse(
                """
                {"lines": [
                  {"lineId": "17", "style": "W26KD0112", "color": "31", "size": "S", "qty": "0", "price": "129,90"},
                  {"lineId": "18", "style": "W26NR0031", "color": "12", "size": "M", "qty": "-1", "price": "71,90"},
                  {"lineId": "19", "style": "W26NR0031", "color": "12", "size": "L", "qty": "002", "price": "71,90"}
                ], "currency": "EUR"}
                """))
        #expect(cart.value.lines.map(\.id) == [CartLineID("19")])
        #expect(cart.value.lines.first?.item.quantity == Quantity(2))
        #expect(cart.skipped.count == 2)
    }

    @Test func aStoredCartRowWithoutPiecesIsLeftOut() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("user.sqlite")
        let items = try ResponseConverter().cart(fromCart: Samples.json("cart.json")).value.items
        let store = try await UserStore.open(at: path)
        try await store.saveCartItems(items)
        try store.close()

        let database = try DatabaseQueue(path: path)
        try await database.write { db in try db.execute(sql: "UPDATE cartItem SET quantity = 0 WHERE position = 0") }
        try database.close()

        let reopened = try await UserStore.open(at: path)
        #expect(try await reopened.cartItems() == Array(items.dropFirst()))
        try reopened.close()
    }
}
