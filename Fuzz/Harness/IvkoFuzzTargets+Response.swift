import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import IvkoService
import Networking

extension IvkoFuzzTargets {
    /// The API wrapper's response reading: an exchange as Networking hands it over (status,
    /// `Retry-After`, body, or a broken-off exchange) read into JSON or a typed `IvkoServiceError`.
    ///
    /// Byte 0 picks the status (`ResponseInput.statuses`, modulo its count) and, in its top two bits,
    /// how the exchange ended (`ResponseInput.Ending`); byte 1 picks the size limits; the bytes up to
    /// the first line feed are the `Retry-After` header (none without a line feed); the rest is the body.
    public static func response(_ bytes: [UInt8]) -> FuzzOutcome {
        FuzzInvariant.outcome { () throws(BrokenInvariant) in try responseInput(bytes) }
    }

    private static func responseInput(_ bytes: [UInt8]) throws(BrokenInvariant) -> FuzzOutcome {
        let input = ResponseInput(bytes)
        let read = Result { () throws(IvkoServiceError) in
            try ResponseReading.json(from: input.payload, limits: input.limits, now: ResponseInput.now)
        }
        switch read {
        case .success(let json):
            try FuzzInvariant.check(
                input.ending == .complete && (200..<300).contains(input.status),
                "read JSON from a \(input.ending) exchange with status \(input.status)"
            )
            try FuzzInvariant.check(
                json["result"]?.stringValue?.uppercased() != "ERR", "an {\"result\": \"ERR\"} answer read as JSON"
            )
            return .value(summary: "JSON of \(input.body.count) bytes")
        case .failure(let error):
            if case .unavailable(let wait?, _) = error {
                try FuzzInvariant.check(wait >= .zero, "a negative Retry-After wait: \(wait)")
            }
            return .rejected(error: error.description)
        }
    }
}

/// One fuzz input of `IvkoFuzzTargets.response`, taken apart.
struct ResponseInput {
    /// How the exchange ended, as Networking reports it.
    enum Ending: CaseIterable {
        /// A whole response: a success, or `.unacceptableStatus` for any other status.
        case complete
        /// The body ended before its declared length.
        case truncated
        /// The connection closed mid-response.
        case connectionLost
        /// No body where one was required.
        case emptyBody
    }

    /// The statuses an input picks from: successes, redirects, client errors and the server's.
    static let statuses = [200, 201, 204, 206, 301, 304, 400, 401, 403, 404, 409, 429, 500, 502, 503, 504]
    /// The size limits an input picks from: the endpoints' own and two small ones the fuzzer can reach.
    static let limits: [IvkoResponseLimits] = [
        .standard, .productPage, IvkoResponseLimits(maximumBytes: 256, maximumObjects: 64),
        IvkoResponseLimits(maximumBytes: 4_096, maximumObjects: 3),
    ]
    /// The API's clock: fixed, so a `Retry-After` date gives the same wait every run.
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    let status: Int
    let ending: Ending
    let limits: IvkoResponseLimits
    let retryAfter: String?
    let body: Data

    init(_ bytes: [UInt8]) {
        let selector = bytes.first ?? 0
        status = Self.statuses[Int(selector) % Self.statuses.count]
        ending = Ending.allCases[Int(selector >> 6)]
        limits = Self.limits[Int(bytes.dropFirst().first ?? 0) % Self.limits.count]
        let rest = bytes.dropFirst(2)
        if let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            retryAfter = String(decoding: rest[..<newline], as: UTF8.self)
            body = Data(rest[(newline + 1)...])
        } else {
            retryAfter = nil
            body = Data(rest)
        }
    }

    /// The payload Networking would hand the API wrapper for this exchange.
    var payload: NetworkPayload {
        var headers: HeaderFields = ["Content-Type": "application/json"]
        if let retryAfter { headers.append(name: "Retry-After", value: retryAfter) }
        let response = ReceivedResponse(head: ResponseHead(status: status, headers: headers), body: .data(body))
        let request = URLRequest(url: URL(fileURLWithPath: "/ivko/api/fuzz"))
        let error: NetworkError? =
            switch ending {
            case .complete: (200..<300).contains(status) ? nil : .unacceptableStatus(response)
            case .truncated: .truncatedBody(expected: Int64(body.count) + 1, received: Int64(body.count), partial: response)
            case .connectionLost: .connectionLost(partial: response)
            case .emptyBody: .emptyBody(response)
            }
        return NetworkPayload(originalRequest: request, response: error == nil ? response : nil, error: error)
    }
}
