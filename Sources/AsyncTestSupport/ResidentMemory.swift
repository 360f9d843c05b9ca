import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory and its peak, read from /proc on Linux (nil elsewhere): what the
/// memory checks of the streaming and leak-cycle tests measure.
public enum ResidentMemory {
    /// Resident bytes now.
    public static func bytes() -> Int? {
        #if os(Linux)
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }

    /// Resets the peak to the resident memory now; false if the system does not allow it.
    public static func resetPeak() -> Bool {
        #if os(Linux)
        return (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        #else
        return false
        #endif
    }

    /// Hands the allocator's freed pages back to the system (glibc's `malloc_trim`, looked up at run
    /// time); true when some went back, false when none did or the C library has no such call.
    /// Freed pages stay resident, and an allocation
    /// that reuses them does not raise the peak: a check that memory *does* grow calls this before
    /// its baseline. A check that memory stays low should not, as other work would then fault in
    /// fresh pages during its measurement.
    @discardableResult
    public static func releaseFreedMemory() -> Bool {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "malloc_trim") else { return false }
        typealias Trim = @convention(c) (Int) -> Int32
        return unsafeBitCast(symbol, to: Trim.self)(0) == 1
        #else
        return false
        #endif
    }

    /// The peak resident bytes since the process started or the last `resetPeak()`.
    public static func peakBytes() -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
        #else
        return nil
        #endif
    }

    /// A line for the test output saying how resident memory changed over `cycles` cycles of a
    /// leak run (from the start, and after its warm-up).
    public static func growthReport(cycles: Int, start: Int?, afterWarmUp: Int?, end: Int?) -> String {
        guard let start, let afterWarmUp, let end else { return "resident memory: not measured on this platform" }
        let kib = { (bytes: Int) in String(format: "%+.0f KiB", Double(bytes) / 1_024) }
        return "resident memory over \(cycles) cycles: \(kib(end - start)) from the start, \(kib(end - afterWarmUp)) after the warm-up "
            + "(start \(start / 1_024) KiB, end \(end / 1_024) KiB)"
    }
}
