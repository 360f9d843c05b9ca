/// The backend's base path and the mapping of request paths to paths relative to it.
enum BackendPath {
    /// Every endpoint lives under this path.
    static let base = "/ivko/api/"

    /// `"/ivko/api/cart/lines/3"` → `"cart/lines/3"`, and the push service's `"/ivko/push/events"` →
    /// `"push/events"`; other paths are returned as they are.
    static func relative(_ path: String) -> String {
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        if path.hasPrefix(PushRoutes.base) { return "push/" + path.dropFirst(PushRoutes.base.count) }
        return path
    }
}
