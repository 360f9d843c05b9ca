public import Coordinators
public import IvkoModel

// The catalog's messages: what the catalog's screens ask up the chain. Each is a plain value whose
// reply is what the screen shows; a failure comes back as the error the screen shows (a
// `ScreenProblem`). Going to another page is no catalog message: screens send `Display(ShopPage)`.

/// Home asks for its promotions and categories: sent when it loads and by the retry button.
public struct CatalogLoadHome: Message, Hashable, Sendable {
    /// The promotions, the categories and their product counts.
    public typealias Reply = HomeContent

    /// The request.
    public init() {}
}

/// The category column (beside the catalog on a wide screen) asks for the categories: sent when it
/// loads and by its retry button.
public struct CatalogLoadCategories: Message, Hashable, Sendable {
    /// The categories and their product counts.
    public typealias Reply = CategoryIndex

    /// The request.
    public init() {}
}

/// A product list asks for the products of `query` after the first `loadedCount` (0: the first
/// page): sent when it loads, by the retry button, after a search, and when the user scrolls near
/// the end. The reply is the list for the query, `loadedCount` products and the next page's.
public struct CatalogLoadProducts: Message, Hashable, Sendable {
    /// The products of `query` from the first, as many as the list holds plus a page.
    public typealias Reply = ProductListing

    /// What the list shows: its category and search text.
    public let query: ProductQuery
    /// How many products the list holds already.
    public let loadedCount: Int

    /// The request for the products of `query` after the first `loadedCount`.
    public init(query: ProductQuery, loadedCount: Int = 0) {
        self.query = query
        self.loadedCount = loadedCount
    }
}

/// A product page asks for the product from the catalog and the colour names to show: sent when it
/// loads and by the retry button.
public struct CatalogLoadProduct: Message, Hashable, Sendable {
    /// The product (`nil` when the catalog does not have it) and the colour table.
    public typealias Reply = ProductFacts

    /// The product's style.
    public let style: StyleCode

    /// The request for the product with `style`.
    public init(style: StyleCode) {
        self.style = style
    }
}

/// A product page asks for the product's live details (price, stock per size, and on its first load
/// the ratings) and how many pieces of each colour and size are in the cart: sent when it loads, by
/// the retry button, and after the shop refused pieces for stock.
public struct CatalogLoadStock: Message, Hashable, Sendable {
    /// The live details and the pieces in the cart.
    public typealias Reply = ProductStock

    /// The product's style.
    public let style: StyleCode
    /// Whether the details should carry the product's ratings (the page's first load); a stock check
    /// after a refusal leaves them out and so never waits for the ratings service.
    public let withRatings: Bool

    /// The request for the live stock of `style`, with its ratings when `withRatings`.
    public init(style: StyleCode, withRatings: Bool = false) {
        self.style = style
        self.withRatings = withRatings
    }
}

/// A screen asks for the file of a picture (a slide's, a product's): the reply is the file's path
/// once it is on disk; a picture that cannot be had fails, and the screen keeps its text alternative.
public struct CatalogLoadPicture: Message, Hashable, Sendable {
    /// The path of the picture's file on disk.
    public typealias Reply = String

    /// The picture's path in the shop's assets.
    public let path: AssetPath

    /// The request for the picture at `path`.
    public init(path: AssetPath) {
        self.path = path
    }
}
