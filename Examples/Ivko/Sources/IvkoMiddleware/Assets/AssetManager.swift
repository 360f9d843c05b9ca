public import Foundation
package import IvkoData
public import IvkoModel
package import Logging

/// Images and look-book PDFs on disk: downloads them into a cache folder, revalidates a copy with
/// its ETag once `revalidationInterval` has passed, and keeps the folder under `sizeLimit` bytes by
/// evicting the least recently used files.
public actor AssetManager {
    /// The cache folder.
    public let directory: URL
    /// The most bytes the cached files may take.
    public let sizeLimit: Int64
    /// How long a copy is used before the backend is asked whether it is still current.
    public let revalidationInterval: Duration
    /// The shop's calls (the data layer's), for the downloads.
    private let shop: any ShopCalls
    private let clock: any ManagerClock
    private let logger: Logger
    private var index: AssetCacheIndex?

    /// An asset cache in `directory`.
    package init(
        directory: URL, shop: any ShopCalls, sizeLimit: Int64 = 200 * 1_024 * 1_024,
        revalidationInterval: Duration = .seconds(24 * 3_600), clock: any ManagerClock = SystemClock(),
        logger: Logger = Logger(label: "ivko.middleware")
    ) {
        self.directory = directory
        self.shop = shop
        self.sizeLimit = sizeLimit
        self.revalidationInterval = revalidationInterval
        self.clock = clock
        self.logger = logger
    }

    /// The local file of the asset at `path`: the cached copy while it is fresh, else revalidated
    /// or downloaded. When the backend cannot be reached a cached copy is answered anyway.
    public func file(for path: AssetPath) async throws(ShopError) -> URL {
        var index = try loadIndex()
        let now = clock.now
        let cached = index.entries[path.rawValue].flatMap { entry in
            FileManager.default.fileExists(atPath: fileURL(entry.fileName).path) ? entry : nil
        }
        if var entry = cached, now.timeIntervalSince(entry.validated) < revalidationInterval.timeInterval {
            entry.lastUsed = now
            index.entries[path.rawValue] = entry
            try saveIndex(index)
            return fileURL(entry.fileName)
        }
        let fileName = cached?.fileName ?? Self.fileName(for: path)
        let result: AssetDownload
        let file = fileURL(fileName)
        do throws(ShopError) {
            let etag = cached?.etag
            result = try await shop.downloadAsset(path, to: file, ifNoneMatch: etag)
        } catch  where error.isTransient && cached != nil {
            logger.info("asset not revalidated; using the cached copy", metadata: ["path": "\(path)"])
            return fileURL(fileName)
        }
        switch result {
        case .notModified:
            guard var entry = cached else { throw .invalidData(reason: "not modified, but nothing is cached for \(path)") }
            entry.lastUsed = now
            entry.validated = now
            index.entries[path.rawValue] = entry
        case .downloaded(_, let etag, _, let byteCount):
            index.entries[path.rawValue] = .init(fileName: fileName, etag: etag, byteCount: byteCount, lastUsed: now, validated: now)
            evict(from: &index, keeping: path.rawValue)
        }
        try saveIndex(index)
        return fileURL(fileName)
    }

    /// The total size of the cached files.
    public func cachedBytes() throws(ShopError) -> Int64 {
        try loadIndex().totalBytes
    }

    /// Whether the asset at `path` is cached.
    public func isCached(_ path: AssetPath) throws(ShopError) -> Bool {
        try loadIndex().entries[path.rawValue] != nil
    }

    private func evict(from index: inout AssetCacheIndex, keeping keep: String) {
        for path in index.evictions(toFit: sizeLimit, keeping: keep) {
            guard let entry = index.entries.removeValue(forKey: path) else { continue }
            try? FileManager.default.removeItem(at: fileURL(entry.fileName))
            logger.debug("evicted an asset", metadata: ["path": "\(path)"])
        }
    }

    private func fileURL(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// A flat, unique file name for `path` that keeps its extension.
    static func fileName(for path: AssetPath) -> String {
        let safe = path.rawValue.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        return String(safe)
    }

    private var indexURL: URL { directory.appendingPathComponent(".asset-index.json") }

    private func loadIndex() throws(ShopError) -> AssetCacheIndex {
        if let index { return index }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Self.storageError("cannot make the asset folder", error)
        }
        var loaded = AssetCacheIndex()
        if let data = FileManager.default.contents(atPath: indexURL.path) {
            do {
                loaded = try JSONDecoder().decode(AssetCacheIndex.self, from: data)
            } catch {
                logger.warning("the asset index cannot be read; starting an empty cache", metadata: ["error": "\(error)"])
            }
        }
        index = loaded
        return loaded
    }

    /// The error for a failed file operation on the cache folder: a full disk apart from the rest.
    private static func storageError(_ operation: String, _ error: any Error) -> ShopError {
        let reason = "\(operation): \(error)"
        let isFull = (error as? CocoaError)?.code == .fileWriteOutOfSpace || (error as? POSIXError)?.code == .ENOSPC
        return isFull ? .storageFull(reason: reason) : .storageFailure(reason: reason)
    }

    private func saveIndex(_ newIndex: AssetCacheIndex) throws(ShopError) {
        index = newIndex
        do {
            try JSONEncoder().encode(newIndex).write(to: indexURL, options: .atomic)
        } catch {
            throw Self.storageError("cannot write the asset index", error)
        }
    }
}
