import AsyncTools
import Foundation
import GRDB
import IvkoModel

/// A product as a row of the catalog database: written with one prepared statement per page,
/// read back into the model. Prices are kept as exact decimal text, with a `Double` copy only
/// for sorting.
enum ProductRecord {
    /// The columns a product's row binds, in order. `position` comes last: the rows are made
    /// while pages are converted, and the position is added when the page is written.
    static let columns = CatalogSchema.productColumns.filter { $0 != "position" } + ["searchName", "position"]

    /// The SQL that adds a product to `table`, binding `columns`.
    static func insertSQL(into table: String) -> String {
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ",")
        return "INSERT OR REPLACE INTO \(table) (\(columns.joined(separator: ","))) VALUES (\(placeholders))"
    }

    /// The values of `product`'s row but its position, in `columns` order; `amounts` remembers the
    /// column forms of prices already seen (a catalog has few distinct prices).
    static func values(_ product: Product, amounts: AmountColumns) -> [DatabaseValue] {
        let (regular, sale) = amounts.columns(for: product.price.regular.amount, sale: product.price.sale?.amount)
        return [
            product.style.rawValue.databaseValue,
            product.season.rawValue.databaseValue,
            product.theme.rawValue.databaseValue,
            product.name.databaseValue,
            (product.category?.id.rawValue).databaseValue,
            (product.category?.name).databaseValue,
            product.description.databaseValue,
            product.price.regular.currency.rawValue.databaseValue,
            regular.text.databaseValue,
            (sale?.text).databaseValue,
            (sale ?? regular).value.databaseValue,
            StoredList.join(product.care).databaseValue,
            StoredList.join(product.materials).databaseValue,
            StoredList.join(product.colors) { $0.rawValue }.databaseValue,
            StoredList.join(product.sizes) { $0.rawValue }.databaseValue,
            (product.images.promo?.rawValue).databaseValue,
            (product.images.grid?.rawValue).databaseValue,
            StoredList.join(product.images.gallery) { $0.rawValue }.databaseValue,
            (product.updated?.timeIntervalSince1970).databaseValue,
            SearchText.folded(product.name).databaseValue,
        ]
    }

    /// The product in `row`; `nil` when the row holds something the model does not accept
    /// (it was written by this type, so that means the file was changed by something else).
    static func product(from row: Row) -> Product? {
        guard let styleText: String = row["style"], let style = StyleCode(rawValue: styleText),
            let name: String = row["name"],
            let currencyText: String = row["currency"], let currency = Currency(rawValue: currencyText),
            let regular = decimal(row["price"]),
            let care: String = row["care"], let materials: String = row["materials"],
            let colors: String = row["colors"], let sizes: String = row["sizes"], let gallery: String = row["gallery"]
        else { return nil }
        let categoryName: String? = row["categoryName"]
        let salePrice: String? = row["salePrice"]
        let updated: Double? = row["updated"]
        let promo: String? = row["imagePromo"]
        let grid: String? = row["imageGrid"]
        return Product(
            style: style,
            name: name,
            category: categoryName.map(Category.init(name:)),
            description: row["description"],
            price: Price(regular: Money(regular, currency), sale: decimal(salePrice).map { Money($0, currency) }),
            care: StoredList.split(care),
            materials: StoredList.split(materials),
            colors: StoredList.split(colors).compactMap(ColorCode.init(rawValue:)),
            sizes: StoredList.split(sizes).compactMap(Size.init(rawValue:)),
            images: ProductImages(
                promo: promo.flatMap(AssetPath.init(rawValue:)),
                grid: grid.flatMap(AssetPath.init(rawValue:)),
                gallery: StoredList.split(gallery).compactMap(AssetPath.init(rawValue:))
            ),
            updated: updated.map(Date.init(timeIntervalSince1970:))
        )
    }

    /// The column forms of the amounts an import has met: exact text, and a `Double` for sorting.
    ///
    /// One is shared by every page of an import, whose pages are converted in parallel, so it sits
    /// behind a lock. One per page was of little use: the generated catalog's 100,000 products have
    /// about 4,000 distinct prices, most of a page's new to that page, and making a `Decimal`'s text
    /// and adding it to the table took about a seventh of the conversion's time (BENCHMARKS.md, "Catalog import").
    final class AmountColumns: Sendable {
        /// An amount's column forms.
        typealias Columns = (text: String, value: Double)
        private let known = Locked<[Decimal: Columns]>([:])

        /// The text and sort value of `regular`, and of `sale` when there is one: one turn of the lock.
        func columns(for regular: Decimal, sale: Decimal?) -> (regular: Columns, sale: Columns?) {
            known.withLock { known in
                (Self.columns(for: regular, in: &known), sale.map { Self.columns(for: $0, in: &known) })
            }
        }

        private static func columns(for amount: Decimal, in known: inout [Decimal: Columns]) -> Columns {
            if let columns = known[amount] { return columns }
            let text = ProductRecord.text(amount)
            let columns = (text, Double(text) ?? 0)
            known[amount] = columns
            return columns
        }
    }

    /// An amount as exact decimal text (`129.9`).
    static func text(_ amount: Decimal) -> String {
        amount.description
    }

    /// The amount in decimal text written by `text(_:)`.
    static func decimal(_ text: String?) -> Decimal? {
        text.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
    }
}
