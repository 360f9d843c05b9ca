/// How far opening the user's shop data has come, as the progress screen shows it. The coordinator
/// makes one from the data layer's reports (opening, checking, migrating the database; importing
/// the catalog).
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

    /// The step in words, e.g. `importing catalog: 1.160 products`.
    public var stepDescription: String {
        switch step {
        case .opening: "opening your data"
        case .checking: "checking your data"
        case .migrating: "updating your data"
        case .importingCatalog(let count): "importing catalog: \(ShopFormat.count(count)) products"
        }
    }
}
