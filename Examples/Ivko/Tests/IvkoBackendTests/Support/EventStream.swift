import AsyncHTTPClient
import AsyncTestSupport
import Foundation
import IvkoBackend
import NIOCore
import NIOHTTP1

/// An open event stream of the backend's push service, read as text. A test opens it, reads until
/// what it expects has come (`read(until:)`), acts on the backend, reads on; every read has a time limit.
final class EventStream: @unchecked Sendable {
    // Only the test that opened it reads it, one read at a time.
    private var chunks: HTTPClientResponse.Body.AsyncIterator
    /// The status of the answer.
    let status: Int
    /// The `Content-Type` of the answer.
    let contentType: String?
    /// Everything read so far.
    private(set) var text = ""
    /// Whether the server ended the stream.
    private(set) var ended = false

    private init(response: HTTPClientResponse) {
        status = Int(response.status.code)
        contentType = response.headers.first(name: "content-type")
        chunks = response.body.makeAsyncIterator()
    }

    /// Opens `push/events` with `session` in `X-Session` and `lastEventID` in `Last-Event-ID`.
    static func open(_ backend: TestBackend, session: String, lastEventID: String? = nil) async throws -> EventStream {
        var request = HTTPClientRequest(url: backend.server.pushBaseURL.absoluteString + "events")
        request.headers.add(name: "Accept", value: "text/event-stream")
        request.headers.add(name: "X-Session", value: session)
        if let lastEventID { request.headers.add(name: "Last-Event-ID", value: lastEventID) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(Int64(30 * Sanitizer.timeScale)))
        return EventStream(response: response)
    }

    /// Reads until `done` holds for the text read so far (answers true) or the stream ends (false).
    @discardableResult
    func read(_ what: String, until done: @escaping @Sendable (String) -> Bool) async throws -> Bool {
        try await withTimeLimit(what, within: .seconds(30)) { [self] in
            while !done(text) {
                guard let chunk = try await chunks.next() else {
                    ended = true
                    return false
                }
                text += String(buffer: chunk)
            }
            return true
        }
    }

    /// Reads to the end of the stream.
    func readToEnd(_ what: String) async throws {
        try await read(what) { _ in false }
    }

    /// The `id:` values in the text, in order.
    var ids: [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("id: ") }.map { String($0.dropFirst(4)) }
    }
}
