import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// The browser server's routes, behind `AccessMiddleware`: the page shell on every page path, the
/// script and the style sheet, the pictures, and 403 for a `/socket` request that was not a
/// permitted WebSocket upgrade.
enum WebRouter {
    /// The router of a server with `secret` on `port`, serving pictures from `pictures`.
    static func make(secret: SessionSecret, port: BoundPort, pictures: PictureFiles) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.middlewares.add(AccessMiddleware(secret: secret, port: port))
        router.get(RouterPath(WebAssets.scriptPath)) { _, _ in
            text(WebAssets.script, type: "text/javascript; charset=utf-8")
        }
        router.get(RouterPath(WebAssets.stylePath)) { _, _ in
            text(WebAssets.style, type: "text/css; charset=utf-8")
        }
        router.get("/pictures/:name") { _, context in
            guard let name = context.parameters.get("name"), let picture = pictures.file(forName: name),
                let data = try? Data(contentsOf: picture.url)
            else { return Response(status: .notFound) }
            return Response(
                status: .ok, headers: [.contentType: picture.contentType], body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("/socket") { _, _ in Response(status: .forbidden) }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/") { request, _ in shell(for: request.uri.path) }
        router.get("**") { request, _ in shell(for: request.uri.path) }
        return router
    }

    private static func shell(for path: String) -> Response {
        guard WebPaths.isPage(path) else {
            return text("No such page in the shop.\n", type: "text/plain; charset=utf-8", status: .notFound)
        }
        var response = text(PageShell.html, type: "text/html; charset=utf-8")
        response.headers[.contentSecurityPolicy] = PageShell.contentSecurityPolicy
        return response
    }

    private static func text(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
