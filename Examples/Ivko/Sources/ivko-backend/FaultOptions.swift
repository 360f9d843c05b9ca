import ArgumentParser
import IvkoBackend

/// The command-line options for random faults and latency.
struct FaultOptions: ParsableArguments {
    @Option(help: "Milliseconds of latency added to every request.")
    var latencyMs = 0

    @Option(name: .customLong("fault-500"), help: "Share (0...1) of requests answered HTTP 500 with the SQL exception text.")
    var serverErrorRate = 0.0

    @Option(name: .customLong("fault-502"), help: "Share of requests answered HTTP 502 with the nginx page.")
    var badGatewayRate = 0.0

    @Option(name: .customLong("fault-503"), help: "Share of requests answered HTTP 503 with Retry-After.")
    var serviceUnavailableRate = 0.0

    @Option(help: "Seconds sent in Retry-After with 503s.")
    var retryAfter = 2

    @Option(name: .customLong("fault-truncate"), help: "Share of responses cut off before their end.")
    var truncateRate = 0.0

    @Option(name: .customLong("fault-drop"), help: "Share of connections closed without an answer.")
    var dropRate = 0.0

    @Option(name: .customLong("fault-expire"), help: "Share of requests before which every session expires.")
    var sessionExpiryRate = 0.0

    @Option(
        name: .customLong("fault-push-repeat"),
        help: "Share (0...1) of events the push service sends twice, and of reconnects that begin with the last event again.")
    var pushRepeatRate = 0.0

    @Option(help: "Seed of the random fault draws.")
    var faultSeed: UInt64 = 1

    @Option(
        name: .customLong("fail-path"),
        help: "A path (after the API's base, e.g. details) every request to which is answered HTTP 500; repeat for more.")
    var failingPaths: [String] = []

    func validate() throws {
        let rates = [serverErrorRate, badGatewayRate, serviceUnavailableRate, truncateRate, dropRate, sessionExpiryRate]
        guard rates.allSatisfy({ (0...1).contains($0) }) else { throw ValidationError("fault rates must be 0 ... 1") }
        guard rates.reduce(0, +) <= 1 else { throw ValidationError("fault rates must add up to at most 1") }
        guard (0...1).contains(pushRepeatRate) else { throw ValidationError("--fault-push-repeat must be 0 ... 1") }
        guard latencyMs >= 0, retryAfter >= 0 else { throw ValidationError("--latency-ms and --retry-after must be >= 0") }
    }

    /// Has `server` answer every request to the `--fail-path` paths with a 500 (the stock check
    /// down while the rest of the shop answers, say).
    func script(on server: IvkoBackendServer) {
        for path in failingPaths { server.faults.script(.serverError, path: path, count: .max) }
    }

    /// The fault configuration these options describe.
    func configuration() throws -> FaultConfiguration {
        try validate()
        return FaultConfiguration(
            latency: .milliseconds(latencyMs), serverErrorRate: serverErrorRate, badGatewayRate: badGatewayRate,
            serviceUnavailableRate: serviceUnavailableRate, truncateRate: truncateRate, dropRate: dropRate,
            sessionExpiryRate: sessionExpiryRate, retryAfterSeconds: retryAfter, seed: faultSeed
        )
    }
}
