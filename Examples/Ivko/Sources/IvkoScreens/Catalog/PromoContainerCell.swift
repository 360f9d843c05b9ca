import Coordinators
import IvkoModel
public import Screens

/// The first row of Home: a header and the promotion carousel, a horizontal list of `PromoCell`s.
/// Home hands it the slides; it hands each slide on to the cell that shows it. Choosing a slide
/// shows its product: `Display(ShopPage.product(style:))` from that slide's cell.
@MainActor
public final class PromoContainerCell: ListViewCell {
    /// The reuse identifier Home's list registers this class under.
    public static let reuseIdentifier = "promoContainer"
    /// How many slides fit side by side.
    public static let visibleSlides = 3

    /// The slides, in order; set by Home. The carousel reloads only when they change, so it keeps
    /// its scroll position when Home reloads its list with the same slides.
    public var slides: [PromoSlide] = [] {
        didSet {
            guard slides != oldValue else { return }
            rows.items = slides
        }
    }

    /// The header above the carousel.
    public let headerLabel = Label(text: "Offers")
    /// The carousel: one slide per promotion.
    public let carousel = ListView(scrollDirection: .horizontal).identified("promo.carousel")
    private lazy var rows = ListRows<PromoSlide, PromoCell>(of: carousel) { cell, slide in
        cell.value = slide
    } choose: { slide, row in
        row.sendAction(Display(ShopPage.product(style: slide.promotion.style.rawValue)))
    }

    /// A container with no slides yet (Home's list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        carousel.visibleItemLimit = Self.visibleSlides
        contentView.addSubview(headerLabel)
        contentView.addSubview(carousel)
    }
}
