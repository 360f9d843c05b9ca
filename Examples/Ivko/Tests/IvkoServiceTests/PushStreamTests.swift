import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoService
import Networking
import Testing

/// `IvkoPushStream` over a body the test writes: each event's data read like every other answer, retry,
/// repeated ids passed on (the data layer shows an id once), an unreadable event skipped with its id, a
/// cut after the events before it, the expired session signed in again and thrown as `.sessionLost`.
@Suite("The push stream reader")
struct PushStreamTests {
    /// The items `chunks` read as, and the error that ended the stream; counts the renewals asked for.
    private func read(
        _ chunks: [String], ending: NetworkError? = nil
    ) async throws -> (items: [IvkoPushItem], failure: IvkoServiceError?, renewals: Int) {
        let renewals = Locked(0)
        let (body, writer) = ResponseBodyStream.makeStream(bufferLimit: 1 << 20)
        for chunk in chunks { writer.yield(Data(chunk.utf8)) }
        writer.finish(throwing: ending)
        let stream = IvkoPushStream(body: body) { message in
            renewals.withLock { $0 += 1 }
            return .sessionLost(message: message)
        }
        return try await withTimeLimit("the stream's items") {
            var items: [IvkoPushItem] = []
            var iterator = stream.makeAsyncIterator()
            do throws(IvkoServiceError) {
                while let item = try await iterator.next() { items.append(item) }
                return (items, nil, renewals.withLock { $0 })
            } catch {
                return (items, error, renewals.withLock { $0 })
            }
        }
    }

    @Test("order and promo events arrive with their data as JSON values, split over chunks anywhere")
    func events() async throws {
        let (items, failure, _) = try await read([
            "retry: 3000\n\n: keep-alive\n\nid: 1\nevent: or",
            "der\ndata: {\"orderNo\":\"2026-000123\",\"status\":\"SHIPPED\",\"date\":\"21.11.2026 14:33\"}\n",
            "\nid: 2\nevent: promo\ndata: {\"slideId\":\"S9\",\ndata: \"title\":\"Winter &amp; more\",\"text\":\"-20%\",\"style\":\"\"}\n\n",
        ])
        #expect(failure == nil)
        #expect(items.count == 3)
        #expect(items.first == .retry(.milliseconds(3_000)))
        guard case .event(let order) = items[1], case .event(let promo) = items[2] else {
            Issue.record("expected two events, got \(items)")
            return
        }
        #expect(order.id == "1")
        #expect(order.kind == .order)
        #expect(order.data["orderNo"] == .string("2026-000123"))
        #expect(order.data["status"] == .string("SHIPPED"))
        #expect(promo.kind == .promo)
        #expect(promo.data["title"] == .string("Winter &amp; more"))
    }

    @Test("the same id twice is passed on twice (the same event); an unknown type is kept as other")
    func repeatedIDs() async throws {
        let event = "id: 4\nevent: order\ndata: {\"orderNo\":\"1\"}\n\n"
        let (items, _, _) = try await read([event, event, "id: 5\nevent: news\ndata: {}\n\n"])
        #expect(items.count == 3)
        #expect(items[0] == items[1])
        #expect(items[2] == .event(IvkoPushEvent(id: "5", kind: .other("news"), data: .object([:]))))
    }

    @Test("an event whose data is not JSON is handed over as unreadable, and the stream goes on")
    func unreadable() async throws {
        let (items, failure, _) = try await read(["id: 6\nevent: order\ndata: <html>\n\n", "id: 7\nevent: order\ndata: {}\n\n"])
        #expect(failure == nil)
        guard case .unreadable(let id, let type, _) = items.first else {
            Issue.record("expected an unreadable event, got \(items)")
            return
        }
        #expect(id == "6")
        #expect(type == "order")
        #expect(items.count == 2)
    }

    @Test("a connection cut mid-event ends the stream with .network after the complete events")
    func cutMidEvent() async throws {
        let (items, failure, _) = try await read(
            ["id: 1\nevent: order\ndata: {}\n\nid: 2\nevent: order\ndata: {\"orderNo\":"], ending: .connectionLost(partial: nil))
        #expect(items.count == 1)
        #expect(failure == .network(.connectionLost))
    }

    @Test("the expired session's error event signs in again (once) and ends the stream with .sessionLost")
    func expiredSession() async throws {
        let (items, failure, renewals) = try await read([
            "retry: 3000\n\nevent: error\ndata: {\"result\":\"ERR\",\"type\":\"NoSessionException\",\"message\":\"Session expired\"}\n\n",
            "id: 9\nevent: order\ndata: {}\n\n",
        ])
        #expect(items == [.retry(.milliseconds(3_000))])
        #expect(failure == .sessionLost(message: "Session expired"))
        #expect(renewals == 1)
    }

    @Test("another error envelope ends the stream with its business error")
    func businessError() async throws {
        let (_, failure, renewals) = try await read([
            "event: error\ndata: {\"result\":\"ERR\",\"type\":\"Throttled\",\"message\":\"Later\"}\n\n"
        ])
        #expect(failure == .business(type: "Throttled", message: "Later"))
        #expect(renewals == 0)
    }
}
