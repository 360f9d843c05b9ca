import Foundation

/// A terminal taken over by the program: raw mode, the alternate screen, a hidden cursor. Ending
/// the session puts everything back; it is safe to end it from any thread and any number of
/// times, so every way out restores the terminal exactly once: a normal end, a thrown error
/// (`run`), and a signal (the signal handler ends the session before anything else).
///
/// Its own lock, not `Locked`: the lock is held across the terminal calls themselves (entering raw
/// mode, writing a frame, restoring), so that no frame lands after the terminal was given back, and
/// `Locked` is for short, non-blocking bodies. `active` is only read and written with `lock` held,
/// hence `@unchecked Sendable`.
public final class TerminalSession: @unchecked Sendable {
    /// Switches to the alternate screen, hides the cursor and clears.
    static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
    /// Resets the style, shows the cursor and leaves the alternate screen.
    static let leaveSequence = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// The terminal.
    public let control: any TerminalControl
    private let lock = NSLock()
    private var active = false

    /// Creates a session on `control`; nothing changes until `begin()`.
    public init(control: any TerminalControl) {
        self.control = control
    }

    /// Whether the terminal is taken over now.
    public var isActive: Bool {
        lock.withLock { active }
    }

    /// Takes the terminal over. Does nothing if already begun; throws (changing nothing) when the
    /// input is not a terminal.
    public func begin() throws(TerminalError) {
        lock.lock()
        defer { lock.unlock() }
        guard !active else { return }
        try control.enterRawMode()
        control.write(Self.enterSequence)
        active = true
    }

    /// Gives the terminal back as it was. Does nothing when not active.
    public func end() {
        lock.withLock {
            guard active else { return }
            active = false
            control.write(Self.leaveSequence)
            control.restoreMode()
        }
    }

    /// Writes `bytes` while the terminal is taken over; returns `false`, writing nothing, once it
    /// was given back (so a frame drawn while a signal ends the session never lands on the
    /// restored terminal).
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        lock.withLock {
            guard active else { return false }
            control.write(bytes)
            return true
        }
    }

    /// Runs `body` with the terminal taken over, giving it back however `body` ends.
    public func run<Result>(_ body: () throws -> Result) throws -> Result {
        try begin()
        defer { end() }
        return try body()
    }

    /// Runs `body` with the terminal taken over, giving it back however `body` ends.
    public func run<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async throws -> Result {
        try begin()
        defer { end() }
        return try await body()
    }
}
