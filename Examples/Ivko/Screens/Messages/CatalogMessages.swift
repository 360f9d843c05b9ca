public import Coordinators
public import IvkoModel

// The catalog's messages: what the catalog's screens ask of their coordinator. Each is a plain value;
// the reply is `Void`, and the answer comes back as data the coordinator sets on the screen.

/// Home asks for its promotions and categories: sent from `viewDidLoad` and by the retry button.
public struct CatalogLoadHome: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}

/// The user wants to search the whole catalog (Home's Search button).
public struct CatalogShowSearch: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}

/// The user chose a category: show its products.
public struct CatalogShowCategory: Message, Hashable, Sendable {
    /// The category chosen.
    public let category: Category

    /// The request to show `category`.
    public init(category: Category) {
        self.category = category
    }
}

/// The user chose a product (a row of a list, or a promotion's slide): show its page.
public struct CatalogShowProduct: Message, Hashable, Sendable {
    /// The product's style.
    public let style: StyleCode

    /// The request to show the product with `style`.
    public init(style: StyleCode) {
        self.style = style
    }
}

/// A product list asks for the first products of `query`: sent from `viewDidLoad` and by the retry
/// button. The coordinator answers by setting `ProductListViewController.page`.
public struct CatalogLoadProducts: Message, Hashable, Sendable {
    /// What the list shows.
    public let query: ProductQuery

    /// The request for the first products of `query`.
    public init(query: ProductQuery) {
        self.query = query
    }
}

/// A product list asks for the products after the ones it has, because the user scrolled near the
/// end. The coordinator answers with a longer `ProductPage` for the same query.
public struct CatalogLoadMoreProducts: Message, Hashable, Sendable {
    /// What the list shows.
    public let query: ProductQuery
    /// How many products the list holds already.
    public let loadedCount: Int

    /// The request for the products of `query` after the first `loadedCount`.
    public init(query: ProductQuery, loadedCount: Int) {
        self.query = query
        self.loadedCount = loadedCount
    }
}

/// The user searched (pressed search, or cleared or cancelled the search: then the text is empty).
/// The coordinator answers with a `ProductPage` for the new query.
public struct CatalogSearch: Message, Hashable, Sendable {
    /// The new query: the list's category with the text the user typed.
    public let query: ProductQuery

    /// The request to list the products of `query`.
    public init(query: ProductQuery) {
        self.query = query
    }
}

/// A product page asks for the product and its live details (price, stock per size): sent from
/// `viewDidLoad` and by the retry button.
public struct CatalogLoadProduct: Message, Hashable, Sendable {
    /// The product's style.
    public let style: StyleCode

    /// The request for the product with `style`.
    public init(style: StyleCode) {
        self.style = style
    }
}
