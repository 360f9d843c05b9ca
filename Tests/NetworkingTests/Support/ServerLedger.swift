import AsyncTools

/// What the test server saw, per test key: calls, requests in flight, and the most at once.
final class ServerLedger: Sendable {
    struct Entry: Sendable {
        var calls = 0
        var inFlight = 0
        var maxInFlight = 0
        var completed = 0
    }

    private let entries = Locked<[String: Entry]>([:])

    /// Counts a call and returns its number (from 1).
    @discardableResult
    func begin(_ key: String) -> Int {
        entries.withLock { entries in
            var entry = entries[key, default: Entry()]
            entry.calls += 1
            entry.inFlight += 1
            entry.maxInFlight = max(entry.maxInFlight, entry.inFlight)
            entries[key] = entry
            return entry.calls
        }
    }

    /// Marks a call as answered.
    func end(_ key: String) {
        entries.withLock { entries in
            entries[key, default: Entry()].inFlight -= 1
            entries[key, default: Entry()].completed += 1
        }
    }

    /// The tally for `key`.
    func entry(_ key: String) -> Entry {
        entries.withLock { $0[key, default: Entry()] }
    }
}
