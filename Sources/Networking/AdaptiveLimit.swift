/// An in-flight limit that follows the network, after TCP Vegas: what is measured is each request's
/// latency; what is estimated is how many requests wait in a queue somewhere (at the server or in the
/// connection pool) rather than being worked on.
///
/// By Little's law the requests the path can serve without queueing are `throughput × minLatency`,
/// and throughput at the current limit is `limit / latency`, so the queue is
/// `limit × (1 − minLatency / latency)`. While that queue is small (below `growBelow`) more
/// parallelism buys throughput and the limit grows by one per sample; once it is large (above
/// `shrinkAbove`) more parallelism only adds waiting and the limit shrinks by one; a sign of overload
/// (503, 429, a timeout, a dropped connection) cuts it by `overloadFactor`. The best latency is
/// forgotten slowly (two windows of `window` samples), so the limit follows a connection that changes.
///
/// A value type with no clock or lock of its own: the session's limiter owns one and feeds it samples,
/// and a test can feed it a script.
public struct AdaptiveLimit: Sendable, Hashable {
    /// The limit's bounds and how it reacts.
    public struct Configuration: Sendable, Hashable {
        /// The limit before any sample.
        public var initial: Int
        /// The smallest limit, kept even under overload.
        public var minimum: Int
        /// The largest limit, whatever the measurements say.
        public var maximum: Int
        /// Estimated queued requests below which the limit grows.
        public var growBelow: Double
        /// Estimated queued requests above which the limit shrinks.
        public var shrinkAbove: Double
        /// What the limit is multiplied by on a sign of overload.
        public var overloadFactor: Double
        /// Samples after which the oldest best latency is forgotten.
        public var window: Int

        /// Settings; the defaults start at 8 and move between 2 and 64.
        public init(
            initial: Int = 8, minimum: Int = 2, maximum: Int = 64, growBelow: Double = 3, shrinkAbove: Double = 6,
            overloadFactor: Double = 0.75, window: Int = 200
        ) {
            self.minimum = max(1, minimum)
            self.maximum = max(self.minimum, maximum)
            self.initial = min(max(initial, self.minimum), self.maximum)
            self.growBelow = growBelow
            self.shrinkAbove = max(growBelow, shrinkAbove)
            self.overloadFactor = min(max(overloadFactor, 0), 1)
            self.window = max(1, window)
        }
    }

    /// What one finished request says about the path.
    public enum Outcome: Sendable, Hashable {
        /// An answer arrived (any status but an overload one): its latency is a sample.
        case answered
        /// The server or the path is overloaded: 503, 429, a timeout or a dropped connection.
        case overloaded
        /// Says nothing about load (cancelled, refused before sending, a local file error).
        case ignored
    }

    /// The settings.
    public let configuration: Configuration
    /// The current limit.
    public private(set) var limit: Int
    private var bestInWindow: Duration?
    private var bestInPreviousWindow: Duration?
    private var samplesInWindow = 0

    /// A limit at `configuration.initial`.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
        limit = configuration.initial
    }

    /// The best latency remembered, the no-queue baseline; nil before the first sample.
    public var minimumLatency: Duration? {
        switch (bestInWindow, bestInPreviousWindow) {
        case let (current?, previous?): min(current, previous)
        case let (current, previous): current ?? previous
        }
    }

    /// Takes one finished request into account: its `latency`, its `outcome`, and how many requests were
    /// in flight when it started (a limit that was not used is not raised: an idle app proves nothing).
    public mutating func record(latency: Duration, outcome: Outcome, inFlight: Int) {
        switch outcome {
        case .ignored:
            return
        case .overloaded:
            limit = max(configuration.minimum, Int((Double(limit) * configuration.overloadFactor).rounded(.down)))
            return
        case .answered:
            remember(latency)
        }
        guard let best = minimumLatency, latency > .zero else { return }
        let queued = Double(limit) * (1 - ratio(best, latency))
        if queued > configuration.shrinkAbove {
            limit = max(configuration.minimum, limit - 1)
        } else if queued < configuration.growBelow, inFlight * 2 >= limit {
            limit = min(configuration.maximum, limit + 1)
        }
    }

    private mutating func remember(_ latency: Duration) {
        bestInWindow = min(bestInWindow ?? latency, latency)
        samplesInWindow += 1
        if samplesInWindow >= configuration.window {
            bestInPreviousWindow = bestInWindow
            bestInWindow = nil
            samplesInWindow = 0
        }
    }

    private func ratio(_ numerator: Duration, _ denominator: Duration) -> Double {
        let top = Double(numerator.components.seconds) + Double(numerator.components.attoseconds) * 1e-18
        let bottom = Double(denominator.components.seconds) + Double(denominator.components.attoseconds) * 1e-18
        return bottom > 0 ? min(1, top / bottom) : 1
    }
}
