import Foundation

/// Decides when a request may go into the transport: at most the current limit at once, waiting
/// user-initiated requests before waiting background ones (each in arrival order), and a reserve of
/// the limit (one slot in eight, at least one) that background work never takes, so a user's request
/// starts at once even while an import fills the rest. With an adaptive limit every finished request
/// is a sample that moves the limit (`AdaptiveLimit`).
///
/// `NetworkSession` owns one; it is public so other rationed work (an image prefetcher, a file
/// store's writers) can use the same rules.
public final class RequestLimiter: @unchecked Sendable {
    // A lock, not an actor: taking a free slot and giving one back are a few instructions, and as
    // actor calls each would hop executors twice per request. Only a request that must wait
    // suspends. Every stored property below is read and written with `lock` held; continuations
    // are resumed after it is released.
    private let lock = NSLock()

    /// The right to have one request in flight; give it back with `release(_:outcome:)`.
    public struct Permit: Sendable {
        /// Whose request holds it.
        public let priority: RequestPriority
        let started: ContinuousClock.Instant
        let inFlightAtStart: Int
    }

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Permit, any Error>
    }

    private enum Limit {
        case fixed(Int)
        case adaptive(AdaptiveLimit)
    }

    private var rule: Limit
    private var inFlight = 0
    private var userWaiters: [Waiter] = []
    private var backgroundWaiters: [Waiter] = []
    private var nextID: UInt64 = 0
    private let clock = ContinuousClock()

    /// A limiter following `limit`.
    public init(_ limit: ConcurrencyLimit) {
        switch limit {
        case .fixed(let count): rule = .fixed(max(1, count))
        case .adaptive(let configuration): rule = .adaptive(AdaptiveLimit(configuration))
        }
    }

    /// The current limit.
    public var limit: Int { lock.withLock { currentLimit } }

    /// The slots background work may not take.
    public var reserve: Int { lock.withLock { currentReserve } }

    /// The limit, what is in flight and what waits, now.
    public var snapshot: ConcurrencySnapshot {
        lock.withLock {
            ConcurrencySnapshot(
                limit: currentLimit, inFlight: inFlight,
                waiting: [.userInitiated: userWaiters.count, .background: backgroundWaiters.count]
            )
        }
    }

    /// Waits for a slot for a request of `priority` and takes it; returns without suspending when a
    /// slot is free. A task cancelled while waiting leaves the line at once with `CancellationError`.
    public func acquire(_ priority: RequestPriority) async throws -> Permit {
        try Task.checkCancellation()
        let (permit, id): (Permit?, UInt64) = lock.withLock {
            if canStart(priority), !hasWaiters(before: priority) { return (start(priority), 0) }
            defer { nextID &+= 1 }
            return (nil, nextID)
        }
        if let permit { return permit }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Permit, any Error>) in
                enqueue(Waiter(id: id, continuation: continuation), priority: priority)
            }
        } onCancel: {
            cancelWaiter(id)
        }
    }

    /// Gives the slot of `permit` back, with what the request's end says about load, and lets waiting
    /// requests in (more than one if the limit grew). Give each permit back exactly once.
    public func release(_ permit: Permit, outcome: AdaptiveLimit.Outcome) {
        let admitted: [(Waiter, Permit)] = lock.withLock {
            assert(inFlight > 0, "a permit was given back twice")
            inFlight -= 1
            if case .adaptive(var adaptive) = rule {
                adaptive.record(latency: clock.now - permit.started, outcome: outcome, inFlight: permit.inFlightAtStart)
                rule = .adaptive(adaptive)
            }
            var admitted: [(Waiter, Permit)] = []
            while !userWaiters.isEmpty, canStart(.userInitiated) {
                admitted.append((userWaiters.removeFirst(), start(.userInitiated)))
            }
            while userWaiters.isEmpty, !backgroundWaiters.isEmpty, canStart(.background) {
                admitted.append((backgroundWaiters.removeFirst(), start(.background)))
            }
            return admitted
        }
        for (waiter, permit) in admitted {
            waiter.continuation.resume(returning: permit)
        }
    }

    /// Puts a waiter in line, or lets it in at once if a slot came free since `acquire` looked, or
    /// turns it away if its task was cancelled before it got in line (the cancellation handler,
    /// having run first, found nothing to remove).
    private func enqueue(_ waiter: Waiter, priority: RequestPriority) {
        enum Verdict {
            case waits
            case starts(Permit)
            case cancelled
        }
        let verdict: Verdict = lock.withLock {
            if Task.isCancelled { return .cancelled }
            if canStart(priority), !hasWaiters(before: priority) { return .starts(start(priority)) }
            switch priority {
            case .userInitiated: userWaiters.append(waiter)
            case .background: backgroundWaiters.append(waiter)
            }
            return .waits
        }
        switch verdict {
        case .waits: break
        case .starts(let permit): waiter.continuation.resume(returning: permit)
        case .cancelled: waiter.continuation.resume(throwing: CancellationError())
        }
    }

    private var currentLimit: Int {
        switch rule {
        case .fixed(let count): count
        case .adaptive(let adaptive): adaptive.limit
        }
    }

    private var currentReserve: Int { currentLimit > 1 ? max(1, currentLimit / 8) : 0 }

    private func canStart(_ priority: RequestPriority) -> Bool {
        switch priority {
        case .userInitiated: inFlight < currentLimit
        case .background: inFlight < currentLimit - currentReserve
        }
    }

    private func hasWaiters(before priority: RequestPriority) -> Bool {
        switch priority {
        case .userInitiated: !userWaiters.isEmpty
        case .background: !userWaiters.isEmpty || !backgroundWaiters.isEmpty
        }
    }

    private func start(_ priority: RequestPriority) -> Permit {
        inFlight += 1
        return Permit(priority: priority, started: clock.now, inFlightAtStart: inFlight)
    }

    private func cancelWaiter(_ id: UInt64) {
        let removed: Waiter? = lock.withLock {
            if let index = userWaiters.firstIndex(where: { $0.id == id }) { return userWaiters.remove(at: index) }
            if let index = backgroundWaiters.firstIndex(where: { $0.id == id }) { return backgroundWaiters.remove(at: index) }
            return nil
        }
        removed?.continuation.resume(throwing: CancellationError())
    }
}

extension AdaptiveLimit.Outcome {
    /// What an attempt that ended with `error` (nil: success) says about load: 503, 429, timeouts and
    /// lost or refused connections are overload; a cancelled or never-sent request says nothing.
    public init(_ error: NetworkError?) {
        guard let error else {
            self = .answered
            return
        }
        switch error {
        case .unacceptableStatus(let response):
            self = response.status == 503 || response.status == 429 ? .overloaded : .answered
        case .timedOut, .connectionLost, .truncatedBody, .cannotConnect:
            self = .overloaded
        case .emptyBody, .credentialsRefused:
            self = .answered
        case .cancelled, .invalidRequest, .fileSystem, .transport, .untrustedServer:
            self = .ignored
        case .retriesExhausted(_, let last):
            self = Self(last)
        }
    }
}
