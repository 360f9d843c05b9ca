import AsyncTools
import Foundation

/// The push service's events: each customer's, numbered from 1 and kept for the configured retention
/// (by the backend's clock), and the streams waiting for the next one. A lock, not an actor, so a
/// waiting stream can leave the line from its cancellation handler at once.
final class PushCenter: Sendable {
    /// One event as the stream writes it.
    struct Event: Sendable, Equatable {
        let id: Int
        let type: String
        /// The `data:` lines (more than one when the service splits its JSON).
        let data: [String]
        let at: Date
    }

    private struct State {
        var logs: [String: [Event]] = [:]
        var nextIDs: [String: Int] = [:]
        var waiters: [UUID: (username: String?, continuation: CheckedContinuation<Void, Never>)] = [:]
        var random: SplitMix64
    }

    private let state: Locked<State>
    private let clock: any BackendClock
    private let configuration: IvkoPushConfiguration

    init(configuration: IvkoPushConfiguration, clock: any BackendClock) {
        self.configuration = configuration
        self.clock = clock
        state = Locked(State(random: SplitMix64(seed: configuration.seed)))
    }

    /// Adds an event for `username` and wakes their streams; answers its id.
    @discardableResult
    func publish(to username: String, type: String, data: [String]) -> Int {
        let now = clock.now()
        let (id, woken) = state.withLock { state in
            let id = state.nextIDs[username, default: 1]
            state.nextIDs[username] = id + 1
            state.logs[username, default: []].append(Event(id: id, type: type, data: data, at: now))
            let woken = state.waiters.filter { $0.value.username == username || $0.value.username == nil }
            for key in woken.keys { state.waiters[key] = nil }
            return (id, woken.values.map(\.continuation))
        }
        woken.forEach { $0.resume() }
        return id
    }

    /// The events of `username` after `id` that are still kept, oldest first.
    func events(of username: String, after id: Int) -> [Event] {
        let oldest = clock.now().addingTimeInterval(-configuration.retention)
        return state.withLock { state in
            state.logs[username]?.removeAll { $0.at < oldest }
            return state.logs[username]?.filter { $0.id > id } ?? []
        }
    }

    /// The kept event of `username` with `id`, if any.
    func event(of username: String, id: Int) -> Event? {
        state.withLock { $0.logs[username]?.first { $0.id == id } }
    }

    /// Whether to send something twice this time (`repeatRate`).
    func drawRepeat() -> Bool {
        guard configuration.repeatRate > 0 else { return false }
        return state.withLock { $0.random.chance(configuration.repeatRate) }
    }

    /// Returns when an event for `username` after `id` exists, `wakeAll()` is called, `limit` passes or
    /// the task is cancelled; answers whether it was woken before the limit.
    func waitForNews(of username: String, after id: Int, within limit: Duration) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { await self.news(of: username, after: id) }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    /// Wakes every waiting stream (sessions were expired: they check theirs at once).
    func wakeAll() {
        let woken = state.withLock { state in
            defer { state.waiters.removeAll() }
            return state.waiters.values.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    private func news(of username: String, after id: Int) async -> Bool {
        let key = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = state.withLock { state -> Bool in
                    if Task.isCancelled || (state.logs[username]?.last?.id ?? 0) > id { return true }
                    state.waiters[key] = (username, continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: key) }?.continuation.resume()
        }
        return !Task.isCancelled
    }
}
