package import IvkoModel
package import IvkoService

extension ResponseConverter {
    /// Converts `GET colors.json` (`{"colors": {"11": "Off-White", …}}`) into the colour table.
    ///
    /// Codes are normalised as everywhere (`"7"` → `07`); an entry whose code or name cannot be read
    /// is skipped. Codes missing from the table are kept by `ColorTable.color(for:)` as `Colour NN`.
    /// - Throws: `DataError.unexpectedStructure` when `colors` is not an object.
    package func colorTable(fromColors colors: JSONValue) throws(DataError) -> Converted<ColorTable> {
        var reader = ResponseReader(.colors, logger: logger)
        let root = try reader.root(colors)
        guard let value = root.raw("colors") else {
            throw .unexpectedStructure(.colors, path: "colors", expected: "an object", found: "nothing")
        }
        guard let entries = root.member("colors", value) else {
            throw .unexpectedStructure(.colors, path: "colors", expected: "an object", found: value.kindName)
        }
        var names: [ColorCode: String] = [:]
        for key in entries.fields.keys.sorted() {
            do throws(FieldError) {
                let trimmedKey = TextTrimming.trimmed(key)
                guard let code = CodeParser.color(trimmedKey) else {
                    throw entries.unreadable(key, "a colour code", key)
                }
                names[code] = try entries.requiredName(key)
            } catch {
                reader.skip("colors.\(key)", key: key, error: error)
            }
        }
        return Converted(ColorTable(names: names), skipped: reader.skipped)
    }
}
