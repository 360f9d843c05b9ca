/// The server did not upgrade to a WebSocket: the handshake's status line was not 101.
struct WebSocketRefused: Error, CustomStringConvertible {
    /// The answer's status line.
    let statusLine: String
    var description: String { "the upgrade was refused: \(statusLine)" }
}
