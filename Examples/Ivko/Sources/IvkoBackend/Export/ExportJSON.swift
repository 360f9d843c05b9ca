import Foundation
import Hummingbird
import NIOFoundationEssentialsCompat

/// Turns the fixture's records into response bodies and responses with the export's content type.
enum ExportJSON {
    /// `application/json;charset=UTF-8`, the content type of every JSON answer (and of the 500s).
    static let contentType = "application/json;charset=UTF-8"

    /// Encodes a value with stable key order and unescaped slashes.
    static func bytes(_ value: some Encodable) throws -> ByteBuffer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ByteBuffer(data: try encoder.encode(value))
    }

    /// Encodes a value as `bytes(_:)` does, as text (for an event stream's `data:` line).
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// An HTTP 200 JSON response.
    static func response(_ value: some Encodable, headers: HTTPFields = [:]) throws -> Response {
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: try bytes(value)))
    }
}

/// `{"result": "OK"}` and friends: the success envelope of calls that answer nothing else.
struct ResultRecord: Encodable {
    let result = "OK"
}
