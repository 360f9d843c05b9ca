/// Runs work against a time budget: the work's answer when it comes first, else the fallback once the
/// budget is spent. The loser is cancelled and not waited for, so a request that does not stop at
/// once when cancelled (a slow server) never holds up the caller.
enum TimeBudget {
    /// `work`'s answer, or `fallback` as soon as `spent` returns first (or the caller is cancelled).
    static func answer<Value: Sendable>(
        of work: @escaping @Sendable () async -> Value, fallback: Value, spent: @escaping @Sendable () async -> Void
    ) async -> Value {
        let (answers, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .bufferingOldest(1))
        let working = Task { continuation.yield(await work()) }
        let timing = Task {
            await spent()
            continuation.yield(fallback)
        }
        defer {
            working.cancel()
            timing.cancel()
            continuation.finish()
        }
        for await answer in answers { return answer }
        return fallback
    }
}
