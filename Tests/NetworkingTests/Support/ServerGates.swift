import AsyncTestSupport
import AsyncTools

/// The gates of the test server's `held` route, one per test key, made on first use: a test
/// takes its key's gate to see the requests held there and to let them go.
final class ServerGates: Sendable {
    private let gates = Locked<[String: Gate]>([:])

    /// The gate of `key`.
    func gate(_ key: String) -> Gate {
        gates.withLock { gates in
            if let gate = gates[key] { return gate }
            let gate = Gate()
            gates[key] = gate
            return gate
        }
    }
}
