public import IvkoModel

extension DatabaseProgress {
    /// The step in words, as the progress screen says it, e.g. `importing catalog: 1.160 products`.
    public var stepDescription: String {
        switch step {
        case .opening: "opening your data"
        case .checking: "checking your data"
        case .migrating: "updating your data"
        case .importingCatalog(let count): "importing catalog: \(ShopFormat.count(count)) products"
        }
    }
}
