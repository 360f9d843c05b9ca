public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps what the shop stores for a person (their orders, addresses, session, saved navigation and
/// log) readable by that person only, as tools that keep a person's secrets do: the data folder is
/// `0700`, every folder in it `0700` and every file `0600`.
public enum PrivateData {
    /// Makes every file this process creates from now on `0600` and every folder `0700` (a umask
    /// of `077`), whoever creates it: SQLite's databases and their logs, downloads, the log file.
    /// For the program that owns the process; a library should not change it for its host.
    public static func restrictNewFiles() {
        #if canImport(Glibc) || canImport(Darwin)
        umask(0o077)
        #endif
    }

    /// Creates `folder` as `0700`, or tightens it to that, and tightens what an earlier run left
    /// in it: folders to `0700`, files to `0600` (symbolic links are left alone, and so is what
    /// they point at). A file that cannot be tightened is reported by the error thrown.
    public static func secure(_ folder: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try tighten(folder, to: 0o700)
        guard let entries = files.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else {
            return
        }
        for case let url as URL in entries {
            let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values.isSymbolicLink == true { continue }
            try tighten(url, to: values.isDirectory == true ? 0o700 : 0o600)
        }
    }

    private static func tighten(_ url: URL, to permissions: Int) throws {
        let current = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        guard current.map({ $0 & 0o777 != permissions }) ?? true else { return }
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
    }
}
