/// Why a local database could not be opened or used.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not a database or is damaged. Offer the user to reset it (`reset(at:)`): the
    /// catalog is imported again and the user's data fetched again from the backend.
    case corrupt(path: String, reason: String)
    /// The file could not be opened at all (missing folder, no permission).
    case cannotOpen(path: String, reason: String)
    /// The disk has no room left for the database to grow (SQLite's `SQLITE_FULL`), when opening
    /// (`operation` "open PATH") or writing.
    case full(operation: String, reason: String)
    /// The file was written by a newer version of the app, with migrations this one does not know.
    case newerSchema(path: String, unknownMigrations: [String])
    /// A read or write failed on an open database.
    case failed(operation: String, reason: String)
    /// The task was cancelled before the read or write ran; nothing was written.
    case cancelled

    /// Whether deleting and recreating the database (`reset(at:)`) may fix the problem.
    public var isResettable: Bool {
        switch self {
        case .corrupt, .newerSchema, .cannotOpen: true
        case .full, .failed, .cancelled: false
        }
    }

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .corrupt(let path, let reason): "The database \(path) is damaged: \(reason)"
        case .cannotOpen(let path, let reason): "The database \(path) cannot be opened: \(reason)"
        case .newerSchema(let path, let unknown):
            "The database \(path) was written by a newer app (\(unknown.joined(separator: ", ")))"
        case .full(let operation, let reason): "No room left on the disk for database \(operation): \(reason)"
        case .failed(let operation, let reason): "Database \(operation) failed: \(reason)"
        case .cancelled: "The database work was cancelled"
        }
    }
}
