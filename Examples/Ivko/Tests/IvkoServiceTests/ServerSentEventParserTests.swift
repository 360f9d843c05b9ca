import Foundation
import IvkoService
import Testing

/// The event stream's lines in any chunking: comments, retry, ids, multi-line data, CR and CRLF, a
/// byte order mark, an event cut off by the end, and lines over the limit.
@Suite("Server-Sent Events parsing")
struct ServerSentEventParserTests {
    /// What `text` reads as, fed in chunks of `size` bytes.
    private func outputs(_ text: String, chunk size: Int = 1) throws -> [ServerSentEventParser.Output] {
        var parser = ServerSentEventParser()
        var outputs: [ServerSentEventParser.Output] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            try parser.feed(bytes[start..<min(start + size, bytes.count)], into: &outputs)
            start += size
        }
        parser.finish()
        return outputs
    }

    @Test("an event with id, type and data, whatever the chunking", arguments: [1, 3, 7, 1_000])
    func oneEvent(_ size: Int) throws {
        let text = "id: 7\nevent: order\ndata: {\"orderNo\":\"2026-000123\"}\n\n"
        #expect(try outputs(text, chunk: size) == [.event(id: "7", lastEventID: "7", type: "order", data: #"{"orderNo":"2026-000123"}"#)])
    }

    @Test("comments, retry, and a retry that is not a number")
    func commentsAndRetry() throws {
        #expect(try outputs(": keep-alive\n\nretry: 3000\nretry: soon\n\n") == [.comment, .retry(milliseconds: 3_000)])
    }

    @Test("several data lines are joined with a line feed; no space after the colon is fine too")
    func multiLineData() throws {
        #expect(
            try outputs("event: promo\ndata: {\"a\":1,\ndata:\"b\":2}\n\n") == [
                .event(id: nil, lastEventID: nil, type: "promo", data: "{\"a\":1,\n\"b\":2}")
            ])
    }

    @Test("CR and CRLF end lines as LF does, and a byte order mark is skipped")
    func lineEnds() throws {
        let text = "\u{FEFF}id: 1\r\ndata: a\r\rid: 2\rdata: b\r\n\r\n"
        #expect(
            try outputs(text) == [
                .event(id: "1", lastEventID: "1", type: "message", data: "a"),
                .event(id: "2", lastEventID: "2", type: "message", data: "b"),
            ])
    }

    @Test("an event without an id keeps the stream's last id for a reconnect, and repeated ids come twice")
    func ids() throws {
        let text = "id: 4\ndata: x\n\ndata: y\n\nid: 4\ndata: x\n\n"
        #expect(
            try outputs(text) == [
                .event(id: "4", lastEventID: "4", type: "message", data: "x"),
                .event(id: nil, lastEventID: "4", type: "message", data: "y"),
                .event(id: "4", lastEventID: "4", type: "message", data: "x"),
            ])
    }

    @Test("an event cut off by the end of the stream is dropped; a block without data dispatches nothing")
    func cutMidEvent() throws {
        #expect(try outputs("event: order\n\nid: 9\nevent: order\ndata: {\"orderNo\":") == [])
    }

    @Test("a line over the limit is refused")
    func oversized() {
        var parser = ServerSentEventParser(maximumBytes: 16)
        var outputs: [ServerSentEventParser.Output] = []
        do {
            try parser.feed(Array("data: 0123456789abcdef\n".utf8), into: &outputs)
            Issue.record("a line of 22 bytes passed a limit of 16")
        } catch {
            #expect(error.limit == 16)
        }
    }
}
