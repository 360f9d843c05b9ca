import AsyncTools

/// Decides which fault, if any, each request gets: first the scripted faults ("the next N requests
/// to path X get fault F", exact for tests), then the random rates of the `configuration`.
///
/// It can be changed while the server runs, from any thread:
/// ```swift
/// server.faults.script(.serverError, path: "products.json", count: 2)
/// server.faults.configuration = FaultConfiguration(dropRate: 0.1, seed: 7)
/// ```
public final class FaultInjector: Sendable {
    /// What happens to one request.
    struct Plan: Equatable {
        var latency: Duration = .zero
        var gate: RequestGate?
        var answerGate: RequestGate?
        var fault: BackendFault?
    }

    private struct Script {
        let fault: BackendFault
        let pattern: String?
        var remaining: Int
    }

    private struct State {
        var configuration: FaultConfiguration
        var random: SplitMix64
        var scripts: [Script] = []
        var gatesInUse: Set<RequestGate> = []
    }

    private let state: Locked<State>

    /// Creates an injector with random faults as configured and nothing scripted.
    public init(configuration: FaultConfiguration = .none) {
        state = Locked(State(configuration: configuration, random: SplitMix64(seed: configuration.seed)))
    }

    /// The random faults and latency; setting it also restarts the random draws from its seed.
    public var configuration: FaultConfiguration {
        get { state.withLock { $0.configuration } }
        set {
            state.withLock {
                $0.configuration = newValue
                $0.random = SplitMix64(seed: newValue.seed)
            }
        }
    }

    /// Gives `fault` to the next `count` requests whose path (relative to the base path, without
    /// query, e.g. `"products.json"`, `"cart/lines/17"`) equals `path`, or starts with it when
    /// `path` ends in `*` (`"assets/*"`); `nil` matches every request. Scripts apply in the order
    /// they were added.
    public func script(_ fault: BackendFault, path: String? = nil, count: Int = 1) {
        guard count > 0 else { return }
        state.withLock { $0.scripts.append(Script(fault: fault, pattern: path, remaining: count)) }
    }

    /// Removes every scripted fault not yet used.
    public func clearScript() {
        state.withLock { $0.scripts.removeAll() }
    }

    /// How many scripted faults are still waiting for their request.
    public var pendingScriptedFaults: Int {
        state.withLock { $0.scripts.reduce(0) { $0 + $1.remaining } }
    }

    /// Opens every gate a scripted `hold` or `holdAnswer` has used, so no request stays held (used
    /// when stopping).
    func openGatesInUse() {
        let gates = state.withLock { state in
            defer { state.gatesInUse.removeAll() }
            return state.gatesInUse
        }
        gates.forEach { $0.open() }
    }

    /// Decides what happens to one request to `path`, consuming a scripted fault if one matches.
    func plan(for path: String) -> Plan {
        state.withLock { state in
            var plan = Plan(latency: state.configuration.latency)
            if state.configuration.hasRandomFaults {
                plan.fault = state.configuration.fault(forRoll: state.random.unit())
            }
            if let index = state.scripts.firstIndex(where: { Self.matches($0.pattern, path) }) {
                let scripted = state.scripts[index].fault
                state.scripts[index].remaining -= 1
                if state.scripts[index].remaining == 0 { state.scripts.remove(at: index) }
                switch scripted {
                case .latency(let extra): plan.latency += extra
                case .hold(let gate):
                    plan.gate = gate
                    state.gatesInUse.insert(gate)
                case .holdAnswer(let gate):
                    plan.answerGate = gate
                    state.gatesInUse.insert(gate)
                default: plan.fault = scripted
                }
            }
            return plan
        }
    }

    private static func matches(_ pattern: String?, _ path: String) -> Bool {
        guard let pattern else { return true }
        if pattern.hasSuffix("*") { return path.hasPrefix(pattern.dropLast()) }
        return path == pattern
    }
}
