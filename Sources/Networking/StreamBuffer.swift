import Foundation

/// The shared state of one `ResponseBodyStream`: the chunks not yet read, the reader waiting for one,
/// the writers waiting for room, and how the body ended. A lock, not an actor, so a transport's
/// callback can hand a chunk over without a hop. Every stored property is read and written with `lock`
/// held and continuations are resumed after it is released, hence `@unchecked Sendable`.
final class StreamBuffer: @unchecked Sendable {
    typealias ReadResult = Result<Data?, NetworkError>

    private enum Phase {
        /// Chunks may still come.
        case open
        /// The writer ended the body (nil: completely); the reader gets the rest, then this.
        case finished(NetworkError?)
        /// The reader stopped early (cancelled, dropped, idle too long): nothing more is read.
        case terminated(NetworkError)
    }

    private let lock = NSLock()
    private let limit: Int
    private let idleTimeout: Duration?
    private let clock = ContinuousClock()
    private var chunks: [Data] = []
    private var first = 0
    private var buffered = 0
    private var received: Int64 = 0
    private var phase = Phase.open
    private var reader: CheckedContinuation<ReadResult, Never>?
    private var writers: [UInt64: CheckedContinuation<Bool, Never>] = [:]
    private var nextWriterID: UInt64 = 0
    private var terminationHandlers: [@Sendable () -> Void] = []
    private var endObservers: [@Sendable (NetworkError?, Int64) -> Void] = []
    private var readerClaimed = false
    private var lastArrival: ContinuousClock.Instant
    private var watchdog: Task<Void, Never>?

    init(limit: Int, idleTimeout: Duration?) {
        self.limit = limit
        self.idleTimeout = idleTimeout
        lastArrival = clock.now
        if let idleTimeout, idleTimeout > .zero {
            watchdog = Task { [weak self] in
                while let deadline = self?.idleDeadline(idleTimeout) {
                    do {
                        try await Task.sleep(until: deadline, clock: .continuous)
                    } catch {
                        return
                    }
                    self?.checkIdle(idleTimeout)
                }
            }
        }
    }

    deinit {
        watchdog?.cancel()
    }

    /// True for the first reader only.
    func claimReader() -> Bool {
        lock.withLock {
            defer { readerClaimed = true }
            return !readerClaimed
        }
    }

    // MARK: Reading

