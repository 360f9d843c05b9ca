package import Foundation
package import Networking

/// Turns what Networking brought back into the JSON the contract promises or the typed error it
/// amounts to: HTTP 200 `{"result": "ERR"}` answers, non-JSON 500s, gateway pages, 503s and
/// broken-off exchanges. This is the one place where the backend's error envelope is read and its
/// exception names are given their meaning; the layers above see only `IvkoServiceError`.
package enum ResponseReading {
    /// The JSON body of a successful exchange, or the error it amounts to; a `Retry-After` date
    /// is measured from `now`.
    package static func json(from payload: NetworkPayload, limits: IvkoResponseLimits, now: Date) throws(IvkoServiceError) -> JSONValue {
        try json(fromBody: response(of: payload, now: now).body.data ?? Data(), limits: limits)
    }

    /// Like `json(from:limits:now:)`, the parsed body left unconverted (`JSONTree`).
    static func tree(from payload: NetworkPayload, limits: IvkoResponseLimits, now: Date) throws(IvkoServiceError) -> JSONTree {
        try tree(fromBody: response(of: payload, now: now).body.data ?? Data(), limits: limits)
    }

    /// The response of a successful exchange, or the error it amounts to.
    static func response(of payload: NetworkPayload, now: Date) throws(IvkoServiceError) -> ReceivedResponse {
        if let error = payload.error { throw serviceError(from: error, now: now) }
        guard let response = payload.response else { throw IvkoServiceError.network(.other(reason: "no response")) }
        return response
    }

    /// The JSON in a body that arrived with HTTP 2xx; a `{"result": "ERR"}` object is thrown as
    /// its business error. A body over `limits` is refused before it is parsed.
    static func json(fromBody data: Data, limits: IvkoResponseLimits) throws(IvkoServiceError) -> JSONValue {
        let tree = try tree(fromBody: data, limits: limits)
        do {
            return try tree.converted()
        } catch {
            throw IvkoServiceError.invalidResponse(reason: "the body is not JSON: \(preview(data))")
        }
    }

    /// Like `json(fromBody:limits:)`, the parsed body left unconverted (`JSONTree`).
    static func tree(fromBody data: Data, limits: IvkoResponseLimits) throws(IvkoServiceError) -> JSONTree {
        guard !data.isEmpty else { throw IvkoServiceError.invalidResponse(reason: "the body is empty") }
        try limits.check(data)
        let tree: JSONTree
        do {
            tree = try JSONTree(parsing: data)
        } catch {
            throw IvkoServiceError.invalidResponse(reason: "the body is not JSON: \(preview(data))")
        }
        if let failure = businessError(in: tree) { throw failure }
        return tree
    }

    /// The business error of an `{"result": "ERR", "type": T, "message": M}` answer, typed by `T`
    /// (a package-qualified name such as `com.ivko.StockException` counts by its last part).
    static func businessError(in json: JSONTree) -> IvkoServiceError? {
        guard json["result"]?.value.stringValue?.uppercased() == "ERR" else { return nil }
        let type = json["type"]?.value.stringValue ?? ""
        let message = json["message"]?.value.stringValue ?? ""
        switch type.split(separator: ".").last.map(String.init) ?? "" {
        case "AuthException": return .auth(message: message)
        case "NoSessionException": return .noSession(message: message)
        case "NotFoundException": return .notFound(message: message)
        case "StockException": return .stock(message: message)
        case "ValidationException": return .validation(message: message)
        default: return .business(type: type, message: message)
        }
    }

    /// The service error for a Networking failure (after any retries Networking made).
    static func serviceError(from error: NetworkError, now: Date) -> IvkoServiceError {
        switch error.underlying {
        case .unacceptableStatus(let response): statusError(response, now: now)
        case .emptyBody(let response): .invalidResponse(reason: "empty body with status \(response.status)")
        case .cannotConnect(let reason): .network(.cannotConnect(reason: reason))
        case .timedOut: .network(.timedOut)
        case .cancelled: .cancelled
        case .connectionLost: .network(.connectionLost)
        case .truncatedBody(let expected, let received, _): .network(.truncated(expected: expected, received: received))
        case .invalidRequest(let reason): .invalidRequest(reason: reason)
        case .fileSystem(let reason): .fileSystem(reason: reason)
        case .transport(let reason): .network(.other(reason: reason))
        case .retriesExhausted: .network(.other(reason: error.description))
        // Refused before any byte of the request was sent: as if the server could not be reached.
        case .untrustedServer: .network(.cannotConnect(reason: error.description))
        // The HTTP credentials (not the shop's sign-in) were refused: a status the contract does not describe.
        case .credentialsRefused(_, _, let response):
            .unexpectedStatus(status: response.status, text: String(decoding: response.body.data ?? Data(), as: UTF8.self))
        }
    }

    /// The service error for a response whose status is not a success; a `Retry-After` date is
    /// measured from `now` (the API's clock).
    static func statusError(_ response: ReceivedResponse, now: Date) -> IvkoServiceError {
        let text = String(decoding: response.body.data ?? Data(), as: UTF8.self)
        switch response.status {
        case 502, 504:
            return .gateway(status: response.status, text: text)
        case 503:
            let wait = response.headers["Retry-After"].flatMap { RetryAfter.delay(from: $0, now: now) }
            return .unavailable(retryAfter: wait, text: text)
        case 500...599:
            return .server(status: response.status, text: text)
        default:
            return .unexpectedStatus(status: response.status, text: text)
        }
    }

    private static func preview(_ data: Data) -> String {
        let text = String(decoding: data.prefix(120), as: UTF8.self)
        return data.count > 120 ? text + "…" : text
    }
}

extension JSONTree {
    /// The tree of `endpoint`'s answer converted whole; a value of a type `JSONSerialization` never
    /// returns is an invalid response, never a crash.
    func converted(reading endpoint: IvkoEndpoint) throws(IvkoServiceError) -> JSONValue {
        do {
            return try converted()
        } catch {
            throw IvkoServiceError.invalidResponse(reason: "the answer to \(endpoint) holds a value that is not JSON")
        }
    }
}
