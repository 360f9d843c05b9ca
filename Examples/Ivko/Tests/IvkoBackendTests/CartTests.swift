import Foundation
import IvkoBackend
import Testing

/// The server-side cart: add (merging), delete, stock and validation errors.
@Suite("Cart")
struct CartTests {
    @Test("adding the sample's two lines gives the cart sample exactly")
    func cartMatchesSample() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            _ = try await backend.post("cart/lines", session: id, json: #"{"style":"W26KD0112","color":"31","size":"S","qty":1}"#)
            let answer = try await backend.post(
                "cart/lines", session: id, json: #"{"style":"W26NR0031","color":"12","size":"M","qty":"2"}"#)
            #expect(answer.header("content-type") == "application/json;charset=UTF-8")
            #expect(try Canonical.text(answer.json()) == Canonical.text(Samples.json("cart.json")))
            let cart = try await backend.get("cart", session: id)
            #expect(try Canonical.text(cart.json()) == Canonical.text(Samples.json("cart.json")))
        }
    }

    @Test("the same style, colour and size merges into one line; delete removes it; an unknown line id changes nothing")
    func mergeAndDelete() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            let line = #"{"style":"W26KD0112","color":"31","size":"M","qty":1}"#
            _ = try await backend.post("cart/lines", session: id, json: line)
            let merged = try await backend.post("cart/lines", session: id, json: line).jsonObject()
            let lines = try #require(merged["lines"] as? [[String: String]])
            #expect(lines.count == 1)
            #expect(lines.first?["qty"] == "2")
            #expect(merged["total"] as? String == "259,80")
            let lineID = try #require(lines.first?["lineId"])
            let unchanged = try await backend.send("DELETE", "cart/lines/999", headers: [("X-Session", id)])
            #expect(try Canonical.text(unchanged.json()) == Canonical.text(merged))
            let notNumber = try await backend.send("DELETE", "cart/lines/abc", headers: [("X-Session", id)])
            #expect(try Canonical.text(notNumber.json()) == Canonical.text(merged))
            let emptied = try await backend.send("DELETE", "cart/lines/\(lineID)", headers: [("X-Session", id)]).jsonObject()
            #expect((emptied["lines"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("out of stock is the StockException sample; stock counts what the cart holds")
    func stock() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            let none = try await backend.post("cart/lines", session: id, json: #"{"style":"W26NR0031","color":"45","size":"XL","qty":1}"#)
            #expect(none.status == 200)
            #expect(try Canonical.text(none.json()) == Canonical.text(Samples.json("cart-out-of-stock.json")))
            let line = #"{"style":"W26NR0031","color":"23","size":"S","qty":1}"#
            #expect(try await backend.post("cart/lines", session: id, json: line).jsonObject()["lines"] != nil)
            #expect(try await backend.post("cart/lines", session: id, json: line).jsonObject()["type"] as? String == "StockException")
        }
    }

    @Test("a one-size product's line is taken in the size its stock uses, not in another spelling of none")
    func oneSizeLine() async throws {
        try await TestBackend.with { backend in
            let product = try #require(
                backend.server.catalog.products.first { product in
                    guard product.isActive, case .oneSize(_, "-") = product.sizes else { return false }
                    return product.stock.contains { $0.quantity > 0 }
                })
            let entry = try #require(product.stock.first { $0.quantity > 0 })
            let id = try await backend.signIn()
            let wrong = #"{"style":"\#(product.style)","color":"\#(entry.color)","size":"","qty":1}"#
            #expect(try await backend.post("cart/lines", session: id, json: wrong).jsonObject()["type"] as? String == "StockException")
            let right = #"{"style":"\#(product.style)","color":"\#(entry.color)","size":"-","qty":1}"#
            #expect(try await backend.post("cart/lines", session: id, json: right).jsonObject()["lines"] != nil)
        }
    }

    @Test("inactive products are not sold, unknown styles are not found, bad bodies are ValidationException")
    func refusals() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            let inactive = try await backend.post(
                "cart/lines", session: id, json: #"{"style":"S26BL0007","color":"11","size":"M","qty":1}"#)
            #expect(try inactive.jsonObject()["type"] as? String == "StockException")
            let unknown = try await backend.post("cart/lines", session: id, json: #"{"style":"ZZZ","color":"11","size":"M","qty":1}"#)
            #expect(try unknown.jsonObject()["type"] as? String == "NotFoundException")
            for body in [
                "not json", "[]", #"{"style":"W26KD0112"}"#, #"{"style":"W26KD0112","color":"31","size":"S","qty":0}"#,
                #"{"style":"W26KD0112","color":"31","size":"S","qty":true}"#, #"{"style":"W26KD0112","color":"31","size":"S","qty":1.5}"#,
            ] {
                let reply = try await backend.post("cart/lines", session: id, json: body)
                #expect(reply.status == 200)
                #expect(try reply.jsonObject()["type"] as? String == "ValidationException", "body \(body)")
            }
        }
    }
}
