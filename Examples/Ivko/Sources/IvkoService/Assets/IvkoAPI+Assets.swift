public import Foundation
import Networking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension IvkoAPI {
    /// Fetches the asset at `path` (relative to `assets/`) into memory. With `etag` it is a
    /// conditional request, answered `.notModified` when the caller's copy is current.
    /// An unknown asset throws `.notFound`. Retried like every GET.
    public func asset(_ path: String, ifNoneMatch etag: String? = nil) async throws(IvkoServiceError) -> IvkoAssetResult<Data> {
        let request = try assetRequest(path, ifNoneMatch: etag)
        let payload = await network.send(request, options: Self.options(for: .asset(path: path)))
        guard let (response, info) = try Self.fetchedAsset(payload, path: path, now: now()) else { return .notModified }
        return .fetched(response.body.data ?? Data(), info)
    }

    /// Downloads the asset at `path` straight into `file` (replaced only when the whole asset
    /// arrived; never held in memory). With `etag`, answers `.notModified` and leaves `file`
    /// alone when the caller's copy is current.
    public func downloadAsset(
        _ path: String, to file: URL, ifNoneMatch etag: String? = nil
    )
        async throws(IvkoServiceError) -> IvkoAssetResult<URL>
    {
        let request = try assetRequest(path, ifNoneMatch: etag)
        let payload = await network.download(request, to: file, options: Self.options(for: .asset(path: path)))
        guard let (response, info) = try Self.fetchedAsset(payload, path: path, now: now()) else { return .notModified }
        return .fetched(response.body.fileURL ?? file, info)
    }

    private func assetRequest(_ path: String, ifNoneMatch etag: String?) throws(IvkoServiceError) -> URLRequest {
        var request = try IvkoEndpoint.asset(path: path).urlRequest(baseURL: baseURL)
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        return request
    }

    /// The response and its info, nil for 304, or the error (404 as `.notFound`).
    private static func fetchedAsset(
        _ payload: NetworkPayload, path: String, now: Date
    )
        throws(IvkoServiceError) -> (ReceivedResponse, IvkoAssetInfo)?
    {
        if case .unacceptableStatus(let response)? = payload.error?.underlying {
            if response.status == 304 { return nil }
            if response.status == 404 { throw IvkoServiceError.notFound(message: "No asset at \(path)") }
        }
        let response = try ResponseReading.response(of: payload, now: now)
        let info = IvkoAssetInfo(
            etag: response.headers["ETag"], contentType: response.headers["Content-Type"], byteCount: response.body.byteCount
        )
        return (response, info)
    }
}
