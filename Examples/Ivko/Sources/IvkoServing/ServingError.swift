/// Why a server of the shop (the backend fixture, the ratings service, the web server) could not start.
public enum ServingError: Error, Equatable, Sendable {
    /// The port is outside 0 ... 65535.
    case invalidPort(Int)
    /// The server stopped before it was listening.
    case stoppedBeforeListening
}
