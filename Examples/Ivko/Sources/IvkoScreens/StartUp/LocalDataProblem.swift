public import IvkoModel

/// Why the user's local shop data cannot be opened: what the fatal-error screen explains before it
/// offers to reset the data.
public enum LocalDataProblem: Error, Hashable, Sendable {
    /// The database file is damaged or not a database.
    case damaged
    /// The device has no room left to open or update the data.
    case diskFull
    /// Any other failure to open the data.
    case unreadable

    /// The problem the fatal-error screen explains for `error`, or `nil` when `error` is not about
    /// the data on this device.
    public init?(_ error: ShopError) {
        switch error {
        case .damagedStorage: self = .damaged
        case .storageFull: self = .diskFull
        case .storageFailure: self = .unreadable
        default: return nil
        }
    }

    /// The explanation shown.
    public var explanation: String {
        switch self {
        case .damaged:
            "Your shop data on this device is damaged and cannot be opened. Resetting it downloads it "
                + "again; your cart and orders stay safe with the shop."
        case .diskFull:
            "This device has no room left for your shop data. Free some space, or reset the data to "
                + "start it afresh."
        case .unreadable:
            "Your shop data on this device cannot be opened. Resetting it downloads it again; your "
                + "cart and orders stay safe with the shop."
        }
    }
}
