import Foundation
import HTTPTypes
import Hummingbird

/// The push service beside the API: `GET /ivko/push/events` (Server-Sent Events for the signed-in
/// customer, see `PushStream`) and the fixture's own `POST /ivko/push/admin/promotions`, which
/// announces a promotion (`PushPromotion` as JSON, with an optional `customer`; every customer
/// without one) and answers `{"result": "OK", "sent": "N"}`.
struct PushRoutes {
    /// Where the service lives.
    static let base = "/ivko/push/"

    private struct AdminPromotion: Decodable {
        let slideId: String
        let title: String
        let text: String
        let style: String?
        let customer: String?
    }

    private struct SentRecord: Encodable {
        let result = "OK"
        let sent: String
    }

    let state: BackendState

    func register(on router: Router<IvkoRequestContext>) {
        let push = router.group("ivko/push")
        push.get("events") { request, _ in
            await events(request)
        }
        push.post("admin/promotions") { request, _ in
            guard let body = try await RequestReading.json(AdminPromotion.self, of: request) else {
                throw BackendFailure.validation("Invalid promotion")
            }
            let promotion = PushPromotion(slideId: body.slideId, title: body.title, text: body.text, style: body.style ?? "")
            let sent = state.announce(promotion, to: body.customer.map { [$0] })
            return try ExportJSON.response(SentRecord(sent: String(sent)))
        }
    }

    private func events(_ request: Request) async -> Response {
        var headers: HTTPFields = [.contentType: "text/event-stream;charset=UTF-8", .cacheControl: "no-cache"]
        headers[.connection] = "keep-alive"
        let lastEventID = HTTPField.Name("Last-Event-ID").flatMap { request.headers[$0] }.flatMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        guard let (sessionID, username) = await state.sessions.resolve(RequestReading.sessionIDs(of: request)) else {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: PushStream.expiredEvent)))
        }
        let stream = PushStream(state: state, sessionID: sessionID, username: username, lastEventID: lastEventID)
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in try await stream.run(&writer) })
    }
}
