/// The named points a checkout passes, in order, from storing the pending order to the confirmed
/// order with its lines gone from the cart. `OrderManager` reports each to its checkpoint hook, so a
/// crash test can end the process at exactly that point (the `ivko` program's `IVKO_CRASH_AT`) and
/// check what a restart makes of it; Docs/CrashSafety.md says what must hold after each.
///
/// The hook is a plain optional closure handed in by the composition root: when none is given (every
/// normal run) a checkpoint costs one `nil` check.
public enum CheckoutCheckpoint: String, CaseIterable, Sendable {
    /// The checkout has its order but has stored nothing yet.
    case beforeSavingPending
    /// The pending order is stored (committed); nothing has been sent.
    case afterSavingPending
    /// The order is about to be sent (`POST orders`); at launch the resent pending orders pass here too.
    case beforeSending
    /// The backend answered with the confirmation; the pending order is still stored.
    case afterServerAnswered
    /// Inside the write transaction that forgets the pending order and takes its lines out of the
    /// cart, before it commits: a crash here must leave both as they were.
    case insideCompletion
    /// That transaction has committed; the server cart is not updated yet.
    case afterCompletion
    /// Everything is done; the confirmation is about to be returned to the screen.
    case afterCheckout
}

/// What a checkpoint is reported to (see `CheckoutCheckpoint`); it runs on whatever thread the
/// checkout is on, inside a database transaction for `.insideCompletion`.
public typealias CheckoutCheckpointHook = @Sendable (CheckoutCheckpoint) -> Void
