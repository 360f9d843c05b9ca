public import IvkoModel
public import Signals

/// The view model of one cart line, in the stateless style: the line shown, what the user may do
/// with it (one piece fewer, one more, remove), and its own `outputs`. The cart screen keeps one
/// per line and merges their outputs into its own through a `SignalBus`; the cell showing the line
/// is bound to it and hands the user's taps to it. A model the cart screen lets go of stops
/// contributing, whichever cell showed it.
@MainActor
public final class CartLineModel {
    /// What the user asked of the line.
    public enum Outputs: Hashable, Sendable {
        /// Set the line of `item` (as shown) to `quantity`.
        case changeQuantity(item: CartItem, quantity: Quantity)
        /// Remove the line (the cart screen asks first).
        case remove(CartLineSummary)
    }

    private let pipe = SignalPipe<Outputs>()
    /// The user's requests for this line.
    public var outputs: Signal<Outputs> { pipe.signal }
    /// The line shown; the cart screen updates it when the cart changes.
    public internal(set) var line: CartLineSummary

    /// The model of `line`.
    public init(line: CartLineSummary) {
        self.line = line
    }

    /// Whether the line may have one piece fewer (never fewer than one).
    public var canDecrease: Bool { quantity(step: -1) != nil }
    /// Whether the line may have one piece more (no more than the stock as last checked).
    public var canIncrease: Bool { quantity(step: 1) != nil }

    /// One piece fewer, if allowed.
    public func decrease() { change(by: -1) }

    /// One piece more, if allowed.
    public func increase() { change(by: 1) }

    /// Asks to remove the line.
    public func remove() {
        pipe.send(.remove(line))
    }

    private func change(by step: Int) {
        // The cell's buttons are disabled when the step is not allowed.
        if let quantity = quantity(step: step) { pipe.send(.changeQuantity(item: line.item, quantity: quantity)) }
    }

    /// The quantity one step away, if the user may have it (at least one; no more than the stock).
    private func quantity(step: Int) -> Quantity? {
        let (value, overflow) = line.item.quantity.value.addingReportingOverflow(step)
        guard !overflow, let quantity = Quantity(value) else { return nil }
        if step > 0, let maximum = line.availability.available, value > maximum { return nil }
        return quantity
    }
}
