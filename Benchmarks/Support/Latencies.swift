/// A set of measured latencies and their percentiles, for the benchmarks that time a trip (a change
/// made in the background until it is on its way to the screen) rather than a loop.
public struct Latencies: Sendable {
    /// The latencies, in the order measured.
    public private(set) var values: [Duration] = []

    /// An empty set.
    public init() {}

    /// Adds one latency.
    public mutating func append(_ value: Duration) {
        values.append(value)
    }

    /// The latency below which `share` (0…1) of them lie (nearest rank); zero when there are none.
    public func percentile(_ share: Double) -> Duration {
        guard !values.isEmpty else { return .zero }
        let ordered = values.sorted()
        let rank = Int((share * Double(ordered.count)).rounded(.up)) - 1
        return ordered[min(max(rank, 0), ordered.count - 1)]
    }

    /// Microseconds of `duration`, rounded (a whole number for a benchmark metric).
    public static func microseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int((Double(seconds) * 1e6 + Double(attoseconds) / 1e12).rounded())
    }
}
