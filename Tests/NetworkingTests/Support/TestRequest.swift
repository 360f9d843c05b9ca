import NIOHTTP1

/// A request as a `TestRoutes` route sees it: its head, the `:name` segments of its path, and the
/// length of its body (which the server counts and does not keep).
struct TestRequest {
    let head: HTTPRequestHead
    /// The path segments matched by the route's `:name` segments, as sent (still percent-encoded).
    let parameters: [String: String]
    let bodyByteCount: Int
}
