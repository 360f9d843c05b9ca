import Foundation

extension Task where Failure == any Error {
    /// The task's value, or `TimedOut` (and the task cancelled) when `limit` passes first.
    func boundedValueOrThrow(_ what: String, limit: Duration) async throws -> Success {
        let task = self
        return try await withThrowingTaskGroup(of: Success?.self) { group in
            group.addTask { try await task.value }
            group.addTask {
                try await Task<Never, Never>.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                task.cancel()
                throw TimedOut(what: what, limit: limit)
            }
            return value
        }
    }
}
