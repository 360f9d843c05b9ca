import Foundation
import Logging

/// A log handler that keeps every line, message and metadata rendered as text.
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    struct Line {
        var level: Logger.Level
        var text: String
    }

    private let lock = NSLock()
    private var captured: [Line] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    var lines: [Line] {
        lock.lock()
        defer { lock.unlock() }
        return captured
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        lock.lock()
        captured.append(Line(level: event.level, text: ([event.message.description] + fields).joined(separator: " ")))
        lock.unlock()
    }

    /// A logger writing to this handler.
    func logger(label: String = "layers.networking") -> Logger {
        Logger(label: label) { _ in self }
    }
}
