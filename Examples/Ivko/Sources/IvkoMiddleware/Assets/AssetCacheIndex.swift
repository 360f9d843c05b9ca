import Foundation

/// What the asset cache holds: per asset path, its file, ETag, size and when it was last used
/// and last checked with the backend. Saved as JSON next to the files.
struct AssetCacheIndex: Codable, Sendable {
    /// One cached asset.
    struct Entry: Codable, Sendable, Hashable {
        /// The file's name in the cache folder.
        var fileName: String
        /// The ETag to revalidate with.
        var etag: String?
        /// The file's size in bytes.
        var byteCount: Int64
        /// When the asset was last asked for.
        var lastUsed: Date
        /// When the backend last confirmed the copy.
        var validated: Date
    }

    /// The cached assets by path.
    var entries: [String: Entry] = [:]

    /// The total size of the cached files.
    var totalBytes: Int64 { entries.values.reduce(0) { $0 + $1.byteCount } }

    /// The paths to evict, least recently used first, to bring the total to `limit` or below,
    /// never evicting `keep`.
    func evictions(toFit limit: Int64, keeping keep: String?) -> [String] {
        var total = totalBytes
        var victims: [String] = []
        for (path, entry) in entries.sorted(by: { ($0.value.lastUsed, $0.key) < ($1.value.lastUsed, $1.key) }) {
            guard total > limit else { break }
            if path == keep { continue }
            victims.append(path)
            total -= entry.byteCount
        }
        return victims
    }
}
