/// Starts action messages strictly one after another where a task cannot start synchronously
/// (`Task.immediate` needs macOS 26 / iOS 26): each message starts only once the one before it has
/// reached its handler, so handlers are reached in the order of the actions whatever order the
/// executor would run separate tasks in.
///
/// Each message runs in its own task; the relay waits for that task's `ActionReach`, not for the
/// handler to finish, so a slow asynchronous handler holds up later messages for no longer than
/// its walk up the chain.
@MainActor
final class OrderedActionRelay {
    /// One message's delivery: it fires the reach it is given when its handler is reached.
    typealias Delivery = @MainActor (ActionReach) async -> Void

    /// The relay every action uses on platforms without `Task.immediate`.
    static let shared = OrderedActionRelay()

    private var waiting: [(delivery: Delivery, onStart: (Task<Void, Never>) -> Void)] = []
    private var isRelaying = false

    /// Creates a relay with nothing waiting.
    init() {}

    /// Starts `delivery` after every delivery enqueued before it has reached its handler, and hands
    /// its task to `onStart` (to be cancelled through its `ActionRequest`).
    func enqueue(_ delivery: @escaping Delivery, onStart: @escaping (Task<Void, Never>) -> Void = { _ in }) {
        waiting.append((delivery, onStart))
        guard !isRelaying else { return }
        isRelaying = true
        Task { @MainActor in await relay() }
    }

    private func relay() async {
        while !waiting.isEmpty {
            let (delivery, onStart) = waiting.removeFirst()
            await withCheckedContinuation { (reached: CheckedContinuation<Void, Never>) in
                let reach = ActionReach { reached.resume() }
                // Isolated to the main actor explicitly, so the delivery is queued there directly.
                onStart(
                    Task { @MainActor in
                        await delivery(reach)
                        reach.fire()
                    })
            }
        }
        isRelaying = false
    }
}
