import Foundation
import Logging

/// A log handler that keeps every line (message and metadata as text) at every level, so tests
/// stay quiet and can check what was logged.
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var captured: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    /// Every line logged so far.
    var lines: [String] {
        lock.withLock { captured }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = (event.metadata ?? [:]).merging(metadata) { event, _ in event }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        lock.withLock { captured.append(([event.message.description] + fields).joined(separator: " ")) }
    }

    /// A logger with `label` writing to this handler.
    func logger(_ label: String) -> Logger {
        Logger(label: label) { _ in self }
    }
}
