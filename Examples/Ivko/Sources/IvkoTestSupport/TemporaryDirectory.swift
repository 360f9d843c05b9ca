public import Foundation

/// A fresh directory for one test's files (databases, caches, credentials), deleted when the value is
/// released, so tests that touch the disk run in parallel without sharing state or leaving litter.
public final class TemporaryDirectory: Sendable {
    /// The directory's location.
    public let url: URL

    /// Creates an empty directory under the system's temporary folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ivko-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
