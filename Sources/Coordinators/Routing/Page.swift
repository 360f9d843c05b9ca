/// One screen of an app, named once: an app declares its screens as its own `Page` type (usually an
/// enum whose associated values are each screen's public parameters), and routing, deep links and
/// restoration all speak in those values.
///
/// ```swift
/// enum ShopPage: Page {
///     case home, category(id: Int), product(id: Int), cart, checkout
/// }
/// ```
///
/// `Hashable` lets a stack find a page it already shows, `Codable` lets a scene's navigation be
/// saved and restored, and `Sendable` lets pages travel as plain values.
public protocol Page: Hashable, Codable, Sendable {}
