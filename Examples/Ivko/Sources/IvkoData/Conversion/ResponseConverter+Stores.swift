package import IvkoModel
package import IvkoService

extension ResponseConverter {
    /// Converts `GET stores.json` into the shop's stores, in the backend's order.
    ///
    /// A store needs a number, a name, a street and a city; one without is skipped (counted in
    /// `skipped` and logged with its reason). Names and cities are title-cased when they arrive in
    /// one case (`IVKO KNEZ MIHAILOVA  ` → `Ivko Knez Mihailova`); the hours are plain text (HTML
    /// entities decoded); a missing open flag means open; `since` is a day on the shop's calendar.
    /// - Throws: `DataError.unexpectedStructure` when the answer is not an object with a `stores` array.
    package func stores(fromStores stores: JSONValue) throws(DataError) -> Converted<[Store]> {
        var reader = ResponseReader(.stores, logger: logger)
        let root = try reader.root(stores)
        let elements = try reader.list("stores", in: root)
        let result = reader.records(elements, at: "stores", key: "storeNo") { fields throws(FieldError) in
            Store(
                id: StoreNumber(try fields.requiredText("storeNo")),
                name: try fields.requiredName("name"),
                street: try fields.requiredPlainText("street"),
                city: try fields.requiredName("city"),
                zip: try fields.text("zip"),
                phone: try fields.text("phone"),
                hours: try fields.plainText("hours"),
                isOpen: try fields.flag("open") ?? true,
                openedOn: try fields.day("since")
            )
        }
        return Converted(result, skipped: reader.skipped)
    }
}
