import Foundation
import Hummingbird

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

    /// The body as a JSON object, or `nil` when it is not one.
    static func jsonObject(of request: Request) async throws -> [String: Any]? {
        let buffer = try await request.body.collect(upTo: bodyLimit)
        let data = Data(buffer: buffer)
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Session ids the request offers, header first, then cookie.
    static func sessionIDs(of request: Request) -> [String] {
        let headerIDs = request.headers.filter { $0.name.canonicalName == "x-session" }.map(\.value)
        let cookieID = request.cookies[sessionCookie]?.value
        return (headerIDs + [cookieID].compactMap { $0 }).filter { !$0.isEmpty }
    }

    /// A JSON value as text: strings as they are, numbers in their plain spelling.
    static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let number as NSNumber where !(number is Bool): return number.stringValue
        default: return nil
        }
    }

    /// A JSON value as a whole number: a number or a numeric string (`1`, `"1"`, `"007"`).
    static func integer(_ value: Any?) -> Int? {
        switch value {
        case let text as String: return Int(text.trimmingCharacters(in: .whitespaces))
        case let number as NSNumber where !(number is Bool):
            let double = number.doubleValue
            return double.rounded() == double && abs(double) < 1e9 ? Int(double) : nil
        default: return nil
        }
    }
}
