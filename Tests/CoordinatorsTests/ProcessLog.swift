import InMemoryLogging
import Logging

/// What the process's default loggers write (a `Logger(label:)` made without a handler of its own,
/// as the library's report of an unhandled message is), kept for the tests that check it.
///
/// swift-log is bootstrapped once per process, here, the first time a test asks: every default
/// logger then writes to standard error as before and to one in-memory handler. Tests find their
/// own entries by something only they log (a message type of their own).
enum ProcessLog {
    /// The entries of every default logger made since the bootstrap.
    static var entries: [InMemoryLogHandler.Entry] { store.entries }

    private static let store: InMemoryLogHandler = {
        var memory = InMemoryLogHandler()
        memory.logLevel = .trace
        LoggingSystem.bootstrap { [memory] label in
            MultiplexLogHandler([memory, StreamLogHandler.standardError(label: label)])
        }
        return memory
    }()

    /// Bootstraps the logging system (once), before the code under test makes its loggers.
    static func start() {
        _ = store
    }
}
