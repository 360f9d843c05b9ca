import Foundation
import GRDB
public import IvkoModel

/// The catalog on disk: products, categories, seasons and themes, colours and promotions, in one
/// SQLite database. A catalog import (`beginImport()`, or `CatalogImporter`) writes each page in
/// one transaction into a staging table and replaces the catalog only when it finishes, so an
/// interrupted import leaves the previous catalog as it was. Opening and recovery: `LocalStore`.
public typealias CatalogStore = LocalStore<CatalogData>

/// The kind of the catalog database.
public enum CatalogData: LocalStoreKind {
    /// The catalog's schema (`CatalogSchema`).
    public static var schema: LocalStoreSchema { LocalStoreSchema(migrator: CatalogSchema.migrator) }
}

// MARK: - Products and categories

extension CatalogStore {
    /// The product with `style`, or `nil` when the catalog has none.
    public func product(_ style: StyleCode) async throws(ShopError) -> Product? {
        try await read("read product") { db in
            try Row.fetchOne(db, sql: "SELECT * FROM product WHERE style = ?", arguments: [style.rawValue])
                .flatMap(ProductRecord.product(from:))
        }
    }

    /// The products of a category, in export order, a page at a time.
    public func products(in category: CategoryID, limit: Int = 50, offset: Int = 0) async throws(ShopError) -> [Product] {
        try await products(where: "categoryID = ?", [category.rawValue], limit: limit, offset: offset)
    }

    /// The products of a theme, in export order, a page at a time.
    public func products(in theme: ThemeID, limit: Int = 50, offset: Int = 0) async throws(ShopError) -> [Product] {
        try await products(where: "theme = ?", [theme.rawValue], limit: limit, offset: offset)
    }

    /// The products whose name contains `text`, ignoring case and accents (`sifon` finds `Šifon`).
    public func products(matching text: String, limit: Int = 50) async throws(ShopError) -> [Product] {
        try await products(season: nil, theme: nil, category: nil, matching: text, limit: limit)
    }

    /// The products of `season`, `theme` and `category` whose name contains `text` (ignoring case and
    /// accents), in export order, a page at a time; a part left `nil` does not narrow. All parts are
    /// answered by one query that stops at its limit, so only the products returned are built.
    public func products(
        season: SeasonCode? = nil, theme: ThemeID? = nil, category: CategoryID? = nil, matching text: String? = nil,
        limit: Int = 50, offset: Int = 0
    ) async throws(ShopError) -> [Product] {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let season {
            conditions.append("season = ?")
            arguments += [season.rawValue]
        }
        if let theme {
            conditions.append("theme = ?")
            arguments += [theme.rawValue]
        }
        if let category {
            conditions.append("categoryID = ?")
            arguments += [category.rawValue]
        }
        if let text {
            conditions.append("searchName LIKE ? ESCAPE '\\'")
            arguments += [Self.searchPattern(text)]
        }
        let condition = conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
        return try await products(where: condition, arguments, limit: limit, offset: offset)
    }

    /// The `LIKE` pattern for names containing `text`, folded like the stored names, its wildcards escaped.
    private static func searchPattern(_ text: String) -> String {
        "%"
            + SearchText.folded(text)
            .replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_") + "%"
    }

    /// How many products the catalog has.
    public func productCount() async throws(ShopError) -> Int {
        try await read("count products") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product") ?? 0 }
    }

    /// The categories, in the order their first product appears in the export.
    public func categories() async throws(ShopError) -> [Category] {
        try await read("read categories") { db in
            try Row.fetchAll(db, sql: "SELECT id, name FROM category ORDER BY position").compactMap { row -> Category? in
                guard let id: String = row["id"], let name: String = row["name"] else { return nil }
                var category = Category(name: name)
                category.id = CategoryID(rawValue: id)
                return category
            }
        }
    }

    /// How many products each category has, as the last import counted them: one small read, however
    /// large the catalog (counting by reading the products would read all of them).
    public func productCounts() async throws(ShopError) -> [CategoryID: Int] {
        try await read("read category counts") { db in
            var counts: [CategoryID: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, productCount FROM category") {
                guard let id: String = row["id"], let count: Int = row["productCount"] else { continue }
                counts[CategoryID(rawValue: id)] = count
            }
            return counts
        }
    }

    /// What the last finished import wrote, or `nil` before the first one.
    public func lastImport() async throws(ShopError) -> CatalogImportFacts? {
        do throws(StoreError) {
            return try await importFacts()
        } catch {
            throw ShopError(error)
        }
    }

    /// `lastImport()` as the importer reads it, failing as the store fails.
    func importFacts() async throws(StoreError) -> CatalogImportFacts? {
        try await database.read("read import facts") { db in
            try Row.fetchOne(db, sql: "SELECT * FROM catalogImport WHERE id = 1").map { row in
                let exportedAt: Double? = row["exportedAt"]
                return CatalogImportFacts(
                    finishedAt: Date(timeIntervalSince1970: row["finishedAt"] ?? 0),
                    exportedAt: exportedAt.map(Date.init(timeIntervalSince1970:)),
                    productCount: row["productCount"] ?? 0,
                    inactiveCount: row["inactiveCount"] ?? 0,
                    skippedCount: row["skippedCount"] ?? 0
                )
            }
        }
    }

