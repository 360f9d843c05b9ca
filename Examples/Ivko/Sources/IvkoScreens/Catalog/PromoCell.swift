public import Screens
import Coordinators
import IvkoModel

/// One slide of the promotion carousel: the picture, the headline and the line under it, the price,
/// and a Buy Now button that sends `CartBuyNow` from the button, up through the carousel, the
/// container cell and Home to the coordinators.
@MainActor
public final class PromoCell: ListViewCell {
    /// The reuse identifier the carousel registers this class under.
    public static let reuseIdentifier = "promo"

    /// The slide shown; set by the container cell when the carousel asks for the cell.
    public var slide: PromoSlide? {
        didSet { apply() }
    }

    /// The picture (its file, and the headline as its text alternative).
    public let imageView = ImageView()
    /// The headline.
    public let titleLabel = Label()
    /// The line under the headline.
    public let subtitleLabel = Label()
    /// The promoted product's price.
    public let priceLabel = Label()
    /// Sends `CartBuyNow` for the promoted product.
    public let buyNowButton = Button(title: "Buy Now")

    /// A cell with no slide yet (the carousel makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        buyNowButton.accessibilityIdentifier = "promo.buyNow"
        let column = StackView(
            arrangedSubviews: [imageView, titleLabel, subtitleLabel, priceLabel, buyNowButton], axis: .vertical
        )
        contentView.addSubview(column)
        buyNowButton.action = { [weak self] button in
            guard let style = self?.slide?.promotion.style else { return }
            // An action: a refusal reaches the user through the chain's `MessageFailed` (an alert).
            button.sendAction(CartBuyNow(style: style))
        }
        apply()
    }

    /// Forgets the slide before the carousel hands the cell out again.
    public override func prepareForReuse() {
        super.prepareForReuse()
        slide = nil
    }

    private func apply() {
        let promotion = slide?.promotion
        imageView.imagePath = slide?.imageFile
        imageView.imageSize = ShopPictures.size
        imageView.accessibilityLabel = promotion.map(\.title)
        imageView.isHidden = promotion == nil || (slide?.imageFile == nil && promotion?.image == nil)
        titleLabel.text = promotion?.title
        subtitleLabel.text = promotion?.subtitle
        subtitleLabel.isHidden = promotion?.subtitle == nil
        priceLabel.text = slide?.price.map(ShopFormat.price)
        priceLabel.isHidden = slide?.price == nil
        buyNowButton.isEnabled = promotion != nil
    }
}
