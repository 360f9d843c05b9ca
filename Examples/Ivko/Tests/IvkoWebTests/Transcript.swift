import Foundation

/// The messages a test's WebSocket received, readable from the test while the socket runs.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    /// Every message so far, in order.
    var messages: [String] { lock.withLock { stored } }

    /// Keeps `message`.
    func append(_ message: String) {
        lock.withLock { stored.append(message) }
    }

    /// The first capture of `pattern` in any message so far.
    func firstMatch(of pattern: Regex<(Substring, Substring)>) -> String? {
        for message in messages {
            if let match = message.firstMatch(of: pattern) { return String(match.1) }
        }
        return nil
    }
}
