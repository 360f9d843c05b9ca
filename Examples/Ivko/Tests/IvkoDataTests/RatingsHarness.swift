import AsyncTestSupport
import Foundation
import IvkoData
import IvkoReviewsService
import IvkoService
import Logging
import Networking
import NetworkingTestSupport

/// A `DataManager` on two stub services: the shop answering the details sample of `W26NR0031` to
/// every request (or `shop`), and the ratings service answering through `reviews` (or none at all).
struct RatingsHarness {
    /// A logger that drops everything.
    static let quiet: Logger = {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return logger
    }()

    /// The feed the ratings stub answers by default: two reviews of `W26NR0031`.
    static let feed = """
        <ratingsFeed version="2.1"><product sku="W26NR0031" scale="5"><average>4,3</average><count>128</count>
        <review id="a" kind="verified-buyer"><score>5</score><submitted>03.11.2026</submitted><title>Top</title></review>
        <review id="b"><score>7/10</score><submitted>2026-10-01</submitted><body>Fine.</body></review>
        </product></ratingsFeed>
        """

    let shop: StubTransport
    let reviews: StubTransport?
    let manager: DataManager

    /// The harness; `reviews` nil means no ratings service is configured.
    init(
        shop shopReply: StubTransport.Reply? = nil, reviews: StubTransport.Responder?, budget: Duration = .seconds(30),
        waitOut: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
    ) throws {
        let details = Samples.directory.appendingPathComponent("details-W26NR0031.json")
        let shop = StubTransport(sleeper: RecordingSleeper()) { _, _ in
            shopReply ?? .file(details, headers: ["Content-Type": "application/json;charset=UTF-8"])
        }
        let reviewsStub = reviews.map { StubTransport(sleeper: RecordingSleeper(), responder: $0) }
        let configuration = NetworkSession.Configuration(sleeper: RecordingSleeper())
        let shopNetwork = NetworkSession(transport: shop, configuration: configuration, logger: Self.quiet)
        let shopURL = try URLs.make("http://shop.test/ivko/api/")
        let connection = try reviewsStub.map { stub in
            ReviewsConnection(
                api: ReviewsAPI(
                    network: NetworkSession(transport: stub, configuration: configuration, logger: Self.quiet),
                    baseURL: try URLs.make("http://reviews.test/rr/v2/"), logger: Self.quiet),
                budget: budget, waitOut: waitOut, logger: Self.quiet)
        }
        self.shop = shop
        self.reviews = reviewsStub
        self.manager = DataManager(reviews: connection, logger: Self.quiet) { onSessionEvent in
            IvkoAPI(network: shopNetwork, baseURL: shopURL, logger: Self.quiet, onSessionEvent: onSessionEvent)
        }
    }
}

/// URLs written in tests.
enum URLs {
    struct Invalid: Error {}

    static func make(_ text: String) throws -> URL {
        guard let url = URL(string: text) else { throw Invalid() }
        return url
    }
}
