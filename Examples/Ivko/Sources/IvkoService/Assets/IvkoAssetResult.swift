/// The answer to a conditional asset request: the asset, or word that the copy the caller holds
/// (named by its ETag) is still current.
public enum IvkoAssetResult<Content: Sendable & Hashable>: Sendable, Hashable {
    /// The asset: its bytes (or the file they were written to) and what the backend said of them.
    case fetched(Content, IvkoAssetInfo)
    /// HTTP 304: the ETag the caller sent still names the current asset; nothing was transferred.
    case notModified
}

/// What the backend said of an asset it sent.
public struct IvkoAssetInfo: Sendable, Hashable {
    /// The ETag to send as `If-None-Match` next time.
    public var etag: String?
    /// The content type (`image/jpeg`, `image/png`, `application/pdf`).
    public var contentType: String?
    /// The size in bytes.
    public var byteCount: Int64

    /// Asset info from its parts.
    public init(etag: String?, contentType: String?, byteCount: Int64) {
        self.etag = etag
        self.contentType = contentType
        self.byteCount = byteCount
    }
}
