import Hummingbird
import Logging

/// `GET assets/PATH`: generated pictures and look-books with a strong `ETag`; an `If-None-Match`
/// naming it answers 304 without a body. Unknown files answer the 404 page.
struct AssetRoutes {
    let state: BackendState

    func register(on api: RouterGroup<IvkoRequestContext>) {
        let library = AssetLibrary(catalog: state.catalog)
        api.get("assets/**") { request, context in
            let path = context.parameters.getCatchAll().joined(separator: "/")
            let found: GeneratedAsset?
            do {
                found = try library.asset(at: path)
            } catch {
                context.logger.error("asset \(path) not encoded: \(error)")
                throw HTTPError(.internalServerError)
            }
            guard let asset = found else { throw HTTPError(.notFound) }
            if let condition = request.headers[.ifNoneMatch], asset.isMatched(byIfNoneMatch: condition) {
                return Response(status: .notModified, headers: [.eTag: asset.eTag])
            }
            return Response(
                status: .ok,
                headers: [.contentType: asset.contentType, .eTag: asset.eTag, .cacheControl: "max-age=86400"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes))
            )
        }
    }
}
