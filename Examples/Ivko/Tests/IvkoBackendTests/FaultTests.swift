import AsyncHTTPClient
import AsyncTestSupport
import Foundation
import IvkoBackend
import NIOCore
import NIOHTTP1
import Testing

/// Every injected fault, scripted for exact tests and random by seed.
@Suite("Fault injection", .stretchedTimeLimit(minutes: 5), .waitLimit(.seconds(300)))
struct FaultTests {
    @Test("500 carries the SQL exception text with the JSON content type, once, then the endpoint answers")
    func serverError() async throws {
        try await TestBackend.with { backend in
            backend.server.faults.script(.serverError, path: "products.json")
            let failed = try await backend.send("GET", "products.json?page=1")
            #expect(failed.status == 500)
            #expect(failed.header("content-type") == "application/json;charset=UTF-8")
            #expect(failed.body == (try Samples.data("error-500-sql.txt")))
            #expect(try await backend.send("GET", "products.json?page=1").status == 200)
            #expect(backend.server.counters.faults(.serverError) == 1)
        }
    }

    @Test("502 is nginx's HTML page; 504 too; 503 has Retry-After")
    func gatewayPages() async throws {
        try await TestBackend.with { backend in
            backend.server.faults.script(.badGateway, path: "seasons.json")
            let bad = try await backend.send("GET", "seasons.json")
            #expect(bad.status == 502)
            #expect(bad.header("content-type") == "text/html")
            #expect(bad.body == (try Samples.data("error-502.html")))
            backend.server.faults.script(.gatewayTimeout)
            #expect(try await backend.send("GET", "colors.json").status == 504)
            backend.server.faults.script(.serviceUnavailable(retryAfter: 7), path: "slides.json")
            let busy = try await backend.send("GET", "slides.json")
            #expect(busy.status == 503)
            #expect(busy.header("retry-after") == "7")
        }
    }

    @Test("scripts match exact paths or prefixes ending in *, apply to the next N requests, then stop")
    func scriptMatching() async throws {
        try await TestBackend.with { backend in
            backend.server.faults.script(.serverError, path: "assets/*", count: 2)
            #expect(backend.server.faults.pendingScriptedFaults == 2)
            var statuses: [Int] = []
            for path in ["colors.json", "assets/img/grid/W26KD0112_g.jpg", "assets/lookbook/W26.pdf", "assets/img/grid/W26KD0112_g.jpg"] {
                statuses.append(try await backend.send("GET", path).status)
            }
            #expect(statuses == [200, 500, 500, 200])
            #expect(backend.server.faults.pendingScriptedFaults == 0)
            backend.server.faults.script(.serverError, path: "colors.json", count: 5)
            backend.server.faults.clearScript()
            let after = try await backend.send("GET", "colors.json")
            #expect(after.status == 200)
        }
    }

    @Test("truncate announces the full Content-Length, sends less, and closes the connection")
    func truncate() async throws {
        try await TestBackend.with { backend in
            backend.server.faults.script(.truncate, path: "products.json")
            let request = HTTPClientRequest(url: backend.server.baseURL.absoluteString + "products.json")
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(Int64(30 * Sanitizer.timeScale)))
            let declared = try #require(response.headers.first(name: "content-length").flatMap { Int($0) })
            var received = 0
            var failed = false
            do {
                for try await part in response.body { received += part.readableBytes }
            } catch {
                failed = true
            }
            #expect(failed)
            #expect(received < declared)
            #expect(declared > 10_000)
            #expect(try await backend.send("GET", "products.json?page=1&size=1").status == 200)
        }
    }

    @Test("drop closes the connection without an answer, after the endpoint ran")
    func drop() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            backend.server.faults.script(.drop, path: "orders")
            let body = #"{"clientRef":"r1","addressId":"1","lines":[{"style":"W26KD0112","color":"31","size":"S","qty":1}]}"#
            await #expect(throws: (any Error).self) {
                _ = try await backend.post("orders", session: id, json: body)
            }
            #expect(backend.server.counters.ordersCreated == 1)
            let retry = try await backend.post("orders", session: id, json: body)
            #expect(try retry.jsonObject()["orderNo"] as? String == "2026-000123")
            #expect(backend.server.counters.ordersCreated == 1)
        }
    }

    @Test("expireSessions makes the request see NoSessionException")
    func expireSessions() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            backend.server.faults.script(.expireSessions, path: "customer")
            #expect(try await backend.get("customer", session: id).jsonObject()["type"] as? String == "NoSessionException")
        }
    }

    @Test("held requests wait at the gate together; the counters see them all in flight")
    func holdAtGate() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.signIn()
            let gate = RequestGate()
            backend.server.faults.script(.hold(gate), path: "customer", count: 5)
            try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<5 {
                    group.addTask { try await backend.get("customer", session: id).jsonObject()["type"] as? String }
                }
                try await waitUntil("five requests held at the gate") { gate.arrivals >= 5 }
                #expect(backend.server.counters.inFlight == 5)
                await backend.server.forceExpireSessions()
                gate.open()
                var types: [String?] = []
                for try await type in group { types.append(type) }
                #expect(types == Array(repeating: "NoSessionException", count: 5))
            }
            #expect(backend.server.counters.maxInFlight == 5)
            #expect(backend.server.counters.faults(.hold(gate)) == 5)
        }
    }

    @Test("random faults follow the seed: the same seed gives the same sequence")
    func randomBySeed() async throws {
        let faults = FaultConfiguration(serverErrorRate: 0.3, badGatewayRate: 0.2, serviceUnavailableRate: 0.1, seed: 42)
        func statuses() async throws -> [Int] {
            try await TestBackend.with(faults: faults) { backend in
                var statuses: [Int] = []
                for _ in 0..<40 { statuses.append(try await backend.send("GET", "colors.json").status) }
                return statuses
            }
        }
        let first = try await statuses()
        #expect(first == (try await statuses()))
        #expect(Set(first) == [200, 500, 502, 503])
    }

    @Test("faults can be changed on a running server")
    func runtimeConfiguration() async throws {
        try await TestBackend.with { backend in
            #expect(try await backend.send("GET", "colors.json").status == 200)
            backend.server.faults.configuration = FaultConfiguration(serviceUnavailableRate: 1, retryAfterSeconds: 3)
            let busy = try await backend.send("GET", "colors.json")
            #expect(busy.status == 503 && busy.header("retry-after") == "3")
            backend.server.faults.configuration = .none
            #expect(try await backend.send("GET", "colors.json").status == 200)
        }
    }
}
