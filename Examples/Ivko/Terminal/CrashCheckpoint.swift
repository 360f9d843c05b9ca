#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IvkoMiddleware

/// `IVKO_CRASH_AT=<checkpoint>`: makes `ivko` kill itself with SIGKILL (no clean-up, no flush, as a
/// power cut or the OOM killer would) when a checkout reaches that `CheckoutCheckpoint`, for the
/// crash-safety tests (Docs/CrashSafety.md). Read here, at the top of the program, and handed down
/// as a plain closure: the middleware never reads the environment, and a run without the variable
/// has no hook at all.
enum CrashCheckpoint {
    /// The environment variable naming the checkpoint.
    static let variable = "IVKO_CRASH_AT"

    /// A value of `IVKO_CRASH_AT` that names no checkpoint.
    struct UnknownCheckpoint: Error, CustomStringConvertible {
        let name: String

        var description: String {
            "\(CrashCheckpoint.variable)=\(name) names no checkpoint; one of: "
                + CheckoutCheckpoint.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// The hook `environment` asks for: `nil` when `IVKO_CRASH_AT` is unset or empty.
    /// - Throws: `UnknownCheckpoint` for a name that is no checkpoint (a typo must not silently
    ///   run a crash test that never crashes).
    static func hook(environment: [String: String]) throws(UnknownCheckpoint) -> CheckoutCheckpointHook? {
        guard let name = environment[variable], !name.isEmpty else { return nil }
        guard let target = CheckoutCheckpoint(rawValue: name) else { throw UnknownCheckpoint(name: name) }
        return { checkpoint in
            if checkpoint == target { kill(getpid(), SIGKILL) }
        }
    }
}
