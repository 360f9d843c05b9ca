package import IvkoModel
package import IvkoService

extension ResponseConverter {
    /// Converts `GET seasons.json` into the seasons with their themes, in the backend's order.
    ///
    /// Inactive seasons are kept (`isActive` is `false`); names are title-cased when they arrive in
    /// one case. A theme row is `[code, name, hexColor]`; an unreadable row skips only that theme.
    /// - Throws: `DataError.unexpectedStructure` when `seasons` is not an array.
    package func seasons(fromSeasons seasons: JSONValue) throws(DataError) -> Converted<[Season]> {
        var reader = ResponseReader(.seasons, logger: logger)
        let root = try reader.root(seasons)
        let elements = try reader.list("seasons", in: root)
        let parsed = reader.records(elements, at: "seasons", key: "code") { fields throws(FieldError) in
            (try season(from: fields), try fields.array("themes") ?? [])
        }
        var result: [Season] = []
        result.reserveCapacity(parsed.count)
        for (season, rows) in parsed {
            var season = season
            for (index, row) in rows.enumerated() {
                do {
                    season.themes.append(try theme(from: row, of: season.id))
                } catch {
                    let key = row.arrayValue?.first?.stringValue
                    reader.skip("seasons[\(season.id)].themes[\(index)]", key: key, error: error)
                }
            }
            result.append(season)
        }
        return Converted(result, skipped: reader.skipped)
    }

    private func season(from fields: FieldReader) throws(FieldError) -> Season {
        let code = try fields.requiredText("code")
        guard let id = SeasonCode(rawValue: code.uppercased()) else {
            throw fields.unreadable("code", "a season code", code)
        }
        return Season(id: id, name: try fields.requiredName("name"), isActive: try fields.flag("active") ?? false)
    }

    /// A theme from its row `[code, name, hexColor]` (the colour may be left out).
    private func theme(from row: JSONValue, of season: SeasonCode) throws(FieldError) -> Theme {
        guard case .array(let cells) = row, (2...3).contains(cells.count) else {
            throw FieldError(field: "", problem: .wrongType(expected: "an array [code, name, colour]", found: row.kindName))
        }
        let fields = FieldReader(fields: ["code": cells[0], "name": cells[1], "color": cells.count > 2 ? cells[2] : .null])
        let code = try fields.requiredText("code")
        guard let id = ThemeID(season: season, code: code.uppercased()) else {
            throw fields.unreadable("code", "a two-character theme code", code)
        }
        var color: RGBColor?
        if let hex = try fields.text("color") {
            guard let parsed = RGBColor(hex: hex) else { throw fields.unreadable("color", "a colour #rrggbb", hex) }
            color = parsed
        }
        return Theme(id: id, name: try fields.requiredName("name"), color: color)
    }
}
