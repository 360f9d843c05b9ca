import AsyncTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `ResponseBodyStream` itself and streaming through `StubTransport`: read once, the writer told when
/// the reader stops, a cut delivered after what arrived, and a transport that cannot stream refusing
/// loudly.
@Suite("Response body streams")
struct ResponseBodyStreamTests {
    @Test("a body is read once: a second reader gets .invalidRequest")
    func readOnce() async throws {
        let stream = ResponseBodyStream.completed(Data("abc".utf8), chunkSize: 1)
        #expect(try await stream.collect(upTo: 10) == Data("abc".utf8))
        var second = stream.makeAsyncIterator()
        await #expect(throws: NetworkError.self) { _ = try await second.next() }
    }

    @Test("chunks written before a cut are read, then the cut is thrown once")
    func cutAfterChunks() async throws {
        let (stream, writer) = ResponseBodyStream.makeStream()
        #expect(writer.yield(Data("one ".utf8)))
        #expect(await writer.write(Data("two".utf8)))
        writer.finish(throwing: .connectionLost(partial: nil))
        var chunks = stream.makeAsyncIterator()
        #expect(try await chunks.next() == Data("one ".utf8))
        #expect(try await chunks.next() == Data("two".utf8))
        await #expect(throws: NetworkError.connectionLost(partial: nil)) { _ = try await chunks.next() }
        #expect(try await chunks.next() == nil)
    }

    @Test("dropping the stream tells the writer: its termination handler runs and writes are refused")
    func dropTellsTheWriter() async throws {
        let terminated = CountSignal()
        var writer: ResponseBodyStream.Writer?
        do {
            let (stream, made) = ResponseBodyStream.makeStream()
            writer = made
            made.onTermination { terminated.raise() }
            var chunks = stream.makeAsyncIterator()
            _ = made.yield(Data("x".utf8))
            #expect(try await chunks.next() == Data("x".utf8))
        }
        try await terminated.wait(untilAtLeast: 1, "the termination handler")
        #expect(writer?.yield(Data("y".utf8)) == false)
        #expect(await writer?.write(Data("z".utf8)) == false)
    }

    @Test("a writer ahead of the reader by more than the limit waits until the reader takes a chunk")
    func backpressure() async throws {
        let (stream, writer) = ResponseBodyStream.makeStream(bufferLimit: 4)
        let producer = Task {
            for index in 0..<10 {
                // Each chunk is over the limit, so each write waits until the reader has taken it.
                guard await writer.write(Data("chunk \(index)".utf8)) else { return }
            }
            writer.finish()
        }
        let body = try await withTimeLimit("the whole body") { try await stream.collect(upTo: 1_000) }
        #expect(String(decoding: body, as: UTF8.self) == (0..<10).map { "chunk \($0)" }.joined())
        await producer.value
    }

    @Test("a stub's live body streams through the session as the test writes it")
    func stubLiveBody() async throws {
        let (body, writer) = ResponseBodyStream.makeStream()
        let stub = StubTransport(replies: [.stream(200, headers: ["Content-Type": "text/event-stream"], body: body)])
        let session = NetworkSession(transport: stub, configuration: .init(retryPolicy: .never))
        let stream = try await session.stream(URLRequest(url: URL(string: "http://shop.test/events")!))
        #expect(stream.headers["Content-Type"] == "text/event-stream")
        _ = writer.yield(Data("data: 1\n\n".utf8))
        var chunks = stream.body.makeAsyncIterator()
        #expect(try await chunks.next() == Data("data: 1\n\n".utf8))
        writer.finish()
        #expect(try await chunks.next() == nil)
    }

    @Test("a stub's ordinary reply streams in chunks of its chunk size")
    func stubOrdinaryReply() async throws {
        var reply = StubTransport.Reply.text(200, "0123456789")
        reply.chunkSize = 4
        let session = NetworkSession(transport: StubTransport(replies: [reply]))
        let stream = try await session.stream(URLRequest(url: URL(string: "http://shop.test/text")!))
        var sizes: [Int] = []
        for try await chunk in stream.body { sizes.append(chunk.count) }
        #expect(sizes == [4, 4, 2])
    }

    @Test("a transport that does not stream refuses with .invalidRequest naming itself")
    func transportWithoutStreaming() async throws {
        struct Wrapper: Transport {
            let base: any Transport
            func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
                try await base.execute(request)
            }
        }
        let session = NetworkSession(transport: Wrapper(base: StubTransport(replies: [.text(200, "ok")])))
        await #expect {
            _ = try await session.stream(URLRequest(url: URL(string: "http://shop.test/events")!))
        } throws: { error in
            guard case .invalidRequest(let reason) = error as? NetworkError else { return false }
            return reason.contains("Wrapper")
        }
    }
}
