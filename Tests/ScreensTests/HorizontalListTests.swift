import Foundation
import Testing
@testable import Screens

/// A promo tile in a carousel: an image and a title in its content view, counting its reuses.
@MainActor
final class PromoCell: ListViewCell {
    let imageView = ImageView()
    private(set) var reuseCount = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(imageView)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    func configure(promo: String) {
        text = promo
        imageView.imagePath = "/cache/\(promo).png"
        imageView.accessibilityLabel = promo
    }
}

/// Feeds a carousel of promo cells and counts the cells it had to create.
@MainActor
final class PromoDataSource: ListViewDataSource {
    var promos: [String]
    private(set) var cellsCreated = 0

    init(promos: [String]) { self.promos = promos }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { promos.count }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(PromoCell.self, withReuseIdentifier: "promo", for: indexPath)
        if cell.text == nil { cellsCreated += 1 }
        cell.configure(promo: promos[indexPath.item])
        return cell
    }
}

/// A cell of the home list that holds the promo carousel, as the app's PromoContainerCell will.
@MainActor
final class PromoContainerCell: ListViewCell {
    let carousel = ListView(scrollDirection: .horizontal)
    private var source = PromoDataSource(promos: [])

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        carousel.visibleItemLimit = 2
        contentView.addSubview(carousel)
    }

    /// Starts a reused container's carousel at its first promo again.
    override func prepareForReuse() {
        super.prepareForReuse()
        carousel.scrollToItem(at: IndexPath(item: 0, section: 0))
    }

    func configure(promos: [String]) {
        source = PromoDataSource(promos: promos)
        carousel.dataSource = source
        carousel.reloadData()
    }
}

/// The home list: row 0 is the promo carousel, the others are plain text rows.
@MainActor
final class HomeDataSource: ListViewDataSource {
    let promos: [String]
    let rows: [String]

    init(promos: [String], rows: [String]) {
        self.promos = promos
        self.rows = rows
    }

    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { rows.count + 1 }

    func listView(_ listView: ListView, cellForItemAt indexPath: IndexPath) -> ListViewCell {
        if indexPath.item == 0 {
            let cell = listView.dequeueReusableCell(PromoContainerCell.self, withReuseIdentifier: "promos", for: indexPath)
            cell.configure(promos: promos)
            return cell
        }
        let cell = listView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.text = rows[indexPath.item - 1]
        return cell
    }
}

@MainActor
@Suite("Horizontal list")
struct HorizontalListTests {
    private func makeCarousel(count: Int, limit: Int) -> (ListView, PromoDataSource) {
        let carousel = ListView(scrollDirection: .horizontal)
        carousel.visibleItemLimit = limit
        let source = PromoDataSource(promos: (0..<count).map { "promo\($0)" })
        carousel.dataSource = source
        return (carousel, source)
    }

    @Test func onlyTheVisibleRangeHasCellsAndScrollingSidewaysReusesThem() {
        let (carousel, source) = makeCarousel(count: 10, limit: 3)
        #expect(carousel.scrollDirection == .horizontal)
        #expect(carousel.visibleCells.map(\.text) == ["promo0", "promo1", "promo2"])
        #expect(carousel.subviews.count == 3)

        #expect(carousel.userScroll(byItems: 1))
        #expect(carousel.indexPathsForVisibleItems.map(\.item) == [1, 2, 3])
        #expect(carousel.userScroll(byItems: 4))
        #expect(carousel.indexPathsForVisibleItems.map(\.item) == [5, 6, 7])
        #expect(carousel.userScroll(byItems: 50))
        #expect(carousel.indexPathsForVisibleItems.map(\.item) == [7, 8, 9])
        #expect(!carousel.userScroll(byItems: 1))
        #expect(!carousel.userScroll(byItems: Int.max))
        #expect(carousel.userScroll(byItems: -2))
        #expect(carousel.indexPathsForVisibleItems.map(\.item) == [5, 6, 7])
        #expect(carousel.userScroll(byItems: Int.min))
        #expect(carousel.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        #expect(!carousel.userScroll(byItems: -1))
        #expect(carousel.scrollToItem(at: IndexPath(item: 8, section: 0)))
        #expect(carousel.visibleCells.map(\.text) == ["promo6", "promo7", "promo8"])

        #expect(source.cellsCreated == 3)
        #expect(carousel.subviews.count == 3)
        #expect(carousel.visibleCells.allSatisfy { ($0 as? PromoCell)?.reuseCount ?? 0 > 0 })
        #expect(carousel.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
    }

    @Test func scrollingDoesNothingWhenEverythingIsVisible() {
        let (carousel, source) = makeCarousel(count: 2, limit: 5)
        #expect(!carousel.userScroll(byItems: 1))
        carousel.visibleItemLimit = nil
        #expect(!carousel.userScroll(byItems: -1))
        #expect(carousel.visibleCells.count == 2)
        let empty = ListView(scrollDirection: .horizontal)
        #expect(!empty.userScroll(byItems: 3))
        _ = source
    }

