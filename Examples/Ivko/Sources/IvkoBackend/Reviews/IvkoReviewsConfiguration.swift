public import Logging

/// How to start an `IvkoReviewsServer`: port, seed, the fault at start and the logger. It always
/// binds 127.0.0.1.
public struct IvkoReviewsConfiguration: Sendable {
    /// The port `ivko-backend` serves the ratings on unless told otherwise.
    public static let defaultPort = 8027

    /// TCP port on 127.0.0.1; 0 picks a free one (read it back from `IvkoReviewsServer.port`).
    public var port: Int
    /// The seed the feeds are generated from, with each product's style code.
    public var seed: UInt64
    /// The fault applied from the start; change it later through `IvkoReviewsServer.fault`.
    public var fault: ReviewsFault
    /// The logger (label `ivko.reviews-backend`).
    public var logger: Logger

    /// A configuration; the defaults serve faultless feeds on a free port.
    public init(
        port: Int = 0, seed: UInt64 = 2026, fault: ReviewsFault = .none, logger: Logger = Logger(label: "ivko.reviews-backend")
    ) {
        self.port = port
        self.seed = seed
        self.fault = fault
        self.logger = logger
    }
}
