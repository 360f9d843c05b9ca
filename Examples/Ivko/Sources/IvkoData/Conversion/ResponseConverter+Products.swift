import IvkoModel
package import IvkoService
import Logging

extension ResponseConverter {
    /// Converts one page of `GET products.json?page=&size=` into active products and the paging facts.
    ///
    /// Inactive products (and those without an `active` value) are left out and listed in
    /// `inactiveStyles`. A product that cannot be read — no style, an unreadable price, a size
    /// range that is not one — is skipped and noted in `skipped`; the rest of the page goes on.
    /// - Throws: `DataError.unexpectedStructure` when the response is not an object or `products`
    ///   is not an array; `DataError.tooManyRecords` when the page lists more than
    ///   `maximumProductsPerPage` products; `DataError.invalidField` when the paging values cannot be read.
    package func productPage(fromProducts products: JSONValue) throws(DataError) -> Converted<ProductExportPage> {
        var reader = ResponseReader(.products, logger: logger)
        let root = try reader.root(products)
        let elements = try reader.list("products", in: root, limit: Self.maximumProductsPerPage)
        return try self.products(root: root, elements: elements, reader: &reader)
    }

    /// `productPage(fromProducts:)` for a page left in its parsed tree (`IvkoAPI.tree(_:)`): each
    /// record's members are converted as they are read, never the page whole. The same rules, the
    /// same result.
    package func productPage(fromTree products: JSONTree) throws(DataError) -> Converted<ProductExportPage> {
        var reader = ResponseReader(.products, logger: logger)
        let root = try reader.root(products)
        let elements = try reader.list("products", in: root, of: products, limit: Self.maximumProductsPerPage)
        return try self.products(root: root, elements: elements, reader: &reader)
    }

    /// Converts the whole product export, `GET products.json` without paging, like one page of it
    /// (`page` and `pages` are 1 unless the backend says otherwise).
    /// - Throws: as `productPage(fromProducts:)`, with the limit `maximumProductsPerExport`.
    package func productExport(fromExport export: JSONValue) throws(DataError) -> Converted<ProductExportPage> {
        var reader = ResponseReader(.productExport, logger: logger)
        let root = try reader.root(export)
        let elements = try reader.list("products", in: root, limit: Self.maximumProductsPerExport)
        return try products(root: root, elements: elements, reader: &reader)
    }

    /// The page of `root`, whose `products` are `elements`.
    private func products<Element: RecordElement>(
        root: FieldReader, elements: [Element], reader: inout ResponseReader
    ) throws(DataError) -> Converted<ProductExportPage> {
        let localTime = LocalTimeConverter(timeZone: timeZone)
        var page = try reader.single { () throws(FieldError) in
            ProductExportPage(
                products: [],
                page: try root.integer("page") ?? 1,
                pageCount: try root.integer("pages") ?? 1,
                totalCount: try root.integer("total"),
                exportedAt: try root.shopTime("exported_at", localTime: localTime)
            )
        }
        var converter = ProductConverter(localTime: localTime, shopCurrency: shopCurrency)
        page.products = reader.records(elements, at: "products", key: "style") { fields throws(FieldError) in
            try converter.product(from: fields)
        }
        page.inactiveStyles = converter.inactiveStyles
        if !page.inactiveStyles.isEmpty {
            logger.debug("Left out inactive products", metadata: ["count": "\(page.inactiveStyles.count)"])
        }
        return Converted(page, skipped: reader.skipped)
    }
}
