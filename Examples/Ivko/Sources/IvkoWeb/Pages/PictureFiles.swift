import Foundation

/// The shop's pictures as the browser loads them: a file in the picture cache folder is
/// `/pictures/NAME`. Only plain file names directly inside that folder are served (no `/`, no
/// leading dot, no `..`), and only PNG and JPEG files.
struct PictureFiles: Sendable {
    /// The URL path prefix of the pictures.
    static let prefix = "/pictures/"
    /// The picture cache folder.
    let folder: URL

    /// The browser URL of the picture file at `path`; `nil` when it lies outside the folder.
    func url(forFile path: String) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        guard file.deletingLastPathComponent().path == folder.standardizedFileURL.path else { return nil }
        let name = file.lastPathComponent
        guard Self.isPlainName(name), let encoded = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else {
            return nil
        }
        return Self.prefix + encoded
    }

    /// The file and its content type for the request path's `NAME` (after `/pictures/`), `nil` for a
    /// name that is not a plain file name, a file that is not there, or one that is not a picture.
    func file(forName encodedName: String) -> (url: URL, contentType: String)? {
        guard let name = encodedName.removingPercentEncoding, Self.isPlainName(name) else { return nil }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        let file = root.appendingPathComponent(name).resolvingSymlinksInPath()
        guard file.deletingLastPathComponent().path == root.path else { return nil }
        guard let type = Self.contentType(of: file) else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        return (file, type)
    }

    /// Whether `name` is one file name: not empty, no slash or NUL, not hidden, not `..`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
    }

    /// The picture's content type by its first bytes (PNG or JPEG); `nil` for anything else.
    static func contentType(of file: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 8) else { return nil }
        let bytes = [UInt8](head)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        return nil
    }
}
