/// The backend's base path and the mapping of request paths to paths relative to it.
enum BackendPath {
    /// Every endpoint lives under this path.
    static let base = "/ivko/api/"

    /// `"/ivko/api/cart/lines/3"` → `"cart/lines/3"`; paths outside the base are returned as they are.
    static func relative(_ path: String) -> String {
        path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
