import Dispatch
import Foundation

/// Waits for SIGINT or SIGTERM.
enum ShutdownSignal {
    /// Returns when the process receives SIGINT or SIGTERM (the signals' default action is disabled).
    static func wait() async {
        let signals = [SIGINT, SIGTERM]
        let queue = DispatchQueue(label: "ivko.backend.signals")
        let once = SignalOnce()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let sources = signals.map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { once.fire { continuation.resume() } }
                source.resume()
                return source
            }
            once.keepAlive(sources)
        }
    }
}

/// Runs its action once, on the signal queue, and keeps the signal sources alive until then. Both
/// stored properties are read and written with `lock` held (the program's target has no AsyncTools
/// for `Locked`, and the sources are not `Sendable`), hence `@unchecked Sendable`.
private final class SignalOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var sources: [any DispatchSourceSignal] = []

    func keepAlive(_ sources: [any DispatchSourceSignal]) {
        lock.withLock { self.sources = sources }
    }

    func fire(_ action: () -> Void) {
        let first = lock.withLock {
            defer { fired = true }
            return !fired
        }
        if first { action() }
    }
}
