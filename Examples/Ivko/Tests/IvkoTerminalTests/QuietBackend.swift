import IvkoBackend
import Logging

/// The backend fixture a terminal test runs `ivko` against: 40 products, its log quiet, stopped when
/// the test's body ends (however it ends).
enum QuietBackend {
    /// Starts the fixture with `push`, `certificate` (HTTPS), `faults` and `sessionLifetime` as given,
    /// runs `body` on it, stops it.
    static func with(
        push: IvkoPushConfiguration = IvkoPushConfiguration(), certificate: BackendCertificate? = nil,
        faults: FaultConfiguration = .none, sessionLifetime: Int? = nil,
        _ body: (IvkoBackendServer) async throws -> Void
    ) async throws {
        var logger = Logger(label: "ivko.backend")
        logger.logLevel = .critical
        let server = try await IvkoBackendServer.start(
            IvkoBackendConfiguration(
                catalog: IvkoCatalog(productCount: 40), faults: faults, logger: logger, sessionLifetime: sessionLifetime, push: push,
                certificate: certificate))
        do {
            try await body(server)
            await server.stop()
        } catch {
            await server.stop()
            throw error
        }
    }
}
