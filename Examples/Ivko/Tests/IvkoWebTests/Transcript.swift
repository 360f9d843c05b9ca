import AsyncTools
import Foundation

/// The messages a test's WebSocket received, readable from the test while the socket runs.
final class Transcript: Sendable {
    private let stored = Locked<[String]>([])

    /// Every message so far, in order.
    var messages: [String] { stored.withLock { $0 } }

    /// Keeps `message`.
    func append(_ message: String) {
        stored.withLock { $0.append(message) }
    }

    /// The first capture of `pattern` in any message so far.
    func firstMatch(of pattern: Regex<(Substring, Substring)>) -> String? {
        for message in messages {
            if let match = message.firstMatch(of: pattern) { return String(match.1) }
        }
        return nil
    }
}
