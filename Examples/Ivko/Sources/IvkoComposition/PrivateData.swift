import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps what the shop stores for a person (their orders, addresses, session, saved navigation and
/// log) readable by that person only, as tools that keep a person's secrets do: every file the
/// process creates is `0600` and every folder `0700` (the data folder itself is tightened by its
/// owner, `DataFolder.makePrivate()`).
public enum PrivateData {
    /// Makes every file this process creates from now on `0600` and every folder `0700` (a umask
    /// of `077`), whoever creates it: SQLite's databases and their logs, downloads, the log file.
    /// For the program that owns the process; a library should not change it for its host.
    public static func restrictNewFiles() {
        #if canImport(Glibc) || canImport(Darwin)
        umask(0o077)
        #endif
    }
}
