public import Screens
import Coordinators
import IvkoModel

/// A row of the cart: the product, colour and size, price, a warning when it cannot be had in
/// full, and − / + buttons that send `CartChangeQuantity`. Its Remove button asks the cart screen
/// (`onRemove`) to confirm before anything is sent.
@MainActor
public final class CartLineCell: ListViewCell {
    /// The reuse identifier the cart's list registers this class under.
    public static let reuseIdentifier = "cartLine"

    /// The line shown; set by the cart screen.
    public var line: CartLineSummary? {
        didSet { apply() }
    }
    /// What the Remove button does: the cart screen confirms with an alert.
    public var onRemove: (@MainActor (CartLineCell) -> Void)?

    /// The product's name.
    public let titleLabel = Label()
    /// Colour, size and price.
    public let detailLabel = Label()
    /// The stock warning, when the line cannot be had in full.
    public let warningLabel = Label()
    /// Sends `CartChangeQuantity` one lower (disabled at one piece).
    public let decreaseButton = Button(title: "−")
    /// The quantity.
    public let quantityLabel = Label()
    /// Sends `CartChangeQuantity` one higher (disabled at what the stock allows).
    public let increaseButton = Button(title: "+")
    /// Asks the cart screen to confirm removing the line.
    public let removeButton = Button(title: "Remove")

    /// A row with no line yet (the list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        decreaseButton.accessibilityIdentifier = "cartLine.decrease"
        increaseButton.accessibilityIdentifier = "cartLine.increase"
        removeButton.accessibilityIdentifier = "cartLine.remove"
        let controls = StackView(
            arrangedSubviews: [decreaseButton, quantityLabel, increaseButton, removeButton], axis: .horizontal, spacing: 1
        )
        contentView.addSubview(StackView(arrangedSubviews: [titleLabel, detailLabel, warningLabel, controls], axis: .vertical))
        decreaseButton.action = { [weak self] button in self?.change(by: -1, from: button) }
        increaseButton.action = { [weak self] button in self?.change(by: 1, from: button) }
        removeButton.action = { [weak self] _ in
            guard let self, line != nil else { return }
            onRemove?(self)
        }
        apply()
    }

    /// Forgets the line and the remove handler before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        line = nil
        onRemove = nil
    }

    private func change(by step: Int, from button: Button) {
        guard let line, let quantity = newQuantity(line, step: step) else { return }
        button.sendAction(CartChangeQuantity(item: line.item, quantity: quantity))
    }

    /// The quantity one step away, if the user may have it (at least one; no more than the stock).
    private func newQuantity(_ line: CartLineSummary, step: Int) -> Quantity? {
        let (value, overflow) = line.item.quantity.value.addingReportingOverflow(step)
        guard !overflow, let quantity = Quantity(value) else { return nil }
        if step > 0, let maximum = line.availability.maximumQuantity, value > maximum { return nil }
        return quantity
    }

    private func apply() {
        titleLabel.text = line?.title
        detailLabel.text = line.map { line in
            let price = line.unitPrice.map { " · \(line.item.quantity.value) × \(ShopFormat.money($0))" } ?? ""
            return line.variantDescription + price
        }
        warningLabel.text = line?.availability.warning
        warningLabel.isHidden = warningLabel.text == nil
        quantityLabel.text = line.map { String($0.item.quantity.value) }
        decreaseButton.isEnabled = line.map { newQuantity($0, step: -1) != nil } ?? false
        increaseButton.isEnabled = line.map { newQuantity($0, step: 1) != nil } ?? false
        removeButton.isEnabled = line != nil
    }
}
