public import Foundation
package import Logging
package import Networking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The ratings service made usable: a second provider, unrelated to the shop's backend, with its own
/// host and its own XML feed. One call, `feed(for:limit:)`, answering the feed's values as the
/// service wrote them or a typed `ReviewsServiceError`. It knows nothing of the shop's model.
///
/// A feed is never retried: the product page it is for waits only a short time for it, and a
/// second try would come too late; the next page view asks again.
public final class ReviewsAPI: Sendable {
    /// The base URL the feeds are relative to, e.g. `http://127.0.0.1:8027/rr/v2/`.
    public let baseURL: URL
    /// The session that moves the bytes (the composition root's; Networking stays out of the face).
    package let network: NetworkSession
    private let logger: Logger

    /// An API on `network` against `baseURL`. Package-only, for the composition root and tests.
    package init(network: NetworkSession, baseURL: URL, logger: Logger = Logger(label: "ivko.reviews")) {
        self.network = network
        self.baseURL = baseURL
        self.logger = logger
    }

    /// The ratings feed of the product with `sku` (the shop's style code), with at most `limit`
    /// reviews (1 … `ReviewsEndpoint.maximumLimit`).
    public func feed(for sku: String, limit: Int = 5) async throws(ReviewsServiceError) -> ReviewsFeed {
        let endpoint = ReviewsEndpoint.productFeed(sku: sku, limit: limit)
        let request = try endpoint.urlRequest(baseURL: baseURL)
        let payload = await network.send(request, options: RequestOptions(retry: .never))
        do throws(ReviewsServiceError) {
            return try ReviewsReading.feed(from: payload)
        } catch {
            logger.debug("ratings feed failed", metadata: ["sku": "\(sku)", "error": "\(error)"])
            throw error
        }
    }
}
