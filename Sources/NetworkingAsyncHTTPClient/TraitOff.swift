// What the module holds when the Layers package is built without its AsyncHTTPClient trait: the transport's
// name, so that using it fails to compile with the fix in the message instead of "cannot find in scope".
#if !AsyncHTTPClient
/// Networking's AsyncHTTPClient transport is built only with the Layers package's `AsyncHTTPClient` trait.
/// Without it this stand-in is all the module has, and any use of it is a compiler error that says how to
/// turn the trait on: `.package(path: "../Layers", traits: ["AsyncHTTPClient"])` (or the same `traits:` on a
/// URL dependency), or `--traits AsyncHTTPClient` when building this package itself.
@available(*, unavailable, message: "needs the Layers package's AsyncHTTPClient trait: .package(..., traits: [\"AsyncHTTPClient\"])")
public final class AsyncHTTPClientTransport {
    /// The transport's usual initialiser, unavailable for the same reason as the class.
    @available(*, unavailable, message: "needs the Layers package's AsyncHTTPClient trait: .package(..., traits: [\"AsyncHTTPClient\"])")
    public init(maximumConnectionsPerHost: Int = 16, decompression: Bool = false) {}
}
#endif
