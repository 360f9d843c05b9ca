public import Foundation
import Logging
import Networking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension IvkoAPI {
    /// The push service's base URL beside the API's: `…/ivko/api/` → `…/ivko/push/`.
    public var pushBaseURL: URL {
        baseURL.deletingLastPathComponent().appendingPathComponent("push/")
    }

    /// How long an event stream may stay silent before it counts as dead (`.network(.timedOut)`): the
    /// service says it is alive every 15 s.
    public static let pushSilenceLimit: TimeInterval = 45

    /// Opens the customer's event stream (`GET push/events` with the session, and `Last-Event-ID` when
    /// given) and answers it once the service has answered; read it with `for try await`. Signs in with
    /// the kept credentials first when no session is open, like every session call. A refused or failed
    /// opening is retried by the network session's policy (a GET), then thrown like any call's failure.
    ///
    /// ```swift
    /// var lastID: String? = nil
    /// for try await item in try await api.pushEvents(lastEventID: lastID) {
    ///     if case .event(let event) = item { lastID = event.id ?? lastID; handle(event) }
    /// }   // ended: reconnect (after the last .retry) with lastID
    /// ```
    public func pushEvents(lastEventID: String?) async throws(IvkoServiceError) -> IvkoPushStream {
        let session = try await sessionForCall()
        var request = URLRequest(
            url: pushBaseURL.appendingPathComponent("events"), cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: Self.pushSilenceLimit)
        request.httpMethod = "GET"
        request.httpShouldHandleCookies = false
        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        request.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
        request.setValue(session.id, forHTTPHeaderField: IvkoEndpoint.sessionHeader)
        if let lastEventID { request.setValue(lastEventID, forHTTPHeaderField: "Last-Event-ID") }
        let stream: NetworkStream
        do {
            stream = try await network.stream(request, options: RequestOptions(retry: .always))
        } catch {
            logger.debug("the event stream did not open", metadata: ["error": "\(error)"])
            throw ResponseReading.serviceError(from: error, now: now())
        }
        await keeper.touch(session.id, at: now())
        let contentType = stream.headers["Content-Type"]?.lowercased() ?? ""
        if !contentType.hasPrefix("text/event-stream") {
            // Not a stream: the backend's usual JSON answer (an error envelope), read as any answer.
            let body: Data
            do {
                body = try await stream.body.collect(upTo: IvkoResponseLimits.standard.maximumBytes)
            } catch {
                throw ResponseReading.serviceError(from: error, now: now())
            }
            _ = try ResponseReading.json(fromBody: body, limits: .standard)
            throw IvkoServiceError.invalidResponse(
                reason: "the event stream answered \(contentType.isEmpty ? "no content type" : contentType)")
        }
        let failedID = session.id
        return IvkoPushStream(body: stream.body, now: now) { [self] message in
            logger.info("the event stream's session expired; signing in again")
            do throws(IvkoServiceError) {
                _ = try await renewSession(replacing: failedID)
                return .sessionLost(message: message)
            } catch {
                return error
            }
        }
    }
}
