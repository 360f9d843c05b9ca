/// Runs `body` and answers its result, or throws `WaitTimedOut` when it has not finished within
/// `limit` (stretched under a sanitizer, see `Sanitizer`); `body` is then cancelled, so it must stop when its task is cancelled. For waits on
/// something that signals (a stream, a continuation) rather than a condition to poll.
public func withTimeLimit<Value: Sendable>(
    _ what: String, within limit: Duration = waitLimit, _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let limit = Sanitizer.scaled(limit)
    return try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw WaitTimedOut(description: "waited \(limit) in vain for \(what)")
        }
        return value
    }
}

/// The first value of `stream` that `matches`, waited for at most `limit`; a stream that ends
/// first is a `WaitTimedOut` too, naming that it ended.
public func firstValue<Value: Sendable>(
    of stream: AsyncStream<Value>, within limit: Duration = waitLimit, _ what: String,
    where matches: @escaping @Sendable (Value) -> Bool
) async throws -> Value {
    try await withTimeLimit(what, within: limit) {
        for await value in stream where matches(value) { return value }
        throw WaitTimedOut(description: "the stream ended before \(what)")
    }
}
