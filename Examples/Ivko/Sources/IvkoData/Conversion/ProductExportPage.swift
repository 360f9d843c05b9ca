public import Foundation
public import IvkoModel

/// One page of the backend's product export, converted: the active products and the paging facts.
public struct ProductExportPage: Hashable, Sendable {
    /// The active products of the page, in the backend's order.
    public var products: [Product]
    /// The page's number, from 1.
    public var page: Int
    /// How many pages the export has.
    public var pageCount: Int
    /// How many products the whole export has (active or not), when the backend says.
    public var totalCount: Int?
    /// When the backend made the export, when it says.
    public var exportedAt: Date?
    /// The styles on this page that are inactive and so left out (not shown, not sold).
    public var inactiveStyles: [StyleCode]

    /// Makes a page.
    public init(
        products: [Product], page: Int = 1, pageCount: Int = 1, totalCount: Int? = nil,
        exportedAt: Date? = nil, inactiveStyles: [StyleCode] = []
    ) {
        self.products = products
        self.page = page
        self.pageCount = pageCount
        self.totalCount = totalCount
        self.exportedAt = exportedAt
        self.inactiveStyles = inactiveStyles
    }

    /// Whether this is the export's last page.
    public var isLastPage: Bool { page >= pageCount }
}