    @Test func renderContentSaysTheListScrollsSideways() throws {
        let (carousel, source) = makeCarousel(count: 4, limit: 2)
        carousel.layoutIfNeeded()
        #expect(carousel.renderContent == RenderContent(kind: .horizontalList, detail: "4 items", isFocusable: true))
        #expect(ListView().renderContent.kind == .list)
        let cell = try #require(carousel.visibleCells.first as? PromoCell)
        #expect(cell.imageView.renderContent == RenderContent(kind: .image, text: "promo0", detail: "/cache/promo0.png"))
        _ = source
    }

    @Test func selectionFollowsTheItemAcrossScrolling() throws {
        let (carousel, source) = makeCarousel(count: 6, limit: 2)
        let delegate = RecordingListDelegate()
        carousel.delegate = delegate
        try carousel.userSelectItem(at: IndexPath(item: 1, section: 0))
        #expect(carousel.visibleCells.map(\.isSelected) == [false, true])
        #expect(carousel.userScroll(byItems: 2))
        #expect(carousel.visibleCells.map(\.isSelected) == [false, false])
        try carousel.userSelectItem(at: IndexPath(item: 3, section: 0))
        #expect(throws: ScreensError.indexOutOfRange) { try carousel.userSelectItem(at: IndexPath(item: 6, section: 0)) }
        #expect(carousel.userScroll(byItems: -2))
        #expect(carousel.visibleCells.map(\.isSelected) == [false, false])
        #expect(carousel.userScroll(byItems: 2))
        #expect(try #require(carousel.cellForItem(at: IndexPath(item: 3, section: 0))).renderContent.isSelected)
        #expect(delegate.events == ["select 1", "deselect 1", "select 3"])
        #expect(carousel.indexPathForSelectedItem == IndexPath(item: 3, section: 0))
        _ = source
    }

    @Test func aCarouselInACellOfAVerticalListPassesEventsUpThroughTheContainerCell() throws {
        let home = ViewController()
        let outer = ListView()
        outer.visibleItemLimit = 3
        let source = HomeDataSource(promos: ["spring", "sale", "denim"], rows: (1...8).map { "row \($0)" })
        outer.dataSource = source
        home.view.addSubview(outer)
        let window = showInWindow(home)

        let container = try #require(outer.cellForItem(at: IndexPath(item: 0, section: 0)) as? PromoContainerCell)
        let carousel = container.carousel
        #expect(carousel.visibleCells.map(\.text) == ["spring", "sale"])
        let promo = try #require(carousel.cellForItem(at: IndexPath(item: 1, section: 0)))
        let expected: [Responder] = [
            promo, carousel, container.contentView, container, outer, home.view, home, window,
        ]
        #expect(responderChain(from: promo).map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        let image = try #require((promo as? PromoCell)?.imageView)
        #expect(image.next === promo.contentView && promo.contentView.next === promo)

        let outerDelegate = RecordingListDelegate()
        let carouselDelegate = RecordingListDelegate()
        outer.delegate = outerDelegate
        carousel.delegate = carouselDelegate
        try carousel.userSelectItem(at: IndexPath(item: 2, section: 0))
        #expect(carouselDelegate.events == ["select 2"])
        #expect(outerDelegate.events.isEmpty)
        #expect(outer.indexPathForSelectedItem == nil)
        #expect(carousel.userScroll(byItems: 1))
        #expect(carousel.visibleCells.map(\.text) == ["sale", "denim"])
        #expect(carousel.visibleCells.last?.isSelected == true)
    }

    @Test func theContainerCellIsReusedWhenTheOuterListScrollsBack() throws {
        let home = ViewController()
        let outer = ListView()
        outer.visibleItemLimit = 2
        let source = HomeDataSource(promos: ["spring", "sale", "denim"], rows: (1...8).map { "row \($0)" })
        outer.dataSource = source
        home.view.addSubview(outer)
        let window = showInWindow(home)

        let container = try #require(outer.cellForItem(at: IndexPath(item: 0, section: 0)) as? PromoContainerCell)
        #expect(container.carousel.userScroll(byItems: 1))
        #expect(outer.userScroll(byItems: 3))
        #expect(outer.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(container.superview == nil)
        #expect(outer.userScroll(byItems: -3))
        let again = try #require(outer.cellForItem(at: IndexPath(item: 0, section: 0)) as? PromoContainerCell)
        #expect(again === container)
        #expect(again.carousel.visibleCells.map(\.text) == ["spring", "sale"])
        let promo = try #require(again.carousel.visibleCells.first)
        #expect(
            responderChain(from: promo).prefix(6).map(ObjectIdentifier.init)
                == [promo, again.carousel, again.contentView, again, outer, home.view].map(ObjectIdentifier.init))
        _ = window
    }
}
