import CoordinatorsTestSupport
import Foundation
import Screens
#if canImport(Glibc)
import Glibc
#endif

/// How many navigation cycles a leak test runs: `LAYERS_LEAK_CYCLES` when set (the full run is
/// `LAYERS_LEAK_CYCLES=10000 swift test --filter LeakCycle`), else the test's own default.
func leakCycleCount(default fallback: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment["LAYERS_LEAK_CYCLES"], let count = Int(text), count > 0 else {
        return fallback
    }
    return count
}

/// The process's resident memory in bytes, from `/proc/self/statm` (Linux); nil where it is not measured.
func residentBytes() -> Int? {
    #if os(Linux)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return nil
    #endif
}

/// A line for the test output saying how resident memory changed over the cycles.
func residentGrowthReport(cycles: Int, start: Int?, afterWarmUp: Int?, end: Int?) -> String {
    guard let start, let afterWarmUp, let end else { return "resident memory: not measured on this platform" }
    let kib = { (bytes: Int) in String(format: "%+.0f KiB", Double(bytes) / 1_024) }
    return "resident memory over \(cycles) cycles: \(kib(end - start)) from the start, \(kib(end - afterWarmUp)) after the warm-up "
        + "(start \(start / 1_024) KiB, end \(end / 1_024) KiB)"
}

extension LeakTracker {
    /// Tracks `controller` and every view of its hierarchy loaded so far.
    @MainActor
    func trackWithViews(_ controller: ViewController, as name: String) {
        track(controller, as: name)
        guard let root = controller.viewIfLoaded else { return }
        var pending = [root]
        while let view = pending.popLast() {
            track(view, as: "\(name)'s \(type(of: view))")
            pending.append(contentsOf: view.subviews)
        }
    }
}
