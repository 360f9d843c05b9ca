import Foundation

/// Sends values to any number of `AsyncStream` listeners; a new listener first gets the latest value.
final class Broadcast<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: Value?
    private var continuations: [UUID: AsyncStream<Value>.Continuation] = [:]

    /// A broadcast, with `initial` as the value new listeners get first (none when nil).
    init(initial: Value? = nil) {
        latest = initial
    }

    /// The values from now on, starting with the latest one.
    func stream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id = UUID()
        let current = lock.withLock {
            continuations[id] = continuation
            return latest
        }
        if let current { continuation.yield(current) }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `value` to every listener and keeps it as the latest.
    func send(_ value: Value) {
        let listeners = lock.withLock {
            latest = value
            return Array(continuations.values)
        }
        for listener in listeners { listener.yield(value) }
    }
}
