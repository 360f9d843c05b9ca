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
    /// The Basic credentials every feed request must carry (else HTTP 401 with a Basic challenge);
    /// nil: none asked for. `ivko-backend` asks for `defaultCredentials` unless told others.
    public var credentials: ReviewsCredentials?

    /// What `ivko-backend` asks for by default, and what the shop's composition answers with: `ivko`/`ratings`.
    public static let defaultCredentials = ReviewsCredentials(user: "ivko", password: "ratings")

    /// The realm of the service's challenge.
    public static let realm = "Ivko ratings"

    /// A configuration; the defaults serve faultless feeds on a free port.
    public init(
        port: Int = 0, seed: UInt64 = 2026, fault: ReviewsFault = .none, logger: Logger = Logger(label: "ivko.reviews-backend"),
        credentials: ReviewsCredentials? = nil
    ) {
        self.credentials = credentials
        self.port = port
        self.seed = seed
        self.fault = fault
        self.logger = logger
    }
}
