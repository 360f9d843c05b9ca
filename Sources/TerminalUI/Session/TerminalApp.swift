public import Foundation
public import Coordinators
public import Screens

/// Runs a `TerminalInterface` in a real terminal: takes the terminal over, draws a frame, then
/// turns every read into keys and every key into a touch, redrawing only what changed. It follows
/// the terminal's size (SIGWINCH), redraws on a timer (so what the app changes on its own, a list
/// that finished loading, shows up) and animates activity indicators. It always gives the
/// terminal back: when `run()` returns, throws, or a signal ends the program (the signal handler
/// restores the terminal first, on its own queue, then `run()` returns the signal).
@MainActor
public final class TerminalApp {
    /// Why `run()` returned.
    public enum Exit: Hashable, Sendable {
        /// The user quit (`q`, Ctrl-C).
        case quit
        /// A signal ended it (SIGINT, SIGTERM, SIGHUP); exit with `signal.exitStatus`.
        case signal(TerminalSignal)
        /// The input ended (the terminal closed its end).
        case endOfInput
    }

    /// The interface drawn and driven.
    public let interface: TerminalInterface
    /// The terminal session (raw mode, alternate screen).
    public let session: TerminalSession
    private let signals: any SignalSource
    private var writer: FrameWriter
    private var decoder = KeyDecoder()
    private var escapeGeneration = 0
    private let refreshInterval: Duration
    private let escapeTimeout: Duration
    private var continuation: AsyncStream<Event>.Continuation?

    private enum Event: Sendable {
        case input([UInt8])
        case escapeTimeout(Int)
        case signal(TerminalSignal)
        case refresh
        case endOfInput
    }

    /// Creates the loop for `application` on the real terminal (standard input and output), its
    /// capabilities read from `environment` (`TERM`, `COLORTERM`, `NO_COLOR`).
    public convenience init(
        application: Application,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        imageDecoder: (any ImageDecoder)? = nil,
        inspector: Inspector? = nil,
        hooks: TerminalHooks = TerminalHooks()
    ) {
        let terminal = PosixTerminal()
        let capabilities = TerminalCapabilities.detect(environment: environment)
        let interface = TerminalInterface(
            application: application, size: terminal.size() ?? TerminalSize(width: 80, height: 24),
            capabilities: capabilities, imageDecoder: imageDecoder, inspector: inspector, hooks: hooks
        )
        self.init(interface: interface, control: terminal, signals: DispatchSignalSource())
    }

    /// Creates the loop on any terminal and signal source (tests pass doubles). `refreshInterval`
    /// is how often the screen is checked for changes made by the app; `escapeTimeout` how long a
    /// lone Escape waits for the rest of a sequence.
    public init(
        interface: TerminalInterface,
        control: any TerminalControl,
        signals: any SignalSource,
        refreshInterval: Duration = .milliseconds(100),
        escapeTimeout: Duration = .milliseconds(30)
    ) {
        self.interface = interface
        session = TerminalSession(control: control)
        self.signals = signals
        writer = FrameWriter(capabilities: interface.capabilities)
        self.refreshInterval = refreshInterval
        self.escapeTimeout = escapeTimeout
    }

    /// Takes the terminal over and runs until the user quits, a signal arrives or the input ends.
    /// The terminal is given back before this returns or throws.
    public func run() async throws -> Exit {
        let (events, continuation) = AsyncStream<Event>.makeStream()
        self.continuation = continuation
        try session.begin()
        let session = session
        signals.start { signal in
            if signal.endsProgram { session.end() }
            continuation.yield(.signal(signal))
        }
        session.control.startReading { bytes in
            continuation.yield(bytes.map(Event.input) ?? .endOfInput)
        }
        let interval = refreshInterval
        let refresher = Task {
            while !Task.isCancelled {
                try await Task.sleep(for: interval)
                continuation.yield(.refresh)
            }
        }
        defer {
            refresher.cancel()
            session.control.stopReading()
            signals.stop()
            session.end()
            continuation.finish()
            self.continuation = nil
        }
        if let size = session.control.size() { interface.size = size }
        draw()
        for await event in events {
            if let exit = process(event) { return exit }
            draw()
        }
        return .endOfInput
    }

    /// Draws now what changed (call it after changing the app outside a key press, if the
    /// refresh interval is too slow for you).
    public func redraw() {
        draw()
    }

    private func process(_ event: Event) -> Exit? {
        switch event {
        case .input(let bytes):
            let outcome = handle(decoder.decode(bytes))
            if decoder.hasPendingInput { scheduleEscapeTimeout() }
            return outcome
        case .escapeTimeout(let generation):
            guard generation == escapeGeneration else { return nil }
            return handle(decoder.flushPendingEscape())
        case .signal(.resize):
            if let size = session.control.size() { interface.size = size }
            return nil
        case .signal(let signal):
            return .signal(signal)
        case .refresh:
            if interface.isAnimating { interface.advanceAnimation() }
            return nil
        case .endOfInput:
            return .endOfInput
        }
    }

    private func handle(_ keys: [Key]) -> Exit? {
        for key in keys {
            switch interface.handle(key) {
            case .quit: return .quit
            case .redrawAll: writer.invalidate()
            case .handled, .ignored: break
            }
        }
        return nil
    }

    private func scheduleEscapeTimeout() {
        escapeGeneration += 1
        let generation = escapeGeneration
        let timeout = escapeTimeout
        let continuation = continuation
        Task {
            try await Task.sleep(for: timeout)
            continuation?.yield(.escapeTimeout(generation))
        }
    }

    private func draw() {
        guard session.isActive else { return }
        let bytes = writer.update(to: interface.render())
        if !bytes.isEmpty { session.write(bytes) }
    }
}
