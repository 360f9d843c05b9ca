#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times a baseline and a subject back to back in one process, in the order baseline, subject,
/// subject, baseline: drift of the machine during the pair (another process waking, the CPU
/// clocking up or down) weighs on both sides alike, so the ratio is steadier than one of two
/// separate benchmark processes. Both the wall clock and the process's CPU time are taken.
public enum PairedTiming {
    /// The two sides' totals over the pair of rounds.
    public struct Timing: Sendable {
        /// The baseline's two rounds together, wall clock.
        public let baseline: Duration
        /// The subject's two rounds together, wall clock.
        public let subject: Duration
        /// The CPU time of all the process's threads during the baseline's rounds.
        public let baselineCPU: Duration
        /// The CPU time of all the process's threads during the subject's rounds.
        public let subjectCPU: Duration

        /// Subject time ÷ baseline time: below 1 the subject is faster.
        public var timeRatio: Double { subject / baseline }
        /// Subject CPU time ÷ baseline CPU time: below 1 the subject works less.
        public var cpuRatio: Double { subjectCPU / baselineCPU }
        /// Subject throughput ÷ baseline throughput for the same work: above 1 the subject is faster.
        public var throughputRatio: Double { baseline / subject }
    }

    /// Runs `baseline`, `subject`, `subject`, `baseline`, timing each.
    public static func time(
        baseline: () async throws -> Void, subject: () async throws -> Void
    ) async rethrows -> Timing {
        let first = try await measure(baseline)
        let second = try await measure(subject)
        let third = try await measure(subject)
        let fourth = try await measure(baseline)
        return Timing(
            baseline: first.wall + fourth.wall, subject: second.wall + third.wall,
            baselineCPU: first.cpu + fourth.cpu, subjectCPU: second.cpu + third.cpu
        )
    }

    private static func measure(_ body: () async throws -> Void) async rethrows -> (wall: Duration, cpu: Duration) {
        let clock = ContinuousClock()
        let cpuBefore = processCPUTime()
        let wall = try await clock.measure(body)
        return (wall, processCPUTime() - cpuBefore)
    }

    /// The CPU time all threads of this process have used so far.
    private static func processCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
