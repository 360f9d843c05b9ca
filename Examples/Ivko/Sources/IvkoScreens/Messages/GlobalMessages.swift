public import Coordinators

// Messages about the app as a whole rather than one tab's flow.

/// The user asked to throw away the local data that cannot be opened (the fatal-error screen's
/// "Reset local data"): the app coordinator deletes it and opens the shop again.
public struct GlobalResetLocalData: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}
