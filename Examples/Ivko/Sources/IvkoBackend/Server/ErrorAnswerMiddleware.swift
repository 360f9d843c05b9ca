import Hummingbird

/// Turns errors thrown by the endpoints into the backend's answers: a `BackendFailure` becomes
/// HTTP 200 with an `ERR` object, an unknown path (or a known path with the wrong method) HTTP 404
/// with Tomcat's small HTML page. Other errors keep Hummingbird's handling (e.g. 413 for a body
/// over 1 MB).
struct ErrorAnswerMiddleware: RouterMiddleware {
    typealias Context = IvkoRequestContext

    static let notFoundPage =
        "<!doctype html><html lang=\"en\"><head><title>HTTP Status 404 – Not Found</title></head>"
        + "<body><h1>HTTP Status 404 – Not Found</h1></body></html>\n"

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let failure as BackendFailure {
            return try failure.response()
        } catch let error as HTTPError where error.status == .notFound {
            return Response(
                status: .notFound, headers: [.contentType: "text/html;charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: Self.notFoundPage))
            )
        }
    }
}
