import HTTPTypes
import Hummingbird

/// Applies `AccessGuard` to every request before it is routed: 403 without the secret, the
/// cookie and a redirect for the first request that brings it. Adds the headers every answer
/// carries (no caching, no sniffing, no referrer). Logs neither query nor headers.
struct AccessMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The secret and the port that make the door.
    let secret: SessionSecret
    /// The bound port (known once the server listens).
    let port: BoundPort

    /// The headers every answer carries besides `Cache-Control`.
    private static var everyAnswer: [(HTTPField.Name, String)] {
        [("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer")].compactMap { name, value in
            HTTPField.Name(name).map { ($0, value) }
        }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let access = AccessGuard(secret: secret, port: port.value)
        let decision = access.decide(
            path: request.uri.path, query: request.uri.query, host: request.head.authority,
            cookies: request.headers[values: .cookie])
        var response: Response
        switch decision {
        case .forbid:
            response = Response(
                status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: .init(string: "Forbidden\n")))
        case .admit(let location):
            response = Response(status: .seeOther, headers: [.location: location, .setCookie: access.cookie])
        case .allow:
            response = try await next(request, context)
        }
        response.headers[.cacheControl] = "no-store"
        for (name, value) in Self.everyAnswer { response.headers[name] = value }
        return response
    }
}
