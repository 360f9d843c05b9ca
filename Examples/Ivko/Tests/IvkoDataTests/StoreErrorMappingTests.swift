import Foundation
import GRDB
@testable import IvkoData
import IvkoModel
import IvkoTestSupport
import Testing

/// A local database's failures as the one `ShopError`, named where they are caught: a full disk
/// from SQLite's own result code, never from the words of a message.
@Suite struct StoreErrorMappingTests {
    /// One piece of the style numbered `number` (0…9999) of the W26KD theme.
    private static func item(_ number: Int) throws -> CartItem {
        let digits = String(number + 10_000).dropFirst()
        return try CartItem(
            style: #require(StyleCode(rawValue: "W26KD\(digits)")), color: #require(ColorCode(rawValue: "31")),
            size: #require(Size(rawValue: "M"))
        )
    }

    /// A database that may not grow (SQLite's `max_page_count`, as a full disk would stop it) refuses
    /// the write with `SQLITE_FULL`: the database says `.full`, the store's write (what the managers see) `storageFull`, and what was
    /// saved before is kept.
    @Test func aDatabaseThatCannotGrowIsAFullDisk() async throws {
        let directory = try TemporaryDirectory()
        let store = try await UserStore.open(at: directory.path("customer.sqlite"))
        let kept = [try Self.item(0)]
        try await store.saveCartItems(kept)
        let pages = try await store.database.pool.write { db in try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0 }
        _ = try await store.database.pool.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages)")
        }
        let many = try (1..<2_000).map(Self.item)
        do throws(StoreError) {
            try await store.database.write("save the cart") { db in try UserStore.writeCartItems(many, in: db) }
            Issue.record("a database at its page limit took 2,000 more lines")
        } catch {
            guard case .full(let operation, _) = error else {
                Issue.record("a full database is \(error), not .full")
                return
            }
            #expect(!operation.isEmpty)
        }
        do throws(ShopError) {
            try await store.saveCartItems(many)
            Issue.record("a database at its page limit took 2,000 more lines")
        } catch {
            guard case .storageFull = error else {
                Issue.record("a full database is \(error) for the app, not storageFull")
                return
            }
        }
        #expect(try await store.cartItems() == kept)
        try store.close()
    }

    @Test func localDatabaseFailuresKeepWhetherResettingHelpsOrTheDiskIsFull() {
        let path = "/data/customer-0004711.sqlite"
        let corrupt = StoreError.corrupt(path: path, reason: "file is not a database")
        #expect(ShopError(corrupt) == .damagedStorage(reason: corrupt.description))
        let newer = StoreError.newerSchema(path: path, unknownMigrations: ["v9"])
        #expect(ShopError(newer) == .damagedStorage(reason: newer.description))
        let full = StoreError.full(operation: "save the cart", reason: "database or disk is full")
        #expect(ShopError(full) == .storageFull(reason: full.description))
        let denied = StoreError.cannotOpen(path: path, reason: "Permission denied")
        #expect(ShopError(denied) == .storageFailure(reason: denied.description))
        #expect(ShopError(StoreError.cancelled) == .cancelled)
        #expect([corrupt, full, denied].map { ShopError($0).isLocalStorage } == [true, true, true])
        #expect(!full.isResettable, "a full disk is not mended by deleting the database")
    }

    /// The words of a message decide nothing: only SQLite's result code makes a failure `.full`.
    @Test func aMessageThatSpeaksOfAFullDiskIsNotOne() {
        let worded = StoreError.failed(operation: "save the cart", reason: "database or disk is full")
        #expect(ShopError(worded) == .storageFailure(reason: worded.description))
        let caught = StoreError.failed("save the cart", DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full"))
        #expect(caught == .full(operation: "save the cart", reason: "database or disk is full"))
        let other = StoreError.failed("save the cart", DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error"))
        guard case .failed = other else {
            Issue.record("an I/O error is \(other), not .failed")
            return
        }
    }
}
