import Foundation
import GRDB

/// What a crash test reads from the app's SQLite files, with GRDB directly (not through the app's
/// stores, which would migrate or reset what they open): SQLite's full `integrity_check`, the cart's
/// rows and the pending orders. A file the app may still have open, or one a kill left with its
/// write-ahead log, is read from a copy (the database and its `-wal`), so the test never recovers or
/// changes the app's own files.
struct CrashDatabase {
    /// One cart or order line, compared across the app's cart, its pending order and the server.
    struct Line: Hashable, Comparable, CustomStringConvertible {
        let style: String
        let color: String
        let size: String
        let quantity: Int

        static func < (lhs: Line, rhs: Line) -> Bool {
            (lhs.style, lhs.color, lhs.size, lhs.quantity) < (rhs.style, rhs.color, rhs.size, rhs.quantity)
        }

        var description: String { "\(style)/\(color)/\(size)×\(quantity)" }
    }

    /// A pending order as stored: its client reference and lines.
    struct Pending: Equatable {
        let clientRef: String
        let lines: [Line]
    }

    /// The order request as the app stores it in `pendingOrder.request` (only what is compared).
    private struct StoredRequest: Decodable {
        struct Item: Decodable {
            let style: String
            let color: String
            let size: String
            let quantity: Int
        }

        let clientReference: UUID
        let items: [Item]
    }

    /// `integrity_check`'s findings (`["ok"]` for a sound file).
    let integrity: [String]
    /// The cart's rows, in order (empty when the file has no cart table).
    let cart: [Line]
    /// The pending orders (empty when the file has none or no such table).
    let pending: [Pending]

    /// Reads the database at `path` from a copy of it (and of its write-ahead log, if any) made in
    /// `scratch`.
    static func read(copyOf path: String, in scratch: URL) throws -> CrashDatabase {
        let manager = FileManager.default
        let folder = scratch.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path
        try manager.copyItem(atPath: path, toPath: copy)
        if manager.fileExists(atPath: path + "-wal") { try manager.copyItem(atPath: path + "-wal", toPath: copy + "-wal") }
        let queue = try DatabaseQueue(path: copy)
        defer { try? queue.close() }
        return try queue.read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            var cart: [Line] = []
            if try db.tableExists("cartItem") {
                cart = try Row.fetchAll(db, sql: "SELECT style, color, size, quantity FROM cartItem ORDER BY position").map { row in
                    Line(style: row["style"], color: row["color"], size: row["size"], quantity: row["quantity"])
                }
            }
            var pending: [Pending] = []
            if try db.tableExists("pendingOrder") {
                pending = try Data.fetchAll(db, sql: "SELECT request FROM pendingOrder ORDER BY createdAt").map { data in
                    let request = try JSONDecoder().decode(StoredRequest.self, from: data)
                    return Pending(
                        clientRef: request.clientReference.uuidString,
                        lines: request.items.map { Line(style: $0.style, color: $0.color, size: $0.size, quantity: $0.quantity) }
                    )
                }
            }
            return CrashDatabase(integrity: integrity, cart: cart, pending: pending)
        }
    }

    /// The file's identity (device and inode): a database deleted and made again has another one.
    static func identity(of path: String) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let device = (attributes[.systemNumber] as? NSNumber)?.intValue ?? -1
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1
        return "\(device):\(inode)"
    }
}
