/// A signal that concerns a terminal program.
public enum TerminalSignal: Hashable, Sendable {
    /// SIGINT (`kill -INT`; Ctrl-C itself arrives as a key in raw mode).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP: the terminal went away.
    case hangUp
    /// SIGWINCH: the terminal changed size.
    case resize

    /// Whether the signal asks the program to end.
    public var endsProgram: Bool { self != .resize }

    /// The conventional exit status of a program ended by the signal (128 + its number).
    public var exitStatus: Int32 {
        switch self {
        case .hangUp: 129
        case .interrupt: 130
        case .terminate: 143
        case .resize: 0
        }
    }
}

/// Delivers signals to a handler instead of their default action (which would leave the terminal
/// in raw mode). `DispatchSignalSource` is the real one; tests deliver signals by hand.
public protocol SignalSource: AnyObject, Sendable {
    /// Starts catching the signals and handing them to `handler`, from any thread.
    func start(_ handler: @escaping @Sendable (TerminalSignal) -> Void)
    /// Stops catching them; their default actions apply again.
    func stop()
}
