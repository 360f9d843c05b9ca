/// The terminal device as a session uses it: raw mode on and off, bytes out, bytes in, its size.
/// `PosixTerminal` is the real one (termios, `ioctl`, a dispatch read source); tests put a
/// recording double in its place, so restoring the terminal is tested without a tty.
///
/// Its methods may be called from any thread: the session restores the terminal from the signal
/// handler's queue.
public protocol TerminalControl: AnyObject, Sendable {
    /// Puts the terminal in raw mode (no echo, no line editing, no signals from keys, no output
    /// processing), remembering the mode it had. Fails when the input is not a terminal.
    func enterRawMode() throws(TerminalError)
    /// Puts back the mode `enterRawMode` remembered; does nothing if it was never entered.
    func restoreMode()
    /// Writes `bytes` to the terminal, all of them.
    func write(_ bytes: [UInt8])
    /// The terminal's size now, or `nil` when it cannot be read.
    func size() -> TerminalSize?
    /// Starts handing the bytes the user types to `handler`, from any thread, as they arrive;
    /// `nil` means the input ended.
    func startReading(_ handler: @escaping @Sendable ([UInt8]?) -> Void)
    /// Stops reading.
    func stopReading()
}

/// Why the terminal could not be set up.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program's input is not a terminal (a pipe or a file): use the headless mode.
    case notATerminal
    /// A terminal call failed with this `errno`.
    case systemCall(name: String, errno: Int32)
    /// This system has no terminal support compiled in.
    case unsupportedPlatform

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .notATerminal: "standard input is not a terminal (try --headless)"
        case let .systemCall(name, errno): "\(name) failed (errno \(errno))"
        case .unsupportedPlatform: "terminals are not supported on this system"
        }
    }
}
