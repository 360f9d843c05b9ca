public import Foundation

/// The bytes of a response: in memory, or in a file for a download.
public enum ResponseBody: Sendable, Hashable {
    /// The whole body in memory (empty when the response had none).
    case data(Data)
    /// A download: the body was streamed to this file and never held in memory.
    case file(URL, byteCount: Int64)

    /// The body bytes when they are in memory.
    public var data: Data? {
        if case .data(let data) = self { return data }
        return nil
    }

    /// The file of a download.
    public var fileURL: URL? {
        if case .file(let url, _) = self { return url }
        return nil
    }

    /// The number of body bytes.
    public var byteCount: Int64 {
        switch self {
        case .data(let data): Int64(data.count)
        case .file(_, let count): count
        }
    }

    /// True when the response carried no body bytes.
    public var isEmpty: Bool { byteCount == 0 }
}

/// A response as it arrived: head and body, unprocessed.
public struct ReceivedResponse: Sendable, Hashable {
    /// Status and headers.
    public var head: ResponseHead
    /// The body bytes, or the file they were streamed to.
    public var body: ResponseBody

    /// A response from its head and body.
    public init(head: ResponseHead, body: ResponseBody) {
        self.head = head
        self.body = body
    }

    /// The HTTP status code.
    public var status: Int { head.status }
    /// The response headers.
    public var headers: HeaderFields { head.headers }
}
