import Foundation
import IvkoBackend
import Testing

/// `stores.json` answers the sample, spellings and missing keys included.
@Suite("Store endpoint")
struct StoreEndpointTests {
    @Test("stores.json is the stores sample, field for field, with no session")
    func storesMatchSample() async throws {
        try await TestBackend.with { backend in
            let reply = try await backend.send("GET", "stores.json")
            #expect(reply.status == 200)
            #expect(reply.header("content-type") == "application/json;charset=UTF-8")
            let live = try reply.jsonObject()
            let sample = try Samples.object("stores.json")
            #expect(try Canonical.text(live) == Canonical.text(sample))
            let stores = try #require(live["stores"] as? [[String: Any]])
            #expect(stores.count == 4)
            #expect(stores[1]["zip"] == nil, "a missing key stays missing")
            #expect(stores[1]["since"] is NSNull, "null stays null")
        }
    }
}
