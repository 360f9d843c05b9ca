public import Foundation

/// The bytes an endpoint sends and their content type.
public struct IvkoRequestBody: Sendable, Hashable {
    /// The `Content-Type` header value.
    public var contentType: String
    /// The body bytes.
    public var data: Data

    /// A body from its parts.
    public init(contentType: String, data: Data) {
        self.contentType = contentType
        self.data = data
    }

    /// A form body: `name=value` pairs joined by `&`, each part percent-encoded as
    /// `application/x-www-form-urlencoded` requires (space as `+`, everything but letters, digits
    /// and `*-._` escaped), so a password with `&`, `=`, `+` or `%` arrives as typed.
    public static func form(_ fields: [(name: String, value: String)]) -> IvkoRequestBody {
        let text =
            fields
            .map { PercentEncoding.formComponent($0.name) + "=" + PercentEncoding.formComponent($0.value) }
            .joined(separator: "&")
        return IvkoRequestBody(contentType: "application/x-www-form-urlencoded; charset=utf-8", data: Data(text.utf8))
    }

    /// A JSON body with sorted keys, so the same value always gives the same bytes.
    public static func json(_ value: some Encodable) throws(IvkoServiceError) -> IvkoRequestBody {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return IvkoRequestBody(contentType: "application/json; charset=utf-8", data: try encoder.encode(value))
        } catch {
            throw IvkoServiceError.invalidRequest(reason: "cannot encode the JSON body: \(error)")
        }
    }
}

extension IvkoEndpoint {
    /// The body the endpoint sends, if any.
    public func requestBody() throws(IvkoServiceError) -> IvkoRequestBody? {
        switch self {
        case .login(let username, let password):
            return .form([("username", username), ("password", password)])
        case .addCartLine(let style, let color, let size, let qty):
            return try .json(IvkoOrderLine(style: style, color: color, size: size, qty: qty))
        case .placeOrder(let clientRef, let addressId, let lines):
            return try .json(OrderBody(clientRef: clientRef, addressId: addressId, lines: lines))
        default:
            return nil
        }
    }
}

/// The JSON body of `POST orders`.
private struct OrderBody: Encodable {
    let clientRef: String
    let addressId: String
    let lines: [IvkoOrderLine]
}
