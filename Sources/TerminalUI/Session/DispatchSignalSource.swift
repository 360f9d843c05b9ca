import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Catches SIGINT, SIGTERM, SIGHUP and SIGWINCH with dispatch signal sources: the signals' default
/// actions are turned off while it runs (so a `kill` cannot end the program with the terminal in
/// raw mode) and turned back on by `stop()`.
///
/// Its own lock, not `Locked`: the dispatch sources it keeps are not `Sendable`. They are only read
/// and written with `lock` held, hence `@unchecked Sendable`.
public final class DispatchSignalSource: SignalSource, @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "layers.terminal.signals")

    /// Creates a source that catches nothing until started.
    public init() {}

    /// Ignores the signals' default actions and hands each arrival to `handler` on a private queue.
    public func start(_ handler: @escaping @Sendable (TerminalSignal) -> Void) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let caught: [(Int32, TerminalSignal)] = [(SIGINT, .interrupt), (SIGTERM, .terminate), (SIGHUP, .hangUp), (SIGWINCH, .resize)]
        var made: [any DispatchSourceSignal] = []
        for (number, signal) in caught {
            _ = systemSignal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(signal) }
            source.resume()
            made.append(source)
        }
        lock.withLock {
            sources.forEach { $0.cancel() }
            sources = made
        }
        #endif
    }

    /// Cancels the sources and restores the signals' default actions.
    public func stop() {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        lock.withLock {
            sources.forEach { $0.cancel() }
            sources = []
        }
        for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { _ = systemSignal(number, SIG_DFL) }
        #endif
    }
}

#if canImport(Darwin)
private typealias SignalHandler = sig_t
#elseif canImport(Glibc) || canImport(Musl)
private typealias SignalHandler = sighandler_t
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
private func systemSignal(_ number: Int32, _ action: SignalHandler?) -> SignalHandler? {
    #if canImport(Glibc)
    Glibc.signal(number, action)
    #elseif canImport(Musl)
    Musl.signal(number, action)
    #else
    Darwin.signal(number, action)
    #endif
}
#endif
