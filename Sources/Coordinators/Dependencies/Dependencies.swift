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

    /// The types that have a value, by identity.
    var keys: Set<ObjectIdentifier> { Set(values.keys) }

    /// The value stored for the type identified by `key`, untyped.
    subscript(key: ObjectIdentifier) -> Any? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// These dependencies with `change` applied: its values set over them, its removals removed.
    func applying(_ change: DependencyChange) -> Dependencies {
        var result = self
        result.values.merge(change.values.values) { _, new in new }
        for key in change.removed { result.values[key] = nil }
        return result
    }
}
