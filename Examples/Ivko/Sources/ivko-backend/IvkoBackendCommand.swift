import ArgumentParser
import Foundation
import IvkoBackend
import Logging

/// `ivko-backend`: serves the Ivko shop backend on 127.0.0.1 until SIGINT or SIGTERM.
/// The first line on standard output is `Ivko backend listening on http://127.0.0.1:PORT/ivko/api/`;
/// the second, unless `--no-reviews`, `Ivko ratings listening on http://127.0.0.1:PORT/rr/v2/` (the
/// ratings service, a second provider on a port of its own); logs go to standard error.
@main
struct IvkoBackendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ivko-backend",
        abstract: "Serves the Ivko shop backend (messy export, sessions, carts, orders, faults) on 127.0.0.1.",
        discussion: "Demo accounts: demo/demo, marko/marko, ana/ana123."
    )

    @Option(help: "TCP port on 127.0.0.1; 0 picks a free port.")
    var port = 8026

    @Option(help: "Number of products in the generated catalog.")
    var products = IvkoCatalog.defaultProductCount

    @Option(help: "Seed of the generated catalog (and of the assets).")
    var seed = IvkoCatalog.defaultSeed

    @Option(help: "Seconds of inactivity before a session expires.")
    var sessionTTL = 1_800

    @Option(help: "Seconds after its sign-in at which every session (and its cart) expires, however busy; none by default.")
    var sessionLifetime: Int?

    @OptionGroup var faults: FaultOptions

    @Option(help: "TCP port of the ratings service on 127.0.0.1; 0 picks a free port.")
    var reviewsPort = IvkoReviewsConfiguration.defaultPort

    @Flag(help: "Do not start the ratings service (product pages then say ratings are not available).")
    var noReviews = false

    @Option(help: "The ratings service's fault: none, slow (3 s each), failing (500), unavailable (503), garbage, maintenance (HTML, 200).")
    var reviewsFault = "none"

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel = "info"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 ... 65535") }
        guard (0...IvkoCatalog.maximumProductCount).contains(products) else {
            throw ValidationError("--products must be 0 ... \(IvkoCatalog.maximumProductCount)")
        }
        guard sessionTTL > 0 else { throw ValidationError("--session-ttl must be positive") }
        if let sessionLifetime, sessionLifetime <= 0 { throw ValidationError("--session-lifetime must be positive") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown --log-level \(logLevel)") }
        guard (0...65_535).contains(reviewsPort) else { throw ValidationError("--reviews-port must be 0 ... 65535") }
        guard Self.reviewsFaults[reviewsFault] != nil else { throw ValidationError("unknown --reviews-fault \(reviewsFault)") }
    }

    /// The ratings service's faults by their option names.
    static let reviewsFaults: [String: ReviewsFault] = [
        "none": .none, "slow": .latency(.seconds(3)), "failing": .serverError, "unavailable": .unavailable, "garbage": .garbage,
        "maintenance": .maintenancePage,
    ]

    func run() async throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let configuration = IvkoBackendConfiguration(
            port: port,
            catalog: IvkoCatalog(productCount: products, seed: seed),
            sessionTTL: sessionTTL,
            faults: try faults.configuration(),
            sessionLifetime: sessionLifetime
        )
        let server = try await IvkoBackendServer.start(configuration)
        faults.script(on: server)
        FileHandle.standardOutput.write(Data("Ivko backend listening on \(server.baseURL.absoluteString)\n".utf8))
        var reviews: IvkoReviewsServer?
        if !noReviews {
            let started = try await IvkoReviewsServer.start(
                IvkoReviewsConfiguration(port: reviewsPort, seed: seed, fault: Self.reviewsFaults[reviewsFault] ?? .none))
            FileHandle.standardOutput.write(Data("Ivko ratings listening on \(started.baseURL.absoluteString)\n".utf8))
            reviews = started
        }
        await ShutdownSignal.wait()
        await reviews?.stop()
        await server.stop()
    }
}
