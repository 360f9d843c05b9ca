import Foundation

/// What the test server saw, per test key: calls, requests in flight, and the most at once.
final class ServerLedger: @unchecked Sendable {
    struct Entry {
        var calls = 0
        var inFlight = 0
        var maxInFlight = 0
        var completed = 0
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// Counts a call and returns its number (from 1).
    @discardableResult
    func begin(_ key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        var entry = entries[key, default: Entry()]
        entry.calls += 1
        entry.inFlight += 1
        entry.maxInFlight = max(entry.maxInFlight, entry.inFlight)
        entries[key] = entry
        return entry.calls
    }

    /// Marks a call as answered.
    func end(_ key: String) {
        lock.lock()
        defer { lock.unlock() }
        entries[key, default: Entry()].inFlight -= 1
        entries[key, default: Entry()].completed += 1
    }

    /// The tally for `key`.
    func entry(_ key: String) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        return entries[key, default: Entry()]
    }
}
