import Foundation
import Hummingbird

/// One customer's event stream, as the push service writes it: `retry:` first, then what came after
/// the client's `Last-Event-ID` (perhaps that event again), then each new event as it happens, a
/// `: keep-alive` comment after each silence of `keepAlive`, until the stream's lifetime is over (the
/// server closes it) or the session is gone (one `event: error`, then the end).
struct PushStream {
    /// The one event of a stream whose session is gone.
    static let expiredEvent = """
        event: error
        data: {"result":"ERR","type":"NoSessionException","message":"Session expired"}


        """

    let state: BackendState
    let sessionID: String
    let username: String
    let lastEventID: Int?

    func run(_ writer: inout any ResponseBodyWriter) async throws {
        let configuration = state.pushConfiguration
        let push = state.push
        let started = ContinuousClock.now
        var last = lastEventID ?? 0
        try await writer.write(ByteBuffer(string: "retry: \(configuration.retryMilliseconds)\n\n"))
        if let lastEventID, let again = push.event(of: username, id: lastEventID), push.drawRepeat() {
            try await writer.write(Self.text(of: again))
        }
        while true {
            guard await state.sessions.isLive(sessionID) else {
                try await writer.write(ByteBuffer(string: Self.expiredEvent))
                break
            }
            await state.advanceOrders()
            for event in push.events(of: username, after: last) {
                try await writer.write(Self.text(of: event))
                if push.drawRepeat() { try await writer.write(Self.text(of: event)) }
                last = event.id
            }
            let remaining = configuration.streamLifetime - (ContinuousClock.now - started)
            guard remaining > .zero else { break }
            var wait = min(configuration.keepAlive, remaining)
            if let shipAfter = configuration.shipAfter, let next = await state.orders.nextMove(shipAfter: shipAfter) {
                let seconds = max(0.05, next.timeIntervalSince(state.clock.now()))
                wait = min(wait, .milliseconds(Int64(seconds * 1000)))
            }
            let woken = await push.waitForNews(of: username, after: last, within: wait)
            if !woken, wait == configuration.keepAlive {
                try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
            }
        }
        try await writer.finish(nil)
    }

    /// `id:`, `event:`, one `data:` line per part and the blank line.
    private static func text(of event: PushCenter.Event) -> ByteBuffer {
        var text = "id: \(event.id)\nevent: \(event.type)\n"
        for line in event.data { text += "data: \(line)\n" }
        return ByteBuffer(string: text + "\n")
    }
}
