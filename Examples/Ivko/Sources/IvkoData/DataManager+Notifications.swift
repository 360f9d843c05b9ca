public import IvkoModel
import IvkoService

extension DataManager {
    /// Opens the signed-in customer's notifications (`GET push/events`), after the event `lastID` when
    /// given (the service sends what came after it that it still keeps), and answers once the service
    /// has answered. Signs in with the kept credentials first when no session is open, like every call.
    public func notificationFeed(after lastID: Int?) async throws(ShopError) -> NotificationFeed {
        let stream = try await service { () async throws(IvkoServiceError) in
            try await api.pushEvents(lastEventID: lastID.map(String.init))
        }
        return NotificationFeed(push: stream, converter: converter, logger: logger)
    }
}
