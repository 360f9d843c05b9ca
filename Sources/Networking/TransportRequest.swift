public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Where a request body comes from.
public enum UploadSource: Sendable, Hashable {
    /// Bytes in memory.
    case data(Data)
    /// A file, streamed from disk.
    case file(URL)
}

/// Where a response body goes.
public enum BodyDestination: Sendable, Hashable {
    /// Collected in memory.
    case memory
    /// Streamed to this file (replaced if it exists). Only responses with an accepted status are
    /// written there; any other response body is kept in memory so errors stay readable.
    case file(URL)
}

/// One attempt as a `Transport` receives it: the request and how to move its bodies.
public struct TransportRequest: Sendable {
    /// The request to send. Its `httpBody` is used when `upload` is nil.
    public var urlRequest: URLRequest
    /// The request body, when it is not in `urlRequest.httpBody`.
    public var upload: UploadSource?
    /// Where the response body goes.
    public var destination: BodyDestination
    /// Statuses the caller accepts; decides whether a download body goes to its file.
    public var acceptableStatusCodes: Range<Int>
    /// Called as body bytes move.
    public var progress: ProgressHandler?

    /// An attempt from its parts.
    public init(
        urlRequest: URLRequest,
        upload: UploadSource? = nil,
        destination: BodyDestination = .memory,
        acceptableStatusCodes: Range<Int> = 200..<300,
        progress: ProgressHandler? = nil
    ) {
        self.urlRequest = urlRequest
        self.upload = upload
        self.destination = destination
        self.acceptableStatusCodes = acceptableStatusCodes
        self.progress = progress
    }

    /// The HTTP method, upper-cased; GET when the request names none.
    public var method: String {
        let method = urlRequest.httpMethod ?? "GET"
        return method.utf8.contains { (97...122).contains($0) } ? method.uppercased() : method
    }

    /// The request timeout in seconds (`URLRequest.timeoutInterval`).
    public var timeout: TimeInterval { urlRequest.timeoutInterval }

    /// The request body size when known in advance.
    public func uploadLength() -> Int64? {
        switch upload {
        case .data(let data): return Int64(data.count)
        case .file(let url):
            let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber
            return size?.int64Value
        case nil: return urlRequest.httpBody.map { Int64($0.count) }
        }
    }
}
