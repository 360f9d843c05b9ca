import Hummingbird
import Logging

/// Logs each request's method, path and status at debug level; never headers, query or body,
/// so no session id or password reaches the log.
struct AccessLogMiddleware: RouterMiddleware {
    typealias Context = IvkoRequestContext

    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let response = try await next(request, context)
        logger.debug(
            "request",
            metadata: ["method": "\(request.method)", "path": "\(request.uri.path)", "status": "\(response.status.code)"]
        )
        return response
    }
}
