public import Foundation
public import IvkoModel
import IvkoService

extension DataManager {
    /// Downloads the asset at `path` into `file` (`GET assets/PATH`), replacing it only when the
    /// whole asset arrived. With `etag`, answers `.notModified` when that copy is still current.
    public func downloadAsset(
        _ path: AssetPath, to file: URL, ifNoneMatch etag: String? = nil
    )
        async throws(ShopError) -> AssetDownload
    {
        let result = try await service { () throws(IvkoServiceError) in
            try await api.downloadAsset(path.rawValue, to: file, ifNoneMatch: etag)
        }
        switch result {
        case .notModified:
            return .notModified
        case .fetched(let written, let info):
            return .downloaded(file: written, etag: info.etag, contentType: info.contentType, byteCount: info.byteCount)
        }
    }
}
