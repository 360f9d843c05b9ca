import AsyncTools
import Foundation
import Logging

/// A swift-log handler that appends one line per message to a file, never to the terminal the shop
/// draws on. Every handler made from one `LogFile` shares its file and lock.
struct FileLogHandler: LogHandler {
    let file: LogFile
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var all = metadata
        if let extra = event.metadata { all.merge(extra) { $1 } }
        let details = all.isEmpty ? "" : " " + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        file.append("\(Date().formatted(.iso8601)) \(event.level) \(label): \(event.message)\(details)\n")
    }
}

/// An open log file, appended to from any thread.
final class LogFile: Sendable {
    private let handle: Locked<FileHandle>

    /// Opens `url` for appending, creating it (and its folder) when needed.
    init(url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        self.handle = Locked(handle)
    }

    /// Appends `line`; a failed write is dropped (logging never stops the shop).
    func append(_ line: String) {
        handle.withLock { try? $0.write(contentsOf: Data(line.utf8)) }
    }
}

/// Where the whole process logs: set up once, before anything logs.
enum ShopLogging {
    /// Sends every logger of the process (every layer's label) to `url`, or drops them when the file
    /// cannot be opened (the reason is returned to be shown once the terminal is given back).
    static func bootstrap(file url: URL, level: Logger.Level = .info) -> (any Error)? {
        do {
            let file = try LogFile(url: url)
            LoggingSystem.bootstrap { label in
                var handler = FileLogHandler(file: file, label: label)
                handler.logLevel = level
                return handler
            }
            return nil
        } catch {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
            return error
        }
    }
}
