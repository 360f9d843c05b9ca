/// The live coordinator tree and the latest messages as plain values: what an inspector shows, a
/// log records, or a test compares.
///
/// Take one with `Inspector.snapshot()`. `text(showingDurations:)` renders it as a compact,
/// indented tree followed by the messages; with durations hidden, the same tree and messages always
/// render to the same string.
public struct InspectorSnapshot: Sendable, Equatable, CustomStringConvertible {
    /// The tree from the inspected root (usually the application coordinator), or `nil` once that
    /// root was released.
    public let tree: CoordinatorSnapshot?
    /// The latest dispatches the inspector's log kept, oldest first.
    public let messages: [DispatchRecord]
    /// How many dispatches the log saw in all, the ones it no longer keeps included.
    public let messageCount: Int

    /// Puts a snapshot together by hand (for expectations in tests) or from parts.
    public init(tree: CoordinatorSnapshot?, messages: [DispatchRecord], messageCount: Int) {
        self.tree = tree
        self.messages = messages
        self.messageCount = messageCount
    }

    /// One snapshot per scene: the scene coordinators in the tree (each with its subtree), in
    /// connection order.
    public var scenes: [CoordinatorSnapshot] {
        tree?.subtree.filter { $0.scene != nil } ?? []
    }

    /// The snapshot as text, with durations.
    public var description: String { text() }
}
