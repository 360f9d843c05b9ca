import Foundation
import IvkoBackend
import Testing

/// Orders: the sample answers, deduplication by clientRef, history and validation.
@Suite("Orders")
struct OrderTests {
    private let sampleLines =
        #"[{"style":"W26KD0112","color":"31","size":"S","qty":"1","price":"129,90"},"#
        + #"{"lineId":"18","style":"W26NR0031","color":"12","size":"M","qty":2}]"#

    @Test("an order answers the order sample, the same clientRef again answers the same order and makes none")
    func dedupByClientRef() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            let body = #"{"clientRef":"6F1C2D8E-0000-4000-8000-000000000001","addressId":"1","lines":"# + sampleLines + "}"
            let first = try await backend.post("orders", session: id, json: body)
            #expect(try Canonical.text(first.json()) == Canonical.text(Samples.json("order-ok.json")))
            let second = try await backend.post("orders", session: id, json: body)
            #expect(try Canonical.text(second.json()) == Canonical.text(first.json()))
            #expect(backend.server.counters.ordersCreated == 1)
            #expect(backend.server.counters.orderRequests == 2)
            let other = try await backend.post("orders", session: id, json: body.replacingOccurrences(of: "0001\"", with: "0002\""))
            #expect(try other.jsonObject()["orderNo"] as? String == "2026-000124")
            #expect(backend.server.counters.ordersCreated == 2)
        }
    }

    @Test("the history lists new orders first, as in the orders sample")
    func history() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            _ = try await backend.post("orders", session: id, json: #"{"clientRef":"a","addressId":1,"lines":"# + sampleLines + "}")
            let orders = try #require(try await backend.get("orders", session: id).jsonObject()["orders"] as? [Any])
            let sample = try #require(try Samples.object("orders.json")["orders"] as? [Any])
            #expect(try Canonical.text(Array(orders.prefix(sample.count))) == Canonical.text(sample))
            #expect(await backend.server.orders(of: "demo").first?.orderNo == "2026-000123")
            let ana = try await backend.signIn("ana", "ana123")
            #expect((try await backend.get("orders", session: ana).jsonObject()["orders"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("a new order empties the server cart")
    func orderEmptiesCart() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            _ = try await backend.post("cart/lines", session: id, json: #"{"style":"W26KD0112","color":"31","size":"S","qty":1}"#)
            _ = try await backend.post("orders", session: id, json: #"{"clientRef":"b","addressId":"2","lines":"# + sampleLines + "}")
            #expect((try await backend.get("cart", session: id).jsonObject()["lines"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("orders without clientRef, with another customer's address, without lines or out of stock are refused")
    func refusals() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            let cases: [(String, String)] = [
                (#"{"addressId":"1","lines":"# + sampleLines + "}", "ValidationException"),
                (#"{"clientRef":"c","addressId":"7","lines":"# + sampleLines + "}", "ValidationException"),
                (#"{"clientRef":"c","addressId":"1","lines":[]}"#, "ValidationException"),
                (#"{"clientRef":"c","addressId":"1","lines":[{"style":"W26KD0112"}]}"#, "ValidationException"),
                ("garbage", "ValidationException"),
                (#"{"clientRef":"c","addressId":"1","lines":[{"style":"W26NR0031","color":"45","size":"XL","qty":1}]}"#, "StockException"),
            ]
            for (body, type) in cases {
                #expect(try await backend.post("orders", session: id, json: body).jsonObject()["type"] as? String == type, "\(body)")
            }
            #expect(backend.server.counters.ordersCreated == 0)
        }
    }
}
