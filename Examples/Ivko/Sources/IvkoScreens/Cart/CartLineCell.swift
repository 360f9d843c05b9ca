public import Screens
import IvkoModel

/// A row of the cart: the product, colour and size, price, a warning when it cannot be had in
/// full, and − / + / Remove, which it hands to the line's model (`CartLineModel`). It sends
/// nothing itself: a reused cell is bound to its new line's model, and the old model hears no
/// more of it.
@MainActor
public final class CartLineCell: ListViewCell {
    /// The model of the line shown; bound by the cart screen, which owns it (held weakly: a model
    /// the screen let go of is gone from the cell too).
    public weak var model: CartLineModel? {
        didSet { apply() }
    }

    /// The product's name.
    public let titleLabel = Label()
    /// Colour, size and price.
    public let detailLabel = Label()
    /// The stock warning, when the line cannot be had in full.
    public let warningLabel = Label()
    /// One piece fewer (disabled at one piece).
    public let decreaseButton = Button(title: "−").identified("cartLine.decrease")
    /// The quantity.
    public let quantityLabel = Label()
    /// One piece more (disabled at what the stock allows).
    public let increaseButton = Button(title: "+").identified("cartLine.increase")
    /// Asks to remove the line (the cart screen confirms first).
    public let removeButton = Button(title: "Remove").identified("cartLine.remove")

    /// A row with no line yet (the list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let controls = StackView(
            arrangedSubviews: [decreaseButton, quantityLabel, increaseButton, removeButton], axis: .horizontal, spacing: 1
        )
        contentView.addSubview(StackView(arrangedSubviews: [titleLabel, detailLabel, warningLabel, controls], axis: .vertical))
        decreaseButton.action = { [weak self] _ in self?.model?.decrease() }
        increaseButton.action = { [weak self] _ in self?.model?.increase() }
        removeButton.action = { [weak self] _ in self?.model?.remove() }
        apply()
    }

    /// Unbinds the line's model before the list hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        model = nil
    }

    private func apply() {
        let line = model?.line
        // The title beside it names the product: the thumbnail has no text of its own.
        thumbnailView.imagePath = line?.pictureFile
        thumbnailView.imageSize = ShopPictures.size
        thumbnailView.isHidden = line?.picture == nil
        titleLabel.text = line?.title
        detailLabel.text = line.map { line in
            let price = line.unitPrice.map { " · \(line.item.quantity.value) × \(ShopFormat.money($0))" } ?? ""
            return line.variantDescription + price
        }
        warningLabel.text = line?.availability.warning
        warningLabel.isHidden = warningLabel.text == nil
        quantityLabel.text = line.map { String($0.item.quantity.value) }
        decreaseButton.isEnabled = model?.canDecrease ?? false
        increaseButton.isEnabled = model?.canIncrease ?? false
        removeButton.isEnabled = model != nil
    }
}
