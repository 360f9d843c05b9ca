import Foundation
import IvkoData
import IvkoModel
import IvkoService
import Testing

@Suite("Request bodies")
struct RequestBodyTests {
    let data = DataManager()

    private func item(_ style: String, _ color: String, _ size: String, _ quantity: Int) throws -> CartItem {
        CartItem(
            style: try #require(Expect.style(style)), color: try #require(Expect.color(color)),
            size: try #require(Size(rawValue: size)), quantity: quantity
        )
    }

    @Test func addCartLine() throws {
        let body = try data.addCartLineBody(for: item("W26KD0112", "31", "S", 1))
        #expect(String(decoding: body, as: UTF8.self) == #"{"color":"31","qty":1,"size":"S","style":"W26KD0112"}"#)
    }

    @Test func placeOrder() throws {
        let reference = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        let order = OrderRequest(
            clientReference: reference, addressID: AddressID("1"),
            items: [try item("W26KD0112", "31", "S", 1), try item("W26NR0031", "12", "M", 2)]
        )
        let body = try data.placeOrderBody(for: order)
        let json = try JSONValue(parsing: body)
        #expect(json["clientRef"] == .string("6f9619ff-8b86-d011-b42d-00c04fc964ff"))
        #expect(json["addressId"] == .string("1"))
        #expect(json["lines"] == .array([
            .object(["style": .string("W26KD0112"), "color": .string("31"), "size": .string("S"), "qty": .number(1)]),
            .object(["style": .string("W26NR0031"), "color": .string("12"), "size": .string("M"), "qty": .number(2)]),
        ]))
        #expect(try data.placeOrderBody(for: order) == body)
    }

    @Test func invalidRequestsAreRefused() throws {
        #expect(throws: DataError.invalidRequest(.addCartLine, reason: "quantity 0 is less than 1")) {
            try data.addCartLineBody(for: item("W26KD0112", "31", "S", 0))
        }
        #expect(throws: DataError.invalidRequest(.placeOrder, reason: "the order has no lines")) {
            try data.placeOrderBody(for: OrderRequest(addressID: AddressID("1"), items: []))
        }
    }

    @Test func cartLineBodyRoundTripsThroughTheCartConverter() throws {
        let sent = try item("W26NR0031", "12", "M", 2)
        let body = try JSONValue(parsing: data.addCartLineBody(for: sent))
        guard case .object(var line) = body else {
            Issue.record("body is not an object")
            return
        }
        line["lineId"] = .string("18")
        line["price"] = .string("71,90")
        let cart = try data.cart(fromCart: .object(["lines": .array([.object(line)]), "currency": .string("EUR")]))
        #expect(cart.items == [sent])
    }
}
