import AsyncTestSupport
import Coordinators
import Foundation
import IvkoModel
import IvkoScreens
import Screens
import Testing

@MainActor
@Suite("Swatches and thumbnails")
struct SwatchAndThumbnailTests {
    @Test("A colour's name gives its swatch's colour, whatever its case and hyphens; an unknown name a neutral one")
    func namesToColours() {
        #expect(SwatchColors.color(named: "Navy") == Screens.Color(hex: "#1f2a4d"))
        #expect(SwatchColors.color(named: "off-white") == SwatchColors.color(named: "Off White"))
        #expect(SwatchColors.knows("Forest Green"))
        #expect(!SwatchColors.knows("Colour 99"))
        #expect(SwatchColors.color(named: "Colour 99") == SwatchColors.neutral)
        let swatch = SwatchColors.swatch(named: "Black")
        #expect(swatch.isSwatch)
        #expect(swatch.accessibilityLabel == nil, "the text beside it names it")
    }

    @Test("Each colour choice shows a swatch of its colour before its name; the chosen one stays selected")
    func colourChoicesHaveSwatches() throws {
        let page = ProductDetailViewController(style: Sample.sequinDress.style, product: Sample.sequinDress)
        page.details = Sample.sequinDetails
        page.sizes = Sample.sizes(of: Sample.sequinDress)
        page.colorTable = Sample.colorTable
        _ = standIn(showing: page)
        let black = try find(ChoiceButton.self, "color.\(Sample.black.rawValue)", in: page.view)
        #expect(black.title == "Black")
        #expect(black.subviews.first?.backgroundColor == SwatchColors.color(named: "Black"))
        #expect(black.renderContent.isSelected)
        let unknown = try find(ChoiceButton.self, "color.72", in: page.view)
        #expect(unknown.title == "Colour 72")
        #expect(unknown.subviews.first?.backgroundColor == SwatchColors.neutral)
        #expect(!unknown.renderContent.isSelected)
    }

    @Test("A category is a grid of cards; each asks once for its thumbnail and shows it when it comes")
    func thumbnails() async throws {
        let query = ProductQuery(category: Sample.dresses)
        let list = ProductListViewController(query: query)
        var products = Sample.products(2)
        products[0].images = ProductImages(grid: Sample.asset("img/grid/W26KD1000_g.jpg"))
        list.page = ProductListing(query: query, products: products, hasMore: false)
        let catalog = standIn(showing: list)
        #expect(list.listView.layoutStyle == .cards)
        try await catalog.waitForMessages(1)
        #expect(catalog.messages(CatalogLoadPicture.self).map(\.path) == [Sample.asset("img/grid/W26KD1000_g.jpg")])
        let cells = list.listView.visibleCells.compactMap { $0 as? ProductCell }
        #expect(cells.first?.thumbnailView.isHidden == false, "a placeholder of the picture's shape until it comes")
        #expect(cells.first?.thumbnailView.imageSize == ShopPictures.size)
        #expect(cells.last?.thumbnailView.isHidden == true, "a product without a picture has no thumbnail")
        catalog.reply(to: CatalogLoadPicture.self, with: "/cache/img/grid/W26KD1000_g.jpg")
        try await waitUntil("the thumbnail shows") { cells.first?.thumbnailView.imagePath != nil }
        #expect(cells.first?.thumbnailView.imagePath == "/cache/img/grid/W26KD1000_g.jpg")
        list.listView.reloadData()
        #expect(catalog.messages(CatalogLoadPicture.self).count == 1, "asked once")
    }
}
