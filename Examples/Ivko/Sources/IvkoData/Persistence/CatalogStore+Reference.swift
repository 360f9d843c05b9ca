import GRDB
public import IvkoModel

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
