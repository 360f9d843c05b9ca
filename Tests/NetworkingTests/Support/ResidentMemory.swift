import Foundation

/// The process's resident memory and its peak, read from /proc on Linux (nil elsewhere).
enum ResidentMemory {
    /// Resident bytes now.
    static func bytes() -> Int? {
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
    static func resetPeak() -> Bool {
        #if os(Linux)
        return (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        #else
        return false
        #endif
    }

    /// The peak resident bytes since the process started or the last `resetPeak()`.
    static func peakBytes() -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
        #else
        return nil
        #endif
    }
}
