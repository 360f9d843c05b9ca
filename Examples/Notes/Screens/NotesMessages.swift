public import Coordinators

/// The user chose a note in the list: show it.
public struct OpenNote: Message {
    /// The note's number.
    public let id: Int
}

/// The user asked to delete a note. The reply is how many notes are left; the error says why not.
public struct DeleteNote: Message {
    /// How many notes are left.
    public typealias Reply = Int
    /// The note's number.
    public let id: Int
}
