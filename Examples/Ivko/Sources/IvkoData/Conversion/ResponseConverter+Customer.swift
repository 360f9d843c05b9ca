import FoundationEssentials
package import IvkoModel
package import IvkoService

extension ResponseConverter {
    /// Converts `GET customer` into the customer's profile.
    ///
    /// The customer number is kept as sent (`0004711`); names are title-cased when they arrive in
    /// one case (`PETROVIĆ ` → `Petrović`); `since` is a day on the shop's calendar.
    /// - Throws: `DataError.invalidField` when `customerNo` is missing or a value cannot be read.
    package func customerProfile(fromCustomer customer: JSONValue) throws(DataError) -> CustomerProfile {
        let reader = ResponseReader(.customer, logger: logger)
        let root = try reader.root(customer)
        return try reader.single { () throws(FieldError) in
            CustomerProfile(
                number: CustomerNumber(try root.requiredText("customerNo")),
                firstName: try root.name("firstName") ?? "",
                lastName: try root.name("lastName") ?? "",
                email: try root.text("email"),
                since: try root.day("since")
            )
        }
    }

    /// Converts `GET customer/balance` into loyalty points and store credit.
    ///
    /// An empty value means none (0 points, no credit); an amount without a currency is in the shop's.
    /// - Throws: `DataError.invalidField` when a value cannot be read.
    package func balance(fromBalance balance: JSONValue) throws(DataError) -> Balance {
        let reader = ResponseReader(.balance, logger: logger)
        let root = try reader.root(balance)
        return try reader.single { () throws(FieldError) in
            let currency = try root.currency("currency", fallback: shopCurrency)
            return Balance(points: try root.integer("points") ?? 0, credit: Money(try root.decimal("credit") ?? 0, currency))
        }
    }

    /// Converts `GET customer/addresses` into the shipping addresses, in the backend's order.
    ///
    /// An address needs an id, a street line and a city; one without is skipped. Cities are
    /// title-cased when they arrive in one case (`BEOGRAD` → `Beograd`); street lines are kept as sent.
    /// - Throws: `DataError.unexpectedStructure` when `addresses` is not an array.
    package func addresses(fromAddresses addresses: JSONValue) throws(DataError) -> Converted<[Address]> {
        var reader = ResponseReader(.addresses, logger: logger)
        let root = try reader.root(addresses)
        let elements = try reader.list("addresses", in: root)
        let result = reader.records(elements, at: "addresses", key: "id") { fields throws(FieldError) in
            Address(
                id: AddressID(try fields.requiredText("id")),
                line1: try fields.requiredPlainText("line1"),
                city: try fields.requiredName("city"),
                zip: try fields.text("zip"),
                country: try fields.text("country")?.uppercased(),
                isDefault: try fields.flag("default") ?? false
            )
        }
        return Converted(result, skipped: reader.skipped)
    }
}
