import Hummingbird

/// `stores.json`: the shop's physical stores, the same few every run (they do not depend on the
/// catalog's seed), spelled as the export spells its reference data.
struct StoreRoutes {
    func register(on api: RouterGroup<IvkoRequestContext>) {
        api.get("stores.json") { _, _ in try ExportJSON.response(StoresRecord(stores: StoreRecord.all)) }
    }
}

/// `stores.json`: `{"result": "OK", "stores": [...]}`.
struct StoresRecord: Encodable {
    let result = "OK"
    let stores: [StoreRecord]
}

/// One store as the export sends it: every value a string (the number padded, the opening day
/// `dd.MM.yyyy`, the open flag in any of its spellings), names in upper case with trailing
/// spaces, HTML entities in the hours, and any empty value spelled `""`, `null`, `"-"` or left out.
struct StoreRecord: Encodable {
    var storeNo: ExportText
    var name: ExportText
    var street: ExportText
    var city: ExportText
    var zip: ExportText
    var phone: ExportText
    var hours: ExportText
    var open: ExportFlag
    var since: ExportText

    private enum CodingKeys: String, CodingKey {
        case storeNo, name, street, city, zip, phone, hours, open, since
    }

    /// Encodes each text in its spelling, leaving out the missing ones.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(storeNo, forKey: .storeNo)
        try container.encode(name, forKey: .name)
        try container.encode(street, forKey: .street)
        try container.encode(city, forKey: .city)
        try container.encode(zip, forKey: .zip)
        try container.encode(phone, forKey: .phone)
        try container.encode(hours, forKey: .hours)
        try container.encode(open, forKey: .open)
        try container.encode(since, forKey: .since)
    }

    /// The stores of `stores.json` (and of `Tests/Fixtures/IvkoSamples/stores.json`), in the
    /// export's order. The fourth has no city, so the app leaves it out.
    static let all: [StoreRecord] = [
        StoreRecord(
            storeNo: .text("001"), name: .text("IVKO KNEZ MIHAILOVA  "), street: .text("Knez Mihailova 21"),
            city: .text("BEOGRAD"), zip: .text("11000"), phone: .text("+381 11 263 4455"),
            hours: .text("Mon&ndash;Sat 10&ndash;21, Sun 11&ndash;19"), open: .upperY, since: .text("15.03.2004")
        ),
        StoreRecord(
            storeNo: .text("002"), name: .text("Ivko Novi Sad"), street: .text("Zmaj Jovina 12"),
            city: .text("novi sad"), zip: .missing, phone: .dash, hours: .emptyString, open: .one, since: .null
        ),
        StoreRecord(
            storeNo: .text("003"), name: .text("IVKO OUTLET NIŠ"), street: .text("Bulevar Nemanjića 2&amp;4"),
            city: .text("NIŠ "), zip: .text("18000"), phone: .text("+381 18 415 200"), hours: .missing,
            open: .upperN, since: .text("01.09.2019")
        ),
        StoreRecord(
            storeNo: .text("004"), name: .text("IVKO KOTOR"), street: .text("Stari grad 330"), city: .dash,
            zip: .text("85330"), phone: .text("+382 32 325 100"), hours: .text("10-22"), open: .lowerY, since: .missing
        ),
    ]
}
