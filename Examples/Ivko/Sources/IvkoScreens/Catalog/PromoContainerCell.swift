public import Foundation
public import Screens
import Coordinators
import IvkoModel

/// The first row of Home: a header and the promotion carousel, a horizontal list of `PromoCell`s.
/// Home hands it the slides; it hands each slide on to the cell that shows it. It is the carousel's
/// data source and delegate, so choosing a slide sends `CatalogShowProduct` from that slide's cell.
@MainActor
public final class PromoContainerCell: ListViewCell, ListViewDataSource, ListViewDelegate {
    /// The reuse identifier Home's list registers this class under.
    public static let reuseIdentifier = "promoContainer"
    /// How many slides fit side by side.
    public static let visibleSlides = 3

    /// The slides, in order; set by Home. The carousel reloads only when they change, so it keeps
    /// its scroll position when Home reloads its list with the same slides.
    public var slides: [PromoSlide] = [] {
        didSet {
            guard slides != oldValue else { return }
            carousel.reloadData()
        }
    }

    /// The header above the carousel.
    public let headerLabel = Label(text: "Offers")
    /// The carousel.
    public let carousel = ListView(scrollDirection: .horizontal)

    /// A container with no slides yet (Home's list makes it).
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        carousel.accessibilityIdentifier = "promo.carousel"
        carousel.register(PromoCell.self, forCellReuseIdentifier: PromoCell.reuseIdentifier)
        carousel.visibleItemLimit = Self.visibleSlides
        carousel.dataSource = self
        carousel.delegate = self
        contentView.addSubview(headerLabel)
        contentView.addSubview(carousel)
    }

    /// One slide per promotion.
    public func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int {
        slides.count
    }

    /// A `PromoCell` showing the slide at `indexPath`.
    public func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(PromoCell.self, withReuseIdentifier: PromoCell.reuseIdentifier, for: indexPath)
        cell.slide = slides.indices.contains(indexPath.item) ? slides[indexPath.item] : nil
        return cell
    }

    /// Choosing a slide shows its product: `Display(ShopPage.product(style:))` from the slide's cell.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) {
        guard slides.indices.contains(indexPath.item) else { return }
        let sender: Responder = listView.cellForItem(at: indexPath) ?? listView
        sender.sendAction(Display(ShopPage.product(style: slides[indexPath.item].promotion.style.rawValue)))
    }
}
