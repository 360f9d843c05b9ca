public import Foundation
public import IvkoModel

/// One customer's data on disk, in its own SQLite database: the app's copy of the cart (the
/// server's is lost with the session), the order history, and orders being placed (kept until the
/// backend confirms them, so a retry reuses their `clientReference`). Opening and recovery: `LocalStore`.
public typealias UserStore = LocalStore<UserData>

/// The kind of a customer's database.
public enum UserData: LocalStoreKind {
    /// The user database's schema (`UserSchema`).
    public static var schema: LocalStoreSchema { LocalStoreSchema(migrator: UserSchema.migrator) }
}

extension UserStore {
    /// The database file of `customer` in `directory`: `customer-<number>.sqlite`, with any character
    /// other than a letter, digit or `-` of the number replaced by `_`.
    public static func path(in directory: URL, for customer: CustomerNumber) -> String {
        let safe = String(
            customer.rawValue.unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                    ? Character(scalar) : "_"
            })
        return directory.appendingPathComponent("\(fileNamePrefix)\(safe).sqlite").path
    }

    /// Whether `name`, a file in the folder the customers' databases are in, is one of them (or
    /// SQLite's journal beside one).
    public static func isDatabaseFile(named name: String) -> Bool {
        name.hasPrefix(fileNamePrefix) && name.contains(".sqlite")
    }

    private static var fileNamePrefix: String { "customer-" }
}
