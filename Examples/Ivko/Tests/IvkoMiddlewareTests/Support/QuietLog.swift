import Logging

/// A logger that drops everything below critical, so expected failures do not fill the test output.
enum QuietLog {
    static var logger: Logger {
        var logger = Logger(label: "ivko.middleware")
        logger.logLevel = .critical
        return logger
    }
}
