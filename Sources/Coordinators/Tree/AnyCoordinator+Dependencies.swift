extension AnyCoordinator {
    /// Sets `value` as the dependency of its type here and in every descendant, now and for children
    /// started later. Setting it again (a bigger value once the database is open) re-propagates it.
    public func setDependency<Value>(_ value: Value) {
        var update = Dependencies()
        update[Value.self] = value
        receive(update)
    }

    /// The dependency of type `Value`, or `nil` while none has arrived.
    public func dependency<Value>(_ type: Value.Type) -> Value? {
        dependencies[type]
    }

    /// Merges `update` into this coordinator's dependencies, tells it, re-checks readiness and passes
    /// the update on to the children.
    func receive(_ update: Dependencies) {
        guard update.count > 0 else { return }
        dependencies = dependencies.merging(update)
        dependenciesDidChange()
        readinessDidChange()
        for child in children { child.receive(update) }
        subtreeDidReceiveDependencies()
    }
}
