import Foundation
import Hummingbird
import NIOFoundationEssentialsCompat

/// Reading what clients send: bodies (limited to 1 MB), lenient JSON fields, and the session id
/// from the `X-Session` header or the `JSESSIONID` cookie.
enum RequestReading {
    /// The cookie that carries the session id.
    static let sessionCookie = "JSESSIONID"
    private static let bodyLimit = 1 << 20

    /// The whole body as text (invalid UTF-8 is repaired, not rejected).
    static func text(of request: Request) async throws -> String {
        let buffer = try await request.body.collect(upTo: bodyLimit)
        return String(buffer: buffer)
    }

    /// The body decoded as JSON into `type`, or `nil` when it does not fit.
    static func json<Body: Decodable>(_ type: Body.Type, of request: Request) async throws -> Body? {
        let buffer = try await request.body.collect(upTo: bodyLimit)
        return try? JSONDecoder().decode(type, from: Data(buffer: buffer))
    }

    /// Session ids the request offers, header first, then cookie.
    static func sessionIDs(of request: Request) -> [String] {
        let headerIDs = request.headers.filter { $0.name.canonicalName == "x-session" }.map(\.value)
        let cookieID = request.cookies[sessionCookie]?.value
        return (headerIDs + [cookieID].compactMap { $0 }).filter { !$0.isEmpty }
    }
}
