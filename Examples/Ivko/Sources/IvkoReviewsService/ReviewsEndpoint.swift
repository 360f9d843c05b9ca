public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// The ratings service's one call: a product's feed, `GET products/{SKU}.xml?max=N`, relative to the
/// service's base URL (e.g. `http://127.0.0.1:8027/rr/v2/`). See `Docs/ReviewsAPI.md`.
public enum ReviewsEndpoint: Sendable, Hashable {
    /// The ratings summary of the product with `sku` (the shop's style code) and at most `limit` of
    /// its reviews, newest first.
    case productFeed(sku: String, limit: Int)

    /// The most reviews one feed may be asked for.
    public static let maximumLimit = 50

    /// The `GET` request for this endpoint below `baseURL`.
    /// - Throws: `.invalidRequest` for a SKU that is empty or holds anything but letters and digits
    ///   (a path must not be able to climb out of `products/`).
    public func urlRequest(baseURL: URL) throws(ReviewsServiceError) -> URLRequest {
        switch self {
        case .productFeed(let sku, let limit):
            guard !sku.isEmpty, sku.unicodeScalars.allSatisfy({ $0.isASCII && CharacterSet.alphanumerics.contains($0) }) else {
                throw .invalidRequest(reason: "a SKU is letters and digits, not \(sku.debugDescription)")
            }
            var components = URLComponents(url: baseURL.appendingPathComponent("products/\(sku).xml"), resolvingAgainstBaseURL: true)
            components?.queryItems = [URLQueryItem(name: "max", value: String(min(max(1, limit), Self.maximumLimit)))]
            guard let url = components?.url else { throw .invalidRequest(reason: "no URL for \(sku) below \(baseURL)") }
            var request = URLRequest(url: url)
            request.httpMethod = "GET"
            request.setValue("application/xml", forHTTPHeaderField: "Accept")
            return request
        }
    }
}
