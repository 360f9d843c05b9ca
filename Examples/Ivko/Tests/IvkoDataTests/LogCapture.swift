import InMemoryLogging
import Logging

/// swift-log's `InMemoryLogHandler` at every level, for tests that check what was logged.
struct LogCapture {
    private let handler: InMemoryLogHandler = {
        var handler = InMemoryLogHandler()
        handler.logLevel = .trace
        return handler
    }()

    /// Everything logged so far (copies of the handler share what they keep).
    var entries: [InMemoryLogHandler.Entry] { handler.entries }

    /// A logger with `label` that writes into this capture.
    func logger(label: String) -> Logger {
        let handler = handler
        return Logger(label: label) { _ in handler }
    }
}
