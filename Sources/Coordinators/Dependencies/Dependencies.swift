/// The values coordinators pass down their tree, keyed by type.
///
/// The library does not know the app's dependency type: the app declares its own value (usually one
/// `AppDependency` struct) and reads it back typed, with no cast at the use site:
///
/// ```swift
/// struct AppDependency { var dataManager: DataManager?; var cart: CartManager? }
///
/// appCoordinator.setDependency(AppDependency(dataManager: manager))   // propagates down the tree
/// let cart = coordinator.dependencies[AppDependency.self]?.cart         // AppDependency?
/// ```
public struct Dependencies {
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty set of dependencies.
    public init() {}

    /// The value of type `Value`, or `nil` when none has been set.
    public subscript<Value>(_ type: Value.Type) -> Value? {
        get { values[ObjectIdentifier(type)] as? Value }
        set { values[ObjectIdentifier(type)] = newValue }
    }

    /// Whether a value of type `Value` is set.
    public func contains<Value>(_ type: Value.Type) -> Bool {
        values[ObjectIdentifier(type)] != nil
    }

    /// How many values are set.
    public var count: Int { values.count }

    /// These dependencies with every value of `other` set over them.
    func merging(_ other: Dependencies) -> Dependencies {
        var merged = self
        merged.values.merge(other.values) { _, new in new }
        return merged
    }
}
