/// How far opening a customer's database has come: the middleware's report, which the coordinator
/// that shows a progress screen turns into that screen's value (the data layer's own report stays
/// below the middleware).
public struct CustomerDataOpening: Hashable, Sendable {
    /// The step under way.
    public enum Step: Hashable, Sendable {
        /// Opening the database file.
        case opening
        /// Checking the file for damage.
        case checking
        /// Bringing the database up to this version of the app.
        case migrating
    }

    /// The step under way.
    public var step: Step
    /// The share of the work done, 0…1.
    public var fractionCompleted: Double

    /// A report of `step` at `fractionCompleted`.
    public init(step: Step, fractionCompleted: Double) {
        self.step = step
        self.fractionCompleted = fractionCompleted
    }
}
