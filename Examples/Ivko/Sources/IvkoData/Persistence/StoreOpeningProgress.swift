/// How far opening a local database has come, reported while it opens so the UI can show it.
public struct StoreOpeningProgress: Hashable, Sendable {
    /// The step being done.
    public enum Phase: Hashable, Sendable {
        /// Opening the file and switching it to write-ahead logging.
        case opening
        /// Checking the file for damage.
        case checking
        /// Running schema migration `step` (from 1) of `count`.
        case migrating(step: Int, count: Int)
        /// Open and ready.
        case ready
    }

    /// The step being done.
    public var phase: Phase
    /// The share of the work done, 0…1.
    public var fractionCompleted: Double

    /// Makes a progress report.
    public init(phase: Phase, fractionCompleted: Double) {
        self.phase = phase
        self.fractionCompleted = fractionCompleted
    }
}
