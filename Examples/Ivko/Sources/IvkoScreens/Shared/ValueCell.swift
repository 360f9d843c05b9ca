public import Screens

/// A list row that shows one value (a store, an address, a category, a product): set by the list's
/// screen, drawn again whenever it changes, and forgotten before the list hands the row out again.
/// Each kind of row says how its value reads (`apply()`), most often as its text and detail line.
@MainActor
public class ValueCell<Value>: ListViewCell {
    /// The value shown; `nil` until the list's screen sets it.
    public var value: Value? {
        didSet { apply() }
    }

    /// Forgets the value before the list hands the row out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        value = nil
    }

    /// Draws the value (and whatever else the row was told); a kind of row overrides it.
    func apply() {}
}
