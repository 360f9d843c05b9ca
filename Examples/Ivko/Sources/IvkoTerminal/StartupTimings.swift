import Foundation
import IvkoApp
#if canImport(Glibc)
import Glibc
#endif

/// When the program drew its first frame and when Home first showed its promotions and
/// categories, measured from the process's start (`--timings` writes them to standard error).
/// It is the shop's `ShopStartWatching` under `--timings`: the Catalog tab tells it when Home is filled.
@MainActor
final class StartupTimings: ShopStartWatching {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// Seconds the process had run before this clock started (read from the system; 0 where unknown).
    private let before: Double
    private(set) var firstFrame: Double?
    private(set) var homeFilled: Double?
    /// Whether the data folder held a catalog when the program started.
    let warm: Bool

    init(warm: Bool) {
        start = clock.now
        before = Self.secondsSinceProcessStart() ?? 0
        self.warm = warm
    }

    /// Seconds since the process started, now.
    var now: Double {
        before + Self.seconds(clock.now - start)
    }

    func markFirstFrame() {
        if firstFrame == nil { firstFrame = now }
    }

    func homeDidFill() {
        if homeFilled == nil { homeFilled = now }
    }

    /// One line for standard error.
    var report: String {
        let format: (Double?) -> String = { $0.map { String(format: "%.3f s", $0) } ?? "not reached" }
        return "ivko: start-up (\(warm ? "warm" : "cold") data folder): first frame \(format(firstFrame)), "
            + "Home filled \(format(homeFilled))\n"
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The process's age from `/proc` (Linux): its start in clock ticks since boot against the
    /// system's uptime. `nil` elsewhere.
    private static func secondsSinceProcessStart() -> Double? {
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let uptime = uptimeText.split(separator: " ").first.flatMap({ Double($0) }),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name: state is field 3, starttime field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard ticksPerSecond > 0 else { return nil }
        return max(0, uptime - ticks / ticksPerSecond)
        #else
        return nil
        #endif
    }
}