    private func products(
        where condition: String, _ arguments: StatementArguments, limit: Int, offset: Int
    ) async throws(ShopError) -> [Product] {
        let sql = "SELECT * FROM product WHERE \(condition) ORDER BY position LIMIT ? OFFSET ?"
        return try await read("read products") { db in
            try Row.fetchAll(db, sql: sql, arguments: arguments + [limit, offset]).compactMap(ProductRecord.product(from:))
        }
    }
}

// MARK: - Seasons, colours, stores and promotions

extension CatalogStore {
    /// Replaces the seasons and their themes, in one transaction.
    public func replaceSeasons(_ seasons: [Season]) async throws(ShopError) {
        try await write("write seasons") { db in
            try db.execute(sql: "DELETE FROM theme")
            try db.execute(sql: "DELETE FROM season")
            for (position, season) in seasons.enumerated() {
                try db.execute(
                    sql: "INSERT INTO season (code, name, isActive, position) VALUES (?, ?, ?, ?)",
                    arguments: [season.id.rawValue, season.name, season.isActive, position]
                )
                for (themePosition, theme) in season.themes.enumerated() {
                    try db.execute(
                        sql: "INSERT INTO theme (id, season, name, color, position) VALUES (?, ?, ?, ?, ?)",
                        arguments: [theme.id.rawValue, season.id.rawValue, theme.name, theme.color?.hex, themePosition]
                    )
                }
            }
        }
    }

    /// The seasons with their themes, in the backend's order.
    public func seasons() async throws(ShopError) -> [Season] {
        try await read("read seasons") { db in
            let themes = try Row.fetchAll(db, sql: "SELECT * FROM theme ORDER BY position").compactMap { row -> Theme? in
                guard let text: String = row["id"], let id = ThemeID(rawValue: text), let name: String = row["name"] else {
                    return nil
                }
                return Theme(id: id, name: name, color: (row["color"] as String?).flatMap(RGBColor.init(hex:)))
            }
            return try Row.fetchAll(db, sql: "SELECT * FROM season ORDER BY position").compactMap { row -> Season? in
                guard let text: String = row["code"], let code = SeasonCode(rawValue: text), let name: String = row["name"] else {
                    return nil
                }
                return Season(id: code, name: name, isActive: row["isActive"] ?? false, themes: themes.filter { $0.id.season == code })
            }
        }
    }

    /// Replaces the colour table, in one transaction.
    public func replaceColorTable(_ table: ColorTable) async throws(ShopError) {
        try await write("write colours") { db in
            try db.execute(sql: "DELETE FROM color")
            for (code, name) in table.names {
                try db.execute(sql: "INSERT INTO color (code, name) VALUES (?, ?)", arguments: [code.rawValue, name])
            }
        }
    }

    /// The colour table.
    public func colorTable() async throws(ShopError) -> ColorTable {
        try await read("read colours") { db in
            var names: [ColorCode: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT code, name FROM color") {
                if let text: String = row["code"], let code = ColorCode(rawValue: text), let name: String = row["name"] {
                    names[code] = name
                }
            }
            return ColorTable(names: names)
        }
    }

    /// Replaces the promotions, keeping their order, in one transaction.
    public func replacePromotions(_ promotions: [Promotion]) async throws(ShopError) {
        try await write("write promotions") { db in
            try db.execute(sql: "DELETE FROM promotion")
            for (position, promotion) in promotions.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO promotion (position, style, title, subtitle, image, firstDay, lastDay, displayOrder)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        position, promotion.style.rawValue, promotion.title, promotion.subtitle, promotion.image?.rawValue,
                        promotion.firstDay?.description, promotion.lastDay?.description, promotion.order,
                    ]
                )
            }
        }
    }

    /// The promotions to show on `day`, in their order.
    public func promotions(on day: CalendarDay) async throws(ShopError) -> [Promotion] {
        try await read("read promotions") { db in
            try Row.fetchAll(db, sql: "SELECT * FROM promotion ORDER BY position").compactMap { row -> Promotion? in
                guard let text: String = row["style"], let style = StyleCode(rawValue: text), let title: String = row["title"] else {
                    return nil
                }
                return Promotion(
                    style: style, title: title, subtitle: row["subtitle"],
                    image: (row["image"] as String?).flatMap(AssetPath.init(rawValue:)),
                    firstDay: (row["firstDay"] as String?).flatMap(StoredDay.day(from:)),
                    lastDay: (row["lastDay"] as String?).flatMap(StoredDay.day(from:)),
                    order: row["displayOrder"] ?? Int.max
                )
            }.filter { $0.isShown(on: day) }
        }
    }
}
