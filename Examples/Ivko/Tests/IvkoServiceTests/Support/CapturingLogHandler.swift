import InMemoryLogging
import Logging

/// swift-log's `InMemoryLogHandler` at every level, so tests stay quiet and can check what was
/// logged: each line is the message and its metadata as text.
struct CapturingLogHandler {
    private let handler: InMemoryLogHandler = {
        var handler = InMemoryLogHandler()
        handler.logLevel = .trace
        return handler
    }()

    /// Every line logged so far (copies of the handler share what they keep).
    var lines: [String] {
        handler.entries.map { entry in
            let fields = entry.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return ([entry.message.description] + fields).joined(separator: " ")
        }
    }

    /// A logger with `label` writing to this handler.
    func logger(_ label: String) -> Logger {
        let handler = handler
        return Logger(label: label) { _ in handler }
    }
}
