import Foundation
import Logging

/// A log handler that keeps what it is given, for tests that check what was logged.
final class LogCapture: @unchecked Sendable {
    struct Entry {
        let level: Logger.Level
        let message: String
        let metadata: Logger.Metadata
    }

    private let lock = NSLock()
    private var stored: [Entry] = []

    var entries: [Entry] { lock.withLock { stored } }

    /// A logger with `label` that writes into this capture.
    func logger(label: String) -> Logger {
        Logger(label: label) { _ in Handler(capture: self) }
    }

    fileprivate func append(_ entry: Entry) {
        lock.withLock { stored.append(entry) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.append(Entry(level: event.level, message: "\(event.message)", metadata: event.metadata ?? [:]))
        }
    }
}
