import GRDB
import IvkoModel

/// A converted page with its rows' database values already made (names folded for search,
/// lists joined, prices as text), so that this work runs with the page's conversion, off the
/// database's single writer. Only the positions are added when the page is written.
struct PreparedExportPage: Sendable {
    /// The converted page.
    let page: Converted<ProductExportPage>
    /// The values of each product's row, in `ProductRecord.columns` order, without the position.
    let rows: [[DatabaseValue]]

    /// The page with its rows made, the prices' column forms remembered in `amounts` (shared by
    /// the pages of one import).
    init(_ page: Converted<ProductExportPage>, amounts: ProductRecord.AmountColumns) {
        self.page = page
        rows = page.products.map { ProductRecord.values($0, amounts: amounts) }
    }
}
