import Foundation
import IvkoBackend
import Logging
import Testing

/// The session lifetime of fault runs (a session ends a fixed time after its sign-in, however busy,
/// and its cart with it, counted as expired), and what a test can read back: the orders made, with
/// their lines and clientRef, and the live carts.
@Suite("Session lifetime, placed orders and live carts")
struct SessionLifetimeTests {
    private static func withBackend(lifetime: Int?, _ body: (TestBackend) async throws -> Void) async throws {
        let clock = ManualBackendClock()
        var configuration = IvkoBackendConfiguration(
            catalog: IvkoCatalog(productCount: 60), clock: clock, sessionLifetime: lifetime
        )
        configuration.logger.logLevel = .warning
        let server = try await IvkoBackendServer.start(configuration)
        do {
            try await body(TestBackend(server: server, clock: clock))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test("a session ends its lifetime after the sign-in however busy, with its cart, and is counted")
    func lifetimeEndsABusySession() async throws {
        try await Self.withBackend(lifetime: 5) { backend in
            let id = try await backend.signIn()
            _ = try await backend.post("cart/lines", session: id, json: #"{"style":"W26KD0112","color":"31","size":"S","qty":1}"#)
            #expect(
                await backend.server.liveCarts().map(\.lines) == [
                    [BackendOrderLine(style: "W26KD0112", color: "31", size: "S", quantity: 1)]
                ])
            backend.clock.advance(by: 3)
            #expect(try await backend.get("cart", session: id).jsonObject()["lines"] != nil)
            backend.clock.advance(by: 2)
            #expect(try await backend.get("cart", session: id).jsonObject()["type"] as? String == "NoSessionException")
            #expect(backend.server.counters.sessionsExpired == 1)
            #expect(await backend.server.liveCarts().isEmpty)
            await backend.server.forceExpireSessions()
            _ = try await backend.signIn()
            await backend.server.forceExpireSessions()
            #expect(backend.server.counters.sessionsExpired == 2, "a forced expiry counts too")
        }
    }

    @Test("without a lifetime a busy session lives on")
    func noLifetime() async throws {
        try await Self.withBackend(lifetime: nil) { backend in
            let id = try await backend.signIn()
            for _ in 0..<5 {
                backend.clock.advance(by: 1_000)
                #expect(try await backend.get("customer", session: id).jsonObject()["customerNo"] as? String == "0004711")
            }
            #expect(backend.server.counters.sessionsExpired == 0)
        }
    }

    @Test("placed orders keep their lines and clientRef; a repeated clientRef adds none")
    func placedOrdersKeepTheirLines() async throws {
        try await Self.withBackend(lifetime: nil) { backend in
            let id = try await backend.signIn()
            let body = #"{"clientRef":"ref-1","addressId":"1","lines":[{"style":"W26KD0112","color":"31","size":"S","qty":"2"}]}"#
            let first = try await backend.post("orders", session: id, json: body)
            _ = try await backend.post("orders", session: id, json: body)
            let placed = await backend.server.placedOrders()
            #expect(placed.count == 1)
            #expect(placed.first?.clientRef == "ref-1" && placed.first?.username == "demo")
            #expect(placed.first?.lines == [BackendOrderLine(style: "W26KD0112", color: "31", size: "S", quantity: 2)])
            #expect(placed.first?.orderNo == (try first.jsonObject()["orderNo"] as? String))
        }
    }
}
