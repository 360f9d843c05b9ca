/// The background sync of the server cart after a failed mirror, while one is due: a task that
/// makes an attempt after a wait, and again after a longer one (the wait doubling up to a limit)
/// for as long as the attempt says another is due. `CartManager` owns one privately.
struct CartResync {
    /// The wait before the first attempt; it doubles after each failed one up to `longestDelay`.
    static var firstDelay: Duration { .seconds(5) }
    /// The longest wait between attempts.
    static var longestDelay: Duration { .seconds(5 * 60) }

    private var task: Task<Void, Never>?

    /// Starts the attempts on `clock`, unless they are already due. `attempt` answers whether
    /// another is due.
    mutating func start(on clock: any ManagerClock, attempt: @escaping @Sendable () async -> Bool) {
        guard task == nil else { return }
        task = Task {
            var delay = Self.firstDelay
            while !Task.isCancelled {
                do { try await clock.sleep(for: delay) } catch { return }
                guard await attempt() else { return }
                delay = min(delay * 2, Self.longestDelay)
            }
        }
    }

    /// Stops the attempts (one under way goes on to its end, then no other is made).
    mutating func cancel() {
        task?.cancel()
        task = nil
    }

    /// Forgets the attempts, which ended by themselves (a sync succeeded or cannot be mended by
    /// waiting); the next failed mirror starts new ones.
    mutating func ended() {
        task = nil
    }
}
