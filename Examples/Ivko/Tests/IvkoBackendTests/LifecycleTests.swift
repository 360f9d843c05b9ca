import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoServing
import Logging
import Testing

/// Starting and stopping in-process servers.
@Suite("Lifecycle", .stretchedTimeLimit(minutes: 5), .waitLimit(.seconds(300)))
struct LifecycleTests {
    @Test("a port already in use or out of range fails to start with an error")
    func portErrors() async throws {
        try await TestBackend.with { backend in
            let taken = IvkoBackendConfiguration(port: backend.server.port, catalog: IvkoCatalog(productCount: 1))
            await #expect(throws: (any Error).self) { _ = try await IvkoBackendServer.start(taken) }
            let invalid = IvkoBackendConfiguration(port: 70_000, catalog: IvkoCatalog(productCount: 1))
            await #expect(throws: ServingError.invalidPort(70_000)) { _ = try await IvkoBackendServer.start(invalid) }
        }
    }

    @Test("stop releases requests held at a gate and answers them")
    func stopReleasesHeldRequests() async throws {
        let clock = ManualBackendClock()
        var configuration = IvkoBackendConfiguration(catalog: IvkoCatalog(productCount: 10), clock: clock)
        configuration.logger.logLevel = .warning
        let server = try await IvkoBackendServer.start(configuration)
        let backend = TestBackend(server: server, clock: clock)
        let gate = RequestGate()
        server.faults.script(.hold(gate), path: "colors.json")
        let held = Task { try await backend.send("GET", "colors.json").status }
        try await waitUntil("the request held at the gate") { gate.arrivals >= 1 }
        await server.stop()
        #expect(try await held.boundedValue("the held request, answered once the server stops") == 200)
        #expect(gate.arrivals == 1)
    }
}
