import Foundation
import IvkoService
import Networking

/// The bytes of an event stream of `events` order events, made chunk by chunk as they are read.
struct EventBytes: AsyncSequence, Sendable {
    typealias Element = Data

    static let chunkSize = 4_096
    let events: Int

    /// One event as the backend fixture writes it, with a keep-alive comment after every 100th.
    static func event(_ id: Int) -> String {
        let minute = String(format: "%02d", id % 60)
        let status = ["PAID", "SHIPPED"][id % 2]
        let text =
            "id: \(id)\nevent: order\ndata: {\"date\":\"21.11.2026 14:\(minute)\",\"orderNo\":\"2026-\(String(format: "%06d", id))\",\"status\":\"\(status)\"}\n\n"
        return id % 100 == 0 ? text + ": keep-alive\n\n" : text
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        let events: Int
        var next = 1
        var pending = Data()

        mutating func next() async -> Data? {
            while pending.count < EventBytes.chunkSize, next <= events {
                pending.append(contentsOf: EventBytes.event(next).utf8)
                next += 1
            }
            guard !pending.isEmpty else { return nil }
            let chunk = pending.prefix(EventBytes.chunkSize)
            pending = Data(pending.dropFirst(chunk.count))
            return Data(chunk)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: events)
    }

    /// The baseline: the bytes through a `ResponseBodyStream` (written with its backpressure, as a
    /// transport writes) and read back; answers the byte count.
    static func bareRead(events: Int) async throws -> Int {
        let (stream, writer) = ResponseBodyStream.makeStream()
        let source = EventBytes(events: events)
        let pump = Task {
            for await chunk in source {
                guard await writer.write(chunk) else { return }
            }
            writer.finish()
        }
        var bytes = 0
        for try await chunk in stream { bytes += chunk.count }
        await pump.value
        return bytes
    }

    /// The reader: the same bytes read by `IvkoPushStream`; answers the number of events.
    static func readEvents(_ events: Int) async throws -> Int {
        var count = 0
        for try await item in IvkoPushStream(reading: EventBytes(events: events)) {
            if case .event = item { count += 1 }
        }
        return count
    }
}