    /// The next chunk, nil at the end, or the failure; a cancelled task stops the stream.
    func next() async -> ReadResult {
        if Task.isCancelled {
            terminate(.cancelled)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ReadResult, Never>) in
                let (now, wake) = lock.withLock { () -> (ReadResult?, [CheckedContinuation<Bool, Never>]) in
                    if case .terminated(let reason) = phase { return (.failure(reason), []) }
                    if first < chunks.count { return (.success(popChunk()), wakeWritersIfRoom()) }
                    switch phase {
                    case .finished(let error?): return (.failure(error), [])
                    case .finished(nil): return (.success(nil), [])
                    case .open, .terminated:
                        reader = continuation
                        return (nil, [])
                    }
                }
                wake.forEach { $0.resume(returning: true) }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            terminate(.cancelled)
        }
    }

    /// Takes the first unread chunk; the lock is held.
    private func popChunk() -> Data {
        let chunk = chunks[first]
        chunks[first] = Data()
        first += 1
        buffered -= chunk.count
        if first == chunks.count {
            chunks.removeAll(keepingCapacity: true)
            first = 0
        }
        return chunk
    }

    /// The writers to let go on when the unread bytes are within the limit; the lock is held.
    private func wakeWritersIfRoom() -> [CheckedContinuation<Bool, Never>] {
        guard buffered <= limit, !writers.isEmpty else { return [] }
        defer { writers.removeAll() }
        return Array(writers.values)
    }

    // MARK: Writing

    /// Adds a chunk without waiting; false once the reader stopped (or the body was finished).
    func append(_ chunk: Data) -> Bool {
        let (accepted, _) = deliver(chunk)
        return accepted
    }

    /// Adds a chunk and waits while more than the limit is unread; false once the reader stopped.
    func write(_ chunk: Data) async -> Bool {
        let (accepted, mustWait) = deliver(chunk)
        guard accepted, mustWait else { return accepted }
        let id = lock.withLock {
            defer { nextWriterID &+= 1 }
            return nextWriterID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let answer: Bool? = lock.withLock {
                    guard case .open = phase, !Task.isCancelled else { return false }
                    guard buffered > limit else { return true }
                    writers[id] = continuation
                    return nil
                }
                if let answer { continuation.resume(returning: answer) }
            }
        } onCancel: {
            lock.withLock { writers.removeValue(forKey: id) }?.resume(returning: false)
        }
    }

    /// Hands a chunk to the waiting reader or keeps it; says whether it was taken and whether the
    /// writer should now wait for room.
    private func deliver(_ chunk: Data) -> (accepted: Bool, mustWait: Bool) {
        let (accepted, mustWait, waiting) = lock.withLock { () -> (Bool, Bool, CheckedContinuation<ReadResult, Never>?) in
            guard case .open = phase else { return (false, false, nil) }
            guard !chunk.isEmpty else { return (true, false, nil) }
            received += Int64(chunk.count)
            lastArrival = clock.now
            if let reader {
                self.reader = nil
                return (true, false, reader)
            }
            chunks.append(chunk)
            buffered += chunk.count
            return (true, buffered > limit, nil)
        }
        waiting?.resume(returning: .success(chunk))
        return (accepted, mustWait)
    }

    // MARK: Ending

    /// The writer ends the body; the reader gets what is buffered first. Only the first end counts.
    func finish(_ error: NetworkError?) {
        end(.finished(error), reason: error)
    }

    /// The reader stops early with `reason`: waiting writers are told, the termination handlers run.
    func terminate(_ reason: NetworkError) {
        end(.terminated(reason), reason: reason)
    }

    private func end(_ newPhase: Phase, reason: NetworkError?) {
        let (changed, waiting, writers, handlers, observers, total) = lock.withLock {
            () -> (
                Bool, CheckedContinuation<ReadResult, Never>?, [CheckedContinuation<Bool, Never>], [@Sendable () -> Void],
                [@Sendable (NetworkError?, Int64) -> Void], Int64
            ) in
            guard case .open = phase else { return (false, nil, [], [], [], 0) }
            phase = newPhase
            let waiting = reader
            reader = nil
            let writers = Array(self.writers.values)
            self.writers.removeAll()
            var handlers: [@Sendable () -> Void] = []
            if case .terminated = newPhase {
                handlers = terminationHandlers
                chunks.removeAll()
                first = 0
                buffered = 0
            }
            terminationHandlers.removeAll()
            let observers = endObservers
            endObservers.removeAll()
            return (true, waiting, writers, handlers, observers, received)
        }
        guard changed else { return }
        watchdog?.cancel()
        writers.forEach { $0.resume(returning: false) }
        waiting?.resume(returning: reason.map { .failure($0) } ?? .success(nil))
        handlers.forEach { $0() }
        observers.forEach { $0(reason, total) }
    }

    /// Runs `handler` when the reader stops early, at once if it already has; never after a finished body.
    func onTermination(_ handler: @escaping @Sendable () -> Void) {
        let runNow: Bool = lock.withLock {
            switch phase {
            case .open:
                terminationHandlers.append(handler)
                return false
            case .terminated: return true
            case .finished: return false
            }
        }
        if runNow { handler() }
    }

    /// Runs `handler` once when the body ends (nil: completely) or the reader stops (its reason), with
    /// the bytes received: for the session's log line.
    func observeEnd(_ handler: @escaping @Sendable (NetworkError?, Int64) -> Void) {
        let ended: (NetworkError?, Int64)? = lock.withLock {
            switch phase {
            case .open:
                endObservers.append(handler)
                return nil
            case .finished(let error): return (error, received)
            case .terminated(let reason): return (reason, received)
            }
        }
        if let ended { handler(ended.0, ended.1) }
    }

    // MARK: Idle timeout

    private func idleDeadline(_ timeout: Duration) -> ContinuousClock.Instant? {
        lock.withLock {
            guard case .open = phase else { return nil }
            return lastArrival + timeout
        }
    }

    /// Ends the stream with `.timedOut` when nothing arrived for `timeout`, unless the transport is
    /// only waiting for the reader to make room.
    private func checkIdle(_ timeout: Duration) {
        let idle: Bool = lock.withLock {
            guard case .open = phase else { return false }
            if !writers.isEmpty || buffered > limit {
                lastArrival = clock.now
                return false
            }
            return clock.now - lastArrival >= timeout
        }
        if idle { terminate(.timedOut) }
    }
}
