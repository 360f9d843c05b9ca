public import Foundation

/// The answer to a conditional asset download.
public enum AssetDownload: Sendable, Hashable {
    /// The asset was written to `file`; `etag` is to be sent next time.
    case downloaded(file: URL, etag: String?, contentType: String?, byteCount: Int64)
    /// The copy named by the ETag sent is still current; nothing was written.
    case notModified
}
