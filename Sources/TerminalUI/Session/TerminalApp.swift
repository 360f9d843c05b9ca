public import Foundation
public import Coordinators
public import Screens

/// Runs a `TerminalInterface` in a real terminal: takes the terminal over, draws a frame, then
/// turns every read into keys and every key into the user's action, redrawing only what changed.
/// It draws on change, never on a timer: after input, after a resize (SIGWINCH), and when the
/// application says a window changed on its own (a list that finished loading, a badge: it
/// observes the application's display, see `DisplayObserver`) or the inspector shown has news.
/// Only while an activity indicator is on screen does a timer move it on. It always gives the
/// terminal back: when `run()` returns, throws, or a signal ends the program (the signal handler
/// restores the terminal first, on its own queue, then `run()` returns the signal).
@MainActor
public final class TerminalApp: DisplayObserver, InspectorObserver {
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
    private let animationInterval: Duration
    private let escapeTimeout: Duration
    private var continuation: AsyncStream<Event>.Continuation?
    /// A `display` event is on its way (changes that arrive meanwhile ride with it).
    private var isDisplayQueued = false
    /// The inspector had news since the last frame (its overlay is drawn again even if no window changed).
    private var hasInspectorNews = false
    /// Moves the activity indicator on, while one is on screen.
    private var animator: Task<Void, Never>?

    private enum Event: Sendable {
        case input([UInt8])
        case escapeTimeout(Int)
        case signal(TerminalSignal)
        case display
        case animate
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

    /// Creates the loop on any terminal and signal source (tests pass doubles).
    /// `animationInterval` is the step of an activity indicator's animation (the only timer, run
    /// only while one is on screen); `escapeTimeout` how long a lone Escape waits for the rest of a
    /// sequence.
    public init(
        interface: TerminalInterface,
        control: any TerminalControl,
        signals: any SignalSource,
        animationInterval: Duration = .milliseconds(100),
        escapeTimeout: Duration = .milliseconds(30)
    ) {
        self.interface = interface
        session = TerminalSession(control: control)
        self.signals = signals
        writer = FrameWriter(capabilities: interface.capabilities)
        self.animationInterval = animationInterval
        self.escapeTimeout = escapeTimeout
    }

    /// A window of the application changed, or its scenes did: draws it, once, on the loop.
    public func displayDidChange(_ change: DisplayChange) {
        // The inspector's tree names every scene's screens: its overlay follows any window.
        if interface.overlay == .inspector { hasInspectorNews = true }
        queueDisplay()
    }

    /// The inspector has news: drawn if its overlay is shown.
    public func inspectorDidChange(_ inspector: Inspector) {
        guard interface.overlay == .inspector else { return }
        hasInspectorNews = true
        queueDisplay()
    }

    private func queueDisplay() {
        guard !isDisplayQueued, let continuation else { return }
        isDisplayQueued = true
        continuation.yield(.display)
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
        interface.application.addDisplayObserver(self)
        interface.inspector?.addObserver(self)
        defer {
            interface.application.removeDisplayObserver(self)
            interface.inspector?.removeObserver(self)
            animator?.cancel()
            animator = nil
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
            // A change already drawn (with the input that made it) is not drawn twice.
            if case .display = event, !hasInspectorNews, !interface.needsRender { continue }
            draw()
        }
        return .endOfInput
    }

    /// Draws now what changed (the loop draws by itself after input and whenever the application
    /// says a window changed; this is for a change Screens cannot see).
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
        case .display:
            isDisplayQueued = false
            return nil
        case .animate:
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
        hasInspectorNews = false
        guard session.isActive else { return }
        let frame = interface.render()
        let bytes = writer.update(to: frame, changedRows: interface.changedRows)
        if !bytes.isEmpty { session.write(bytes) }
        animate(interface.isAnimating)
    }

    /// Runs the animation timer while something on screen animates, and only then.
    private func animate(_ isAnimating: Bool) {
        guard isAnimating else {
            animator?.cancel()
            animator = nil
            return
        }
        guard animator == nil, let continuation else { return }
        let interval = animationInterval
        animator = Task {
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                continuation.yield(.animate)
            }
        }
    }
}
