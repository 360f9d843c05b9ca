public import Foundation
import GRDB
public import IvkoModel

/// One customer's data on disk, in its own SQLite database: the app's copy of the cart (the
/// server's is lost with the session), the order history, and orders being placed (kept until the
/// backend confirms them, so a retry reuses their `clientReference`).
public final class UserStore: Sendable {
    let database: StoreDatabase

    private init(database: StoreDatabase) {
        self.database = database
    }

    /// The database file.
    public var path: String { database.path }

    /// The database file of `customer` in `directory`: `customer-<number>.sqlite`, with any character
    /// other than a letter, digit or `-` of the number replaced by `_`.
    public static func path(in directory: URL, for customer: CustomerNumber) -> String {
        let safe = String(customer.rawValue.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                ? Character(scalar) : "_"
        })
        return directory.appendingPathComponent("customer-\(safe).sqlite").path
    }

    /// Opens (creating or migrating as needed) the user database at `path`, off the caller's executor,
    /// reporting progress (on a background thread).
    /// - Throws: `StoreError.corrupt` for a damaged file or one that is no database,
    ///   `.cannotOpen`, `.newerSchema`.
    public static func open(
        at path: String,
        checksIntegrity: Bool = true,
        progress: @escaping @Sendable (StoreOpeningProgress) -> Void = { _ in }
    ) async throws(StoreError) -> UserStore {
        let database = try await StoreDatabase.open(
            at: path, migrator: UserSchema.migrator, checksIntegrity: checksIntegrity, progress: progress
        )
        return UserStore(database: database)
    }

    /// Deletes the user database at `path` (and its log files). The store at that path must be closed.
    public static func reset(at path: String) throws(StoreError) {
        try StoreDatabase.delete(at: path, migrator: UserSchema.migrator)
    }

    /// Closes the database; the store cannot be used afterwards.
    public func close() throws(StoreError) {
        try database.close()
    }

    func read<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(StoreError) -> Value {
        try await database.read(operation, body)
    }

    func write<Value: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> Value
    ) async throws(StoreError) -> Value {
        try await database.write(operation, body)
    }
}
