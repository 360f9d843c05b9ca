/// The shop's number of a physical store, e.g. `001`.
public typealias StoreNumber = Identifier<Store>

/// One of the shop's physical stores, as the Account tab's "Our stores" lists it.
public struct Store: Hashable, Sendable, Codable, Identifiable {
    /// The store's number, kept as sent (`001`).
    public var id: StoreNumber
    /// The store's name, in title case (`Ivko Knez Mihailova`).
    public var name: String
    /// The street line, as plain text.
    public var street: String
    /// The city, in title case.
    public var city: String
    /// The postal code, kept as text, if known.
    public var zip: String?
    /// The phone number as written, if known.
    public var phone: String?
    /// The opening hours as plain text (`Mon–Sat 10–21`), if known.
    public var hours: String?
    /// Whether the store is open for business (a store closed for renovation is still listed).
    public var isOpen: Bool
    /// The day the store opened, on the shop's calendar, if known.
    public var openedOn: CalendarDay?

    /// Makes a store.
    public init(
        id: StoreNumber, name: String, street: String, city: String, zip: String? = nil, phone: String? = nil,
        hours: String? = nil, isOpen: Bool = true, openedOn: CalendarDay? = nil
    ) {
        self.id = id
        self.name = name
        self.street = street
        self.city = city
        self.zip = zip
        self.phone = phone
        self.hours = hours
        self.isOpen = isOpen
        self.openedOn = openedOn
    }
}
