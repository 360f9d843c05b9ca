public import Screens
import Coordinators
import IvkoModel

/// One slide of the promotion carousel: the picture, the headline and the line under it, the price,
/// and a Buy Now button that sends `CartBuyNow` from the button, up through the carousel, the
/// container cell and Home to the coordinators. Its `value` is the slide shown, set by the container
/// cell when the carousel asks for the cell.
@MainActor
public final class PromoCell: ValueCell<PromoSlide> {
    /// The picture (its file, and the headline as its text alternative).
    public let imageView = ImageView()
    /// The headline.
    public let titleLabel = Label()
    /// The line under the headline.
    public let subtitleLabel = Label()
    /// The promoted product's price.
    public let priceLabel = Label()
    /// Sends `CartBuyNow` for the promoted product.
    public let buyNowButton = Button(title: "Buy Now").identified("promo.buyNow")

    /// A cell with no slide yet (the carousel makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let column = StackView(
            arrangedSubviews: [imageView, titleLabel, subtitleLabel, priceLabel, buyNowButton], axis: .vertical
        )
        contentView.addSubview(column)
        buyNowButton.action = { [weak self] button in
            guard let style = self?.value?.promotion.style else { return }
            // An action: a refusal reaches the user through the chain's `MessageFailed` (an alert).
            button.sendAction(CartBuyNow(style: style))
        }
        apply()
    }

    override func apply() {
        let promotion = value?.promotion
        imageView.imagePath = value?.imageFile
        imageView.imageSize = ShopPictures.size
        imageView.accessibilityLabel = promotion.map(\.title)
        imageView.isHidden = promotion == nil || (value?.imageFile == nil && promotion?.image == nil)
        titleLabel.text = promotion?.title
        subtitleLabel.text = promotion?.subtitle
        subtitleLabel.isHidden = promotion?.subtitle == nil
        priceLabel.text = value?.price.map(ShopFormat.price)
        priceLabel.isHidden = value?.price == nil
        buyNowButton.isEnabled = promotion != nil
    }
}
