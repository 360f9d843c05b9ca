import InMemoryLogging
import Logging

/// swift-log's `InMemoryLogHandler` at every level, read as these tests check the log: each entry's
/// level, and its message with its metadata rendered as text.
struct CapturingLogHandler {
    struct Line {
        var level: Logger.Level
        var text: String
    }

    private let handler: InMemoryLogHandler = {
        var handler = InMemoryLogHandler()
        handler.logLevel = .trace
        return handler
    }()

    /// Every line logged so far (copies of the handler share what they keep).
    var lines: [Line] {
        handler.entries.map { entry in
            let fields = entry.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return Line(level: entry.level, text: ([entry.message.description] + fields).joined(separator: " "))
        }
    }

    /// A logger writing to this handler.
    func logger(label: String = "layers.networking") -> Logger {
        let handler = handler
        return Logger(label: label) { _ in handler }
    }
}
