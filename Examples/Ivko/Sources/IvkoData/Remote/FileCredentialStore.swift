package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
package import IvkoService
package import Logging

/// Keeps the credentials for signing in again in a file only the user can read (mode 0600), so a
/// session can be renewed silently after a relaunch. Its logs name the file, never its content.
///
/// A store is the API wrapper's business, chosen by the composition root (the app's executable,
/// tests) when it builds the `IvkoAPI`; so it is `package`, not part of this layer's public face.
package actor FileCredentialStore: IvkoCredentialStore {
    /// The file the credentials are kept in.
    package let file: URL
    private let logger: Logger

    /// A store keeping its credentials in `file` (its folder is made when needed). Staging copies
    /// an earlier process's save left when it was killed are deleted here.
    package init(file: URL, logger: Logger = Logger(label: "ivko.data")) {
        self.file = file
        self.logger = logger
        Self.removeAbandonedStagingFiles(of: file, logger: logger)
    }

    /// The kept credentials; nil when there are none or the file cannot be read.
    package func credentials() -> IvkoCredentials? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        guard let stored = try? JSONDecoder().decode(StoredCredentials.self, from: data) else {
            logger.warning("the credential file cannot be read; ignoring it", metadata: ["file": "\(file.path)"])
            return nil
        }
        return IvkoCredentials(username: stored.username, password: stored.password)
    }

    /// Writes `credentials` to the file, readable and writable by the owner only.
    package func save(_ credentials: IvkoCredentials) {
        do {
            let data = try JSONEncoder().encode(StoredCredentials(username: credentials.username, password: credentials.password))
            let folder = file.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let staging = folder.appendingPathComponent(Self.stagingPrefix(of: file) + UUID().uuidString)
            guard FileManager.default.createFile(atPath: staging.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
                logger.error("the credential file cannot be written", metadata: ["file": "\(file.path)"])
                return
            }
            // rename(2) replaces the file in one step: a crash leaves the old credentials or the new
            // ones, never none (deleting the old file first and then moving had a window without any).
            guard rename(staging.path, file.path) == 0 else {
                let code = errno
                try? FileManager.default.removeItem(at: staging)
                logger.error("the credential file cannot be written", metadata: ["file": "\(file.path)", "errno": "\(code)"])
                return
            }
            Self.removeAbandonedStagingFiles(of: file, logger: logger)
        } catch {
            logger.error("the credential file cannot be written", metadata: ["file": "\(file.path)", "error": "\(error)"])
        }
    }

    /// Deletes the file, and any staging copy a killed save left.
    package func remove() {
        Self.removeAbandonedStagingFiles(of: file, logger: logger)
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        do {
            try FileManager.default.removeItem(at: file)
        } catch {
            logger.error("the credential file cannot be deleted", metadata: ["file": "\(file.path)", "error": "\(error)"])
        }
    }
}

extension FileCredentialStore {
    /// How a staging copy's name starts: `save` writes `.credentials.json.<UUID>`, then renames it.
    private static func stagingPrefix(of file: URL) -> String {
        ".\(file.lastPathComponent)."
    }

    /// Deletes the staging files a save killed before its rename left behind: they hold a password.
    /// Only those older than a minute go: a younger one may be another process's save in progress.
    private static func removeAbandonedStagingFiles(of file: URL, logger: Logger) {
        let manager = FileManager.default
        let folder = file.deletingLastPathComponent()
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        let cutoff = Date().addingTimeInterval(-60)
        for name in names where name.hasPrefix(stagingPrefix(of: file)) {
            let staging = folder.appendingPathComponent(name)
            guard let modified = (try? manager.attributesOfItem(atPath: staging.path))?[.modificationDate] as? Date, modified < cutoff
            else {
                continue
            }
            do {
                try manager.removeItem(at: staging)
                logger.notice("deleted a staging copy of the credential file a stopped save left", metadata: ["file": "\(staging.path)"])
            } catch {
                logger.error(
                    "a staging copy of the credential file cannot be deleted", metadata: ["file": "\(staging.path)", "error": "\(error)"])
            }
        }
    }
}

/// The credential file's content.
private struct StoredCredentials: Codable {
    let username: String
    let password: String
}
