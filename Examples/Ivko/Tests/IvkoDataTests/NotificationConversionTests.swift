import Foundation
import IvkoData
import IvkoModel
import IvkoService
import Logging
import Testing

/// The push service's events given meaning by the data layer: the messy values every answer has
/// (padded numbers, HTML entities, an empty style), kinds it does not show, data it cannot read, and
/// a session renewed on the stream, read through the same `NotificationFeed` the middleware uses.
@Suite("Notification conversion")
struct NotificationConversionTests {
    let converter = ResponseConverter()

    private static var quiet: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return logger
    }

    /// `text` as the API wrapper reads JSON.
    private func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// The items of a feed read from `text`, sent in chunks of `chunkSize` bytes.
    private func items(of text: String, chunkSize: Int = 7) async throws -> [NotificationFeed.Item] {
        let bytes = Array(text.utf8)
        let chunks = stride(from: 0, to: bytes.count, by: chunkSize).map { Data(bytes[$0..<min($0 + chunkSize, bytes.count)]) }
        let source = AsyncStream<Data> { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
        let feed = NotificationFeed(push: IvkoPushStream(reading: source), converter: converter, logger: Self.quiet)
        var items: [NotificationFeed.Item] = []
        for try await item in feed { items.append(item) }
        return items
    }

    @Test("An order's new status and a promotion, their texts plain and their style read; an empty style opens nothing")
    func ordersAndPromotions() throws {
        let order = IvkoPushEvent(
            id: "7", kind: .order, data: try json(#"{"orderNo": " 2026-000123 ", "status": "shipped", "date": "02.12.2026 09:15"}"#))
        #expect(
            try converter.notification(from: order)
                == ShopNotification(id: 7, content: .orderStatus(number: OrderNumber("2026-000123"), status: .shipped)))
        let promo = IvkoPushEvent(
            id: "8", kind: .promo,
            data: try json(#"{"slideId": "S1", "title": "Winter &amp; <b>Sale</b>", "text": "30% off", "style": "W26NR0031"}"#))
        #expect(
            try converter.notification(from: promo)
                == ShopNotification(
                    id: 8, content: .promotion(title: "Winter & Sale", text: "30% off", style: StyleCode(rawValue: "W26NR0031"))))
        let noStyle = IvkoPushEvent(
            id: "9", kind: .promo, data: try json(#"{"slideId": "S2", "title": "Last days", "text": "", "style": ""}"#))
        #expect(try converter.notification(from: noStyle)?.content == .promotion(title: "Last days", text: "", style: nil))
        #expect(try converter.notification(from: IvkoPushEvent(id: "10", kind: .other("survey"), data: .object([:]))) == nil)
    }

    @Test("An event without a number for its id, or without what it must say, is a typed error")
    func unreadableEvents() throws {
        #expect(throws: DataError.self) {
            try converter.notification(
                from: IvkoPushEvent(id: nil, kind: .order, data: try json(#"{"orderNo": "2026-000123", "status": "PAID"}"#)))
        }
        #expect(throws: DataError.self) {
            try converter.notification(
                from: IvkoPushEvent(id: "x1", kind: .order, data: try json(#"{"orderNo": "2026-000123", "status": "PAID"}"#)))
        }
        #expect(throws: DataError.self) {
            try converter.notification(from: IvkoPushEvent(id: "3", kind: .order, data: try json(#"{"status": "PAID"}"#)))
        }
    }

    @Test("The feed: retry, notifications, kinds not shown and unreadable data passed over with their ids, an event twice kept twice")
    func feedFromAStream() async throws {
        let stream = """
            retry: 2500
            : keep-alive

            id: 1
            event: order
            data: {"orderNo": "2026-000123", "status": "PAID", "date": "02.12.2026 09:15"}

            id: 2
            event: survey
            data: {"question": "How was it?"}

            id: 3
            event: promo
            data: not json

            id: 1
            event: order
            data: {"orderNo": "2026-000123", "status": "PAID", "date": "02.12.2026 09:15"}


            """
        let paid = ShopNotification(id: 1, content: .orderStatus(number: OrderNumber("2026-000123"), status: .paid))
        #expect(
            try await items(of: stream)
                == [.retry(.milliseconds(2500)), .notification(paid), .passed(id: 2), .passed(id: 3), .notification(paid)])
    }

    @Test("A stream cut off is the data layer's error, typed as every call's")
    func aCutStream() async throws {
        let (chunks, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
        continuation.yield(Data("id: 1\nevent: order\ndata: {\"orderNo\": \"2026-000123\", \"status\": \"PAID\"}\n\n".utf8))
        continuation.finish(throwing: URLError(.networkConnectionLost))
        let feed = NotificationFeed(push: IvkoPushStream(reading: chunks), converter: converter, logger: Self.quiet)
        var iterator = feed.makeAsyncIterator()
        #expect(try await iterator.next() != nil)
        await #expect(throws: ShopError.self) { _ = try await iterator.next() }
    }
}
