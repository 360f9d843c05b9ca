/// Why a `ShopWebServer` could not start.
public enum ShopWebServerError: Error, Equatable, Sendable {
    /// The port is outside 0 ... 65535.
    case invalidPort(Int)
    /// The server stopped before it was listening.
    case stoppedBeforeListening
}
