/// The pictures made lately, by path, so a picture asked for again (a grid scrolled back, the same promo
/// in several tests) is not drawn and encoded again. Bounded by its total size: past `byteLimit` the
/// oldest entries go first. A value: it lives behind the asset library's lock.
struct AssetCache {
    /// The most bytes kept.
    let byteLimit: Int
    private var entries: [String: GeneratedAsset] = [:]
    private var order: [String] = []
    private var byteCount = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The asset kept for `path`, if any.
    func asset(at path: String) -> GeneratedAsset? {
        entries[path]
    }

    /// Keeps `asset` for `path`, dropping the oldest entries while the total exceeds the limit (an
    /// asset larger than the limit is not kept).
    mutating func keep(_ asset: GeneratedAsset, at path: String) {
        guard asset.bytes.count <= byteLimit, entries[path] == nil else { return }
        entries[path] = asset
        order.append(path)
        byteCount += asset.bytes.count
        while byteCount > byteLimit, !order.isEmpty {
            let oldest = order.removeFirst()
            byteCount -= entries.removeValue(forKey: oldest)?.bytes.count ?? 0
        }
    }
}
