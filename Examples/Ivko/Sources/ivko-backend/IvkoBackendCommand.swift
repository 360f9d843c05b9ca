import ArgumentParser
import Foundation
import IvkoBackend
import Logging

/// `ivko-backend`: serves the Ivko shop backend on 127.0.0.1 until SIGINT or SIGTERM.
/// The first line on standard output is `Ivko backend listening on http://127.0.0.1:PORT/ivko/api/`
/// (`https://` with `--tls`, followed by `Ivko backend certificate pin sha256/…`); then
/// `Ivko push service listening on …/ivko/push/`; then, unless `--no-reviews`, `Ivko ratings listening on
/// http://127.0.0.1:PORT/rr/v2/` (the ratings service, a second provider on a port of its own, asking
/// for Basic credentials); logs go to standard error.
@main
struct IvkoBackendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ivko-backend",
        abstract: "Serves the Ivko shop backend (messy export, sessions, carts, orders, faults) on 127.0.0.1.",
        discussion: """
            Demo accounts: demo/demo, marko/marko, ana/ana123. The ratings service's Basic credentials: \
            --reviews-user/--reviews-password (ivko/ratings by default). A promotion for the event streams: \
            curl -X POST http://127.0.0.1:8026/ivko/push/admin/promotions \
            -d '{"slideId":"S9","title":"Sale","text":"-20%","style":""}'
            """
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

    @Option(help: "Seconds after which a new order is SHIPPED (PAID halfway there), announced on the event stream; never by default.")
    var shipAfter: Double?

    @Option(help: "Seconds an event stream lives before the server closes it (the contract's proxy: 60 at most).")
    var streamLifetime = 60.0

    @Flag(help: "Serve HTTPS with a self-signed certificate made at start, and print its pin (sha256/…).")
    var tls = false

    @Option(help: "The user name the ratings service asks for (HTTP Basic).")
    var reviewsUser = IvkoReviewsConfiguration.defaultCredentials.user

    @Option(help: "The password the ratings service asks for (HTTP Basic).")
    var reviewsPassword = IvkoReviewsConfiguration.defaultCredentials.password

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
        if let shipAfter, !(shipAfter > 0) { throw ValidationError("--ship-after must be positive") }
        guard streamLifetime > 0 else { throw ValidationError("--stream-lifetime must be positive") }
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
            sessionLifetime: sessionLifetime,
            push: IvkoPushConfiguration(
                shipAfter: shipAfter, streamLifetime: .milliseconds(Int64(streamLifetime * 1000)), repeatRate: faults.pushRepeatRate,
                seed: faults.faultSeed
            ),
            certificate: tls ? try BackendCertificate.make() : nil
        )
        let server = try await IvkoBackendServer.start(configuration)
        faults.script(on: server)
        var lines = "Ivko backend listening on \(server.baseURL.absoluteString)\n"
        if let pin = server.pin { lines += "Ivko backend certificate pin \(pin)\n" }
        lines += "Ivko push service listening on \(server.pushBaseURL.absoluteString)\n"
        FileHandle.standardOutput.write(Data(lines.utf8))
        var reviews: IvkoReviewsServer?
        if !noReviews {
            let started = try await IvkoReviewsServer.start(
                IvkoReviewsConfiguration(
                    port: reviewsPort, seed: seed, fault: Self.reviewsFaults[reviewsFault] ?? .none,
                    credentials: ReviewsCredentials(user: reviewsUser, password: reviewsPassword)))
            FileHandle.standardOutput.write(Data("Ivko ratings listening on \(started.baseURL.absoluteString)\n".utf8))
            reviews = started
        }
        await ShutdownSignal.wait()
        await reviews?.stop()
        await server.stop()
    }
}
