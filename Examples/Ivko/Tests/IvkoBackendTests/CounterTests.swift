import Foundation
import IvkoBackend
import Testing

/// The counters tests read: requests per path, totals and reset.
@Suite("Counters")
struct CounterTests {
    @Test("requests are counted per path relative to the base path, and can be reset")
    func perPath() async throws {
        try await TestBackend.with { backend in
            _ = try await backend.send("GET", "colors.json")
            _ = try await backend.send("GET", "colors.json")
            _ = try await backend.send("GET", "details?style=W26KD0112")
            _ = try await backend.send("GET", "nowhere")
            let counters = backend.server.counters
            #expect(counters.requests(to: "colors.json") == 2)
            #expect(counters.requests(to: "details") == 1)
            #expect(counters.requests(to: "nowhere") == 1)
            #expect(counters.totalRequests == 4)
            #expect(counters.inFlight == 0)
            #expect(counters.maxInFlight >= 1)
            backend.server.resetCounters()
            #expect(backend.server.counters.totalRequests == 0)
            #expect(backend.server.counters.requestsByPath.isEmpty)
        }
    }

    @Test("the server answers on 127.0.0.1 under /ivko/api/ at the port it reports")
    func baseURL() async throws {
        try await TestBackend.with { backend in
            #expect(backend.server.baseURL.absoluteString == "http://127.0.0.1:\(backend.server.port)/ivko/api/")
            #expect(backend.server.port > 0)
        }
    }
}
