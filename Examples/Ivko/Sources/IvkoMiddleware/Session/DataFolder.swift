public import Foundation
import IvkoData
public import IvkoModel

/// The folder ivko keeps its data in, and the one owner of its layout: every file or folder the
/// shop writes there is named here (the catalog's database, each customer's, the picture cache,
/// the kept sign-in, the saved navigation, the log), and `deleteShopData()` (`ivko --reset`) deletes
/// exactly what `holdsShopData(named:)` recognises, so a file added here is also deleted there.
public struct DataFolder: Sendable, Hashable {
    /// The folder.
    public let url: URL

    /// The data folder at `url`, which may hold other files too (they are left alone).
    public init(_ url: URL) {
        self.url = url
    }

    /// The catalog's database.
    public var catalogDatabase: URL { url.appendingPathComponent("catalog.sqlite") }

    /// The database of `customer` (their cart and orders).
    public func customerDatabase(for customer: CustomerNumber) -> URL {
        URL(fileURLWithPath: UserStore.path(in: url, for: customer))
    }

    /// The picture cache (the asset manager's, served to the browser too).
    public var assets: URL { url.appendingPathComponent("assets", isDirectory: true) }

    /// The signed-in customer's credentials (mode 0600), so a restart signs in silently.
    public var credentials: URL { url.appendingPathComponent("credentials.json") }

    /// The last navigation, so a restart opens the page the user left.
    public var navigation: URL { url.appendingPathComponent("navigation.json") }

    /// The log, unless another file is asked for.
    public var log: URL { url.appendingPathComponent("ivko.log") }

    /// Whether `name`, in this folder, is one of the files or folders ivko writes there.
    public func holdsShopData(named name: String) -> Bool {
        if name.hasPrefix(catalogDatabase.lastPathComponent) || UserStore.isDatabaseFile(named: name) { return true }
        // A staging copy of the credential file a killed save left holds a password too.
        if name.hasPrefix(".\(credentials.lastPathComponent).") { return true }
        return [assets, credentials, navigation, log].map(\.lastPathComponent).contains(name)
    }

    /// Makes the folder private to its owner, as tools that keep a person's secrets do: creates it
    /// as `0700`, or tightens it to that, and tightens what an earlier run left in it (folders to
    /// `0700`, files to `0600`; symbolic links, and what they point at, are left alone). A file that
    /// cannot be tightened is reported by the error thrown.
    public func makePrivate() throws {
        let files = FileManager.default
        try files.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Self.tighten(url, to: 0o700)
        guard let entries = files.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else {
            return
        }
        for case let entry as URL in entries {
            let values = try entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values.isSymbolicLink == true { continue }
            try Self.tighten(entry, to: values.isDirectory == true ? 0o700 : 0o600)
        }
    }

    /// Deletes what ivko keeps in the folder and nothing else.
    public func deleteShopData() throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: url.path) else { return }
        for name in try manager.contentsOfDirectory(atPath: url.path) where holdsShopData(named: name) {
            try manager.removeItem(at: url.appendingPathComponent(name))
        }
    }

    private static func tighten(_ url: URL, to permissions: Int) throws {
        let current = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        guard current.map({ $0 & 0o777 != permissions }) ?? true else { return }
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
    }
}
