extension AnyCoordinator {
    /// Sets `value` as the dependency of its type here and in every descendant, now and for children
    /// started later. Setting it again (a bigger value once the database is open) re-propagates it.
    ///
    /// The nearest value wins: a value set here is this subtree's own (an override, e.g. a preview
    /// catalog for one flow), and a value of the same type set later on an ancestor does not replace
    /// it, here or below; `removeDependency(_:)` gives the subtree the inherited value back.
    ///
    /// The key is `Value`, the static type. To set a value under a protocol that readers ask for
    /// (`dependency((any Keeper).self)`), pass it as that existential (`value as any Keeper`): a
    /// variable of type `any Keeper` passed as it is gets opened, and is keyed by its concrete type.
    public func setDependency<Value>(_ value: Value) {
        var change = DependencyChange()
        change.values[Value.self] = value
        ownDependencies[Value.self] = value
        apply(change)
    }

    /// Removes the value of type `Value` that was set on this coordinator, so it and every descendant
    /// without a value of its own see the one inherited from above again (or none). Does nothing when
    /// no value of that type was set here (an inherited value cannot be removed from below).
    public func removeDependency<Value>(_ type: Value.Type) {
        let key = ObjectIdentifier(type)
        guard ownDependencies.contains(type) else { return }
        ownDependencies[type] = nil
        var change = DependencyChange()
        if let inherited = inheritedDependencies[key] {
            change.values[key] = inherited
        } else {
            change.removed.insert(key)
        }
        apply(change)
    }

    /// The dependency of type `Value`, or `nil` while none has arrived.
    public func dependency<Value>(_ type: Value.Type) -> Value? {
        dependencies[type]
    }

    /// The dependency of type `Value`, or `CoordinatorError.missingDependency` when none has
    /// arrived: what a coordinator that cannot work without it reads, so that "a coordinator that
    /// exists has what it needs" is checked in one place and a wiring mistake says which type and
    /// which coordinator.
    public func requiredDependency<Value>(_ type: Value.Type) throws(CoordinatorError) -> Value {
        guard let value = dependencies[type] else {
            throw .missingDependency(type: String(describing: type), coordinator: identifier)
        }
        return value
    }

    /// The part `part` of the dependency of type `Value` (a manager the value gains later, such as
    /// the signed-in user's), or `CoordinatorError.missingDependency` naming the part's type when
    /// the dependency or the part is not there.
    public func requiredDependency<Value, Part>(_ type: Value.Type, _ part: KeyPath<Value, Part?>) throws(CoordinatorError) -> Part {
        guard let value = try requiredDependency(type)[keyPath: part] else {
            throw .missingDependency(type: String(describing: Part.self), coordinator: identifier)
        }
        return value
    }

    /// Whether the value of type `Value` that this coordinator sees was set here (an override)
    /// rather than inherited.
    public func overridesDependency<Value>(_ type: Value.Type) -> Bool {
        ownDependencies.contains(type)
    }

    /// Takes a new parent's dependencies on being started by it: inherits them all, and forgets the
    /// inherited values of types this parent has none of (left from a parent it had before).
    func join(parentDependencies: Dependencies) {
        inherit(
            DependencyChange(
                values: parentDependencies, removed: inheritedDependencies.keys.subtracting(parentDependencies.keys)
            ))
    }

    /// Takes what changed in the parent's dependencies: remembers it as inherited, and applies the
    /// part this coordinator does not override.
    func inherit(_ change: DependencyChange) {
        inheritedDependencies = inheritedDependencies.applying(change)
        apply(change.excluding(ownDependencies.keys))
    }

    /// Applies `change` to what this coordinator sees, tells it, re-checks readiness and passes the
    /// change on to the children.
    private func apply(_ change: DependencyChange) {
        guard !change.isEmpty else { return }
        dependencies = dependencies.applying(change)
        dependenciesDidChange()
        readinessDidChange()
        for child in children { child.inherit(change) }
        subtreeDidReceiveDependencies()
    }
}
