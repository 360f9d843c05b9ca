import Foundation
import IvkoBackend
import IvkoService
import Testing

/// The same API over Foundation's URLSession instead of AsyncHTTPClient.
@Suite("Over URLSession against the running backend")
struct LiveURLSessionTests {
    @Test func signInCartOrderAndExpiry() async throws {
        try await LiveBackend.with(.urlSession) { backend in
            await #expect(throws: IvkoServiceError.auth(message: "Invalid credentials")) {
                try await backend.api.signIn(username: "demo", password: "wrong")
            }
            try await backend.signIn()
            let (style, stock) = try backend.productInStock()
            let cart = try await backend.api.call(.addCartLine(style: style, color: stock.color, size: stock.size, qty: 1))
            #expect(cart["lines"]?.arrayValue?.count == 1)
            await backend.server.forceExpireSessions()
            let customer = try await backend.api.call(.customer)
            #expect(customer["customerNo"] == .string("0004711"))
            #expect(backend.server.counters.logins == 2)
        }
    }

    @Test func faultsAndAssets() async throws {
        try await LiveBackend.with(.urlSession) { backend in
            backend.server.faults.script(.serverError, path: "seasons.json")
            backend.server.faults.script(.drop, path: "colors.json")
            _ = try await backend.api.call(.seasons)
            _ = try await backend.api.call(.colors)
            #expect(backend.server.counters.requests(to: "seasons.json") == 2)
            #expect(backend.server.counters.requests(to: "colors.json") == 2)
            let path = try #require(backend.server.catalog.products.first?.images.grid)
            guard case .fetched(_, let info) = try await backend.api.asset(path), let etag = info.etag else {
                Issue.record("the first fetch must bring the asset with an ETag")
                return
            }
            #expect(try await backend.api.asset(path, ifNoneMatch: etag) == .notModified)
        }
    }
}
