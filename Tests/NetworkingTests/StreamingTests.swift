import AsyncTestSupport
import Foundation
import Networking
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `NetworkSession.stream(_:options:)` on a real server through every transport: the body arrives as
/// it comes, a cut ends it with a typed error, cancelling stops it promptly, a refused status throws
/// with its body, a silence longer than the timeout is `.timedOut`, and a stream gives its slot back
/// at the head.
@Suite("Streamed responses on a real server")
struct StreamingTests {
    @Test("the chunks arrive in order and the sequence ends with the body", arguments: TransportKind.allCases)
    func streamsInOrder(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        try await kind.withSession { session in
            let stream = try await session.stream(URLRequest(url: server.url("/stream/\(kind.rawValue)/50"), timeoutInterval: 30))
            #expect(stream.status == 200)
            #expect(stream.headers["Content-Type"] == "text/event-stream")
            let body = try await withTimeLimit("the whole stream") { try await stream.body.collect(upTo: 1 << 20) }
            #expect(String(decoding: body, as: UTF8.self) == (0..<50).map { "line \($0)\n" }.joined())
        }
    }

    @Test("a connection cut mid-body ends the sequence with .connectionLost after what arrived", arguments: TransportKind.allCases)
    func cutMidBody(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let (received, failure) = try await kind.withSession { session in
            let stream = try await session.stream(URLRequest(url: server.url("/drop-mid-body"), timeoutInterval: 30))
            return try await withTimeLimit("the cut") { () async throws -> (String, NetworkError?) in
                var received = Data()
                var chunks = stream.body.makeAsyncIterator()
                do throws(NetworkError) {
                    while let chunk = try await chunks.next() { received.append(chunk) }
                    return (String(decoding: received, as: UTF8.self), nil)
                } catch {
                    return (String(decoding: received, as: UTF8.self), error)
                }
            }
        }
        #expect(received == "first chunk")
        #expect(failure?.kind == .connectionLost)
        #expect(failure?.response?.status == 200)
    }

    @Test("a body shorter than its Content-Length ends with .truncatedBody", arguments: TransportKind.allCases)
    func truncated(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let failure = try await kind.withSession { session in
            let stream = try await session.stream(URLRequest(url: server.url("/truncated"), timeoutInterval: 30))
            return try await withTimeLimit("the end") { () async throws -> NetworkError? in
                do throws(NetworkError) {
                    _ = try await stream.body.collect(upTo: 1 << 20)
                    return nil
                } catch {
                    return error
                }
            }
        }
        guard case .truncatedBody(let expected, let received, _)? = failure else {
            Issue.record("expected a truncated body, got \(String(describing: failure))")
            return
        }
        #expect(expected == 1000)
        #expect(received == 100)
    }

    @Test("cancelling the reading task stops the stream at once with .cancelled", arguments: TransportKind.allCases)
    func cancellation(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = "stream-cancel-\(kind.rawValue)"
        defer { server.gates.gate(key).open() }
        try await kind.withSession { session in
            let stream = try await session.stream(URLRequest(url: server.url("/stream-held/\(key)"), timeoutInterval: 3_600))
            let firstChunk = CountSignal()
            let reader = Task { () -> NetworkError? in
                var chunks = stream.body.makeAsyncIterator()
                do throws(NetworkError) {
                    while try await chunks.next() != nil { firstChunk.raise() }
                    return nil
                } catch {
                    return error
                }
            }
            try await firstChunk.wait(untilAtLeast: 1, "the first chunk")
            reader.cancel()
            let failure = try await withTimeLimit("the cancelled read") { await reader.value }
            #expect(failure == .cancelled)
        }
    }

    @Test("a refused status throws .unacceptableStatus with the body read", arguments: TransportKind.allCases)
    func refusedStatus(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let failure = try await kind.withSession { session in
            do throws(NetworkError) {
                _ = try await session.stream(URLRequest(url: server.url("/sql-error"), timeoutInterval: 30))
                return NetworkError?.none
            } catch {
                return error
            }
        }
        guard case .unacceptableStatus(let response)? = failure else {
            Issue.record("expected the 500, got \(String(describing: failure))")
            return
        }
        #expect(response.status == 500)
        #expect(response.body.data.map { String(decoding: $0, as: UTF8.self) } == TestRoutes.sqlErrorText)
    }

    @Test("a silence longer than the request's timeout ends the stream with .timedOut", arguments: TransportKind.allCases)
    func idleTimeout(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = "stream-idle-\(kind.rawValue)"
        defer { server.gates.gate(key).open() }
        let failure = try await kind.withSession { session in
            // Half a second of silence (stretched under a sanitizer, which also slows the head).
            let timeout = 0.5 * TimeInterval(Sanitizer.timeScale)
            let stream = try await session.stream(URLRequest(url: server.url("/stream-held/\(key)"), timeoutInterval: timeout))
            return try await withTimeLimit("the idle timeout") { () async throws -> NetworkError? in
                do throws(NetworkError) {
                    _ = try await stream.body.collect(upTo: 1 << 20)
                    return nil
                } catch {
                    return error
                }
            }
        }
        #expect(failure == .timedOut)
    }

    @Test("an open stream holds no slot: a request goes through while it streams, with a limit of one", arguments: TransportKind.allCases)
    func streamGivesItsSlotBack(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let key = "stream-slot-\(kind.rawValue)"
        defer { server.gates.gate(key).open() }
        try await kind.withSession(.init(concurrency: .fixed(1), retryPolicy: .never)) { session in
            let stream = try await session.stream(URLRequest(url: server.url("/stream-held/\(key)"), timeoutInterval: 3_600))
            #expect(session.concurrency().inFlight == 0)
            let payload = try await withTimeLimit("a request beside the stream") {
                await session.send(URLRequest(url: server.url("/ok"), timeoutInterval: 30))
            }
            #expect(payload.status == 200)
            server.gates.gate(key).open()
            let body = try await withTimeLimit("the rest of the stream") { try await stream.body.collect(upTo: 1 << 20) }
            #expect(String(decoding: body, as: UTF8.self) == "first\nsecond\n")
        }
    }

    @Test("a 503 before the head is retried after its Retry-After like any request", arguments: TransportKind.allCases)
    func retriedBeforeTheHead(_ kind: TransportKind) async throws {
        let server = try await TestServer.shared
        let sleeper = ObservedSleeper()
        let stream = try await kind.withSession(.init(retryPolicy: RetryPolicy(), sleeper: sleeper)) { session in
            try await session.stream(URLRequest(url: server.url("/retry-after/stream-\(kind.rawValue)/0"), timeoutInterval: 30))
        }
        #expect(stream.attempts == 2)
        #expect(stream.status == 200)
    }
}
