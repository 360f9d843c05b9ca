import AsyncTools
import Foundation
import Hummingbird
import NIOCore

/// The ratings fixture's one route, `GET /rr/v2/products/{SKU}.xml?max=N`, with the fault set at
/// the time of the request applied first. Anything else is a 404 page.
struct ReviewsRoutes {
    /// The base path of every feed.
    static let base = "/rr/v2/"

    let generator: ReviewsFeedGenerator
    let fault: Locked<ReviewsFault>
    let requests: Locked<Int>
    /// The Basic credentials asked for; nil: none.
    let credentials: ReviewsCredentials?

    func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.get("rr/v2/products/:file") { request, context in
            guard isAuthorized(request) else {
                requests.withLock { $0 += 1 }
                var response = Self.page(.unauthorized, "401 Unauthorized")
                response.headers[.wwwAuthenticate] = "Basic realm=\"\(IvkoReviewsConfiguration.realm)\", charset=\"UTF-8\""
                return response
            }
            return try await answer(file: context.parameters.get("file") ?? "", max: request.uri.queryParameters.get("max"))
        }
        return router
    }

    /// Whether the request carries the credentials asked for (always, when none are).
    private func isAuthorized(_ request: Request) -> Bool {
        guard let credentials else { return true }
        guard let field = request.headers[.authorization], field.lowercased().hasPrefix("basic "),
            let decoded = Data(base64Encoded: String(field.dropFirst(6)).trimmingCharacters(in: .whitespaces))
        else { return false }
        return String(decoding: decoded, as: UTF8.self) == "\(credentials.user):\(credentials.password)"
    }

    private func answer(file: String, max: String?) async throws -> Response {
        requests.withLock { $0 += 1 }
        switch fault.withLock({ $0 }) {
        case .none:
            break
        case .latency(let duration):
            try await Task.sleep(for: duration)
        case .hold(let gate):
            guard await gate.pass() else { throw HTTPError(.serviceUnavailable) }
        case .serverError:
            return Self.page(.internalServerError, "500 Internal Server Error")
        case .unavailable:
            var response = Self.page(.serviceUnavailable, "503 Service Unavailable")
            response.headers[.retryAfter] = "30"
            return response
        case .garbage:
            return Self.response(.ok, "application/xml", "\u{1}\u{2}PK\u{3}\u{4} not xml at all {\"oops\": [")
        case .maintenancePage:
            return Self.page(.ok, "Ratings are down for maintenance")
        }
        guard file.hasSuffix(".xml") else { return Self.page(.notFound, "404 Not Found") }
        let limit = max.flatMap(Int.init).map { Swift.min(Swift.max(1, $0), 50) } ?? 10
        switch generator.answer(for: String(file.dropLast(4)), limit: limit) {
        case .feed(let body), .unknown(let body):
            return Self.response(.ok, "application/xml; charset=UTF-8", body)
        }
    }

    private static func page(_ status: HTTPResponse.Status, _ title: String) -> Response {
        response(
            status, "text/html",
            "<!DOCTYPE html>\n<html><head><title>\(title)</title></head><body><h1>\(title)</h1><p>Please try again later.</p></body></html>\n"
        )
    }

    private static func response(_ status: HTTPResponse.Status, _ contentType: String, _ body: String) -> Response {
        Response(status: status, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
