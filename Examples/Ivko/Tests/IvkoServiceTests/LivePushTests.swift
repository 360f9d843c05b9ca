import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoService
import Testing

/// `IvkoAPI.pushEvents(lastEventID:)` against the backend fixture over a real connection: events as they
/// are pushed, the expired session signed in again and the stream reopened after the last id seen.
@Suite("The push service through the API wrapper", .waitLimit(.seconds(300)))
struct LivePushTests {
    @Test("a pushed promotion arrives; after the session expires, a reconnect with the last id gets only what is new")
    func pushedAndReconnected() async throws {
        try await LiveBackend.with(credentials: nil) { backend in
            try await backend.signIn()
            let first = try await backend.api.pushEvents(lastEventID: nil)
            backend.server.pushPromotion(PushPromotion(slideId: "S1", title: "One", text: "x"), to: ["demo"])
            let (seen, failure) = try await withTimeLimit("the promotion, then the expiry") {
                () async throws -> ([IvkoPushEvent], IvkoServiceError?) in
                var seen: [IvkoPushEvent] = []
                var items = first.makeAsyncIterator()
                do throws(IvkoServiceError) {
                    while let item = try await items.next() {
                        guard case .event(let event) = item else { continue }
                        seen.append(event)
                        await backend.server.forceExpireSessions()
                    }
                    return (seen, nil)
                } catch {
                    return (seen, error)
                }
            }
            #expect(seen.map(\.id) == ["1"])
            #expect(seen.first?.data["slideId"] == .string("S1"))
            #expect(failure == .sessionLost(message: "Session expired"))

            backend.server.pushPromotion(PushPromotion(slideId: "S2", title: "Two", text: "y"), to: ["demo"])
            let second = try await backend.api.pushEvents(lastEventID: seen.last?.id)
            let next = try await withTimeLimit("the new promotion") { () async throws -> IvkoPushEvent? in
                for try await item in second { if case .event(let event) = item { return event } }
                return nil
            }
            #expect(next?.id == "2")
            #expect(next?.data["slideId"] == .string("S2"))
        }
    }
}
