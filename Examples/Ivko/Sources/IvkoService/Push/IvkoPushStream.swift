public import Foundation
package import Networking

/// The push service's events as they arrive: an `AsyncSequence` of `IvkoPushItem`s read from the event
/// stream by `ServerSentEventParser`, each event's data read like every other answer of the backend
/// (`ResponseReading`: JSON, its size limit, its error envelope). Made by `IvkoAPI.pushEvents(lastEventID:)`.
///
/// The sequence ends when the server closes the stream (it does within a minute); a cut connection
/// throws `.network`. An expired session (`event: error` with `NoSessionException`) is signed in again
/// with the kept credentials, then thrown as `.sessionLost` (reconnect now, with the last id seen),
/// or as what that sign-in failed with (`.auth` or `.noSession`: the customer must sign in). Another
/// `{"result": "ERR"}` is thrown as its business error.
public struct IvkoPushStream: AsyncSequence, Sendable {
    /// One event, retry or unreadable event.
    public typealias Element = IvkoPushItem
    /// What ends the stream early.
    public typealias Failure = IvkoServiceError

    /// Answers the error to throw for the session the service says is gone, after signing in again.
    typealias Renewal = @Sendable (_ message: String) async -> IvkoServiceError

    private let body: ResponseBodyStream
    private let renew: Renewal
    private let now: @Sendable () -> Date

    /// A stream reading `body`; `renew` handles an expired session. Package-only: for the API and tests.
    package init(
        body: ResponseBodyStream, now: @escaping @Sendable () -> Date = { Date() },
        renew: @escaping @Sendable (String) async -> IvkoServiceError
    ) {
        self.body = body
        self.renew = renew
        self.now = now
    }

    /// The same reader over an event stream from any source of bytes (a recorded stream, another
    /// transport): the chunks are read as the stream asks for them. Without the API there is nobody to
    /// sign in again, so an expired session is thrown as `.noSession`.
    public init<Chunks: AsyncSequence & Sendable>(reading chunks: Chunks) where Chunks.Element == Data {
        let (body, writer) = ResponseBodyStream.makeStream()
        let pump = Task {
            do {
                for try await chunk in chunks {
                    guard await writer.write(chunk) else { return }
                }
                writer.finish()
            } catch {
                writer.finish(throwing: .transport(reason: "the event stream's source failed: \(error)"))
            }
        }
        writer.onTermination { pump.cancel() }
        self.init(body: body) { message in .noSession(message: message) }
    }

    /// The reader of the stream (once).
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: body.makeAsyncIterator(), renew: renew, now: now)
    }

    /// Reads the items in order; `next()` throws a typed `IvkoServiceError`.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var chunks: ResponseBodyStream.AsyncIterator
        private let renew: Renewal
        private let now: @Sendable () -> Date
        private var parser = ServerSentEventParser()
        private var pending: [ServerSentEventParser.Output] = []
        private var next = 0
        private var isDone = false

        init(chunks: ResponseBodyStream.AsyncIterator, renew: @escaping Renewal, now: @escaping @Sendable () -> Date) {
            self.chunks = chunks
            self.renew = renew
            self.now = now
        }

        /// The next item, waiting for it; nil when the server ended the stream.
        public mutating func next() async throws(IvkoServiceError) -> IvkoPushItem? {
            while !isDone {
                while next < pending.count {
                    let output = pending[next]
                    next += 1
                    if let item = try await item(for: output) { return item }
                }
                pending.removeAll(keepingCapacity: true)
                next = 0
                let chunk: Data?
                do {
                    chunk = try await chunks.next()
                } catch {
                    isDone = true
                    throw ResponseReading.serviceError(from: error, now: now())
                }
                guard let chunk else {
                    parser.finish()
                    isDone = true
                    return nil
                }
                do {
                    try parser.feed(chunk, into: &pending)
                } catch {
                    isDone = true
                    throw IvkoServiceError.invalidResponse(reason: "the event stream has a line or an event over \(error.limit) bytes")
                }
            }
            return nil
        }

        private mutating func item(for output: ServerSentEventParser.Output) async throws(IvkoServiceError) -> IvkoPushItem? {
            switch output {
            case .comment:
                return nil
            case .retry(let milliseconds):
                return .retry(.milliseconds(milliseconds))
            case .event(let id, _, let type, let data):
                do throws(IvkoServiceError) {
                    let json = try ResponseReading.json(fromBody: Data(data.utf8), limits: .standard)
                    guard type != "error" else { throw IvkoServiceError.invalidResponse(reason: "an error event without an error") }
                    return .event(IvkoPushEvent(id: id, kind: IvkoPushEvent.Kind(type), data: json))
                } catch .noSession(let message) {
                    isDone = true
                    throw await renew(message)
                } catch {
                    if type == "error" || error.businessMessage != nil {
                        isDone = true
                        throw error
                    }
                    return .unreadable(id: id, type: type, reason: error.description)
                }
            }
        }
    }
}
