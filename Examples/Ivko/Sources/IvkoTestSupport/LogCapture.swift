public import InMemoryLogging
public import Logging

/// What the shop's tests log, kept to be checked: swift-log's `InMemoryLogHandler` at every level,
/// so tests stay quiet and can read each entry or each line as text.
public struct LogCapture: Sendable {
    private let handler: InMemoryLogHandler = {
        var handler = InMemoryLogHandler()
        handler.logLevel = .trace
        return handler
    }()

    /// A capture with nothing logged yet.
    public init() {}

    /// Everything logged so far (copies of the capture share what they keep).
    public var entries: [InMemoryLogHandler.Entry] { handler.entries }

    /// Every entry as a line: its message, then its metadata sorted by key (`key=value`).
    public var lines: [String] {
        entries.map { entry in
            let fields = entry.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return ([entry.message.description] + fields).joined(separator: " ")
        }
    }

    /// A logger with `label` that writes into this capture.
    public func logger(label: String) -> Logger {
        let handler = handler
        return Logger(label: label) { _ in handler }
    }
}
