/// How far opening the shop's data on this device has come: the middleware reports the opening of
/// a customer's database with it (opening, checking, migrating; the data layer's own report stays
/// below the middleware), the catalog's import is one more step, and the progress screen shows it
/// (IvkoScreens words it: `stepDescription`).
public struct DatabaseProgress: Hashable, Sendable {
    /// The step under way.
    public enum Step: Hashable, Sendable {
        /// Opening the database file.
        case opening
        /// Checking the file for damage.
        case checking
        /// Bringing the database up to this version of the app.
        case migrating
        /// Importing the catalog; `productCount` products so far.
        case importingCatalog(productCount: Int)
    }

    /// The step under way.
    public var step: Step
    /// The share of the work done, 0…1 (clamped).
    public var fractionCompleted: Double

    /// A report of `step` at `fractionCompleted`.
    public init(step: Step, fractionCompleted: Double) {
        self.step = step
        self.fractionCompleted = min(max(fractionCompleted, 0), 1)
    }
}
