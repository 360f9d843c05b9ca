/// Tells whoever started an action message that it reached its handler (or a handler's queue, or
/// failed): the moment the next action's message may start without overtaking it. Fires once.
@MainActor
final class ActionReach {
    private var onReach: (@MainActor () -> Void)?

    /// A signal that runs `onReach` the first time it fires.
    init(onReach: (@MainActor () -> Void)? = nil) {
        self.onReach = onReach
    }

    /// Fires the signal; later calls do nothing.
    func fire() {
        let action = onReach
        onReach = nil
        action?()
    }
}
