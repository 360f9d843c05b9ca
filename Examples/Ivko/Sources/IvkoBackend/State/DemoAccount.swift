/// A customer account the backend knows: credentials, profile, balance, addresses and the
/// order history it starts with.
///
/// The built-in accounts are `demo` / `demo` (the customer of the API samples), `marko` / `marko`
/// (no store credit, one address) and `ana` / `ana123` (padded points, no order history).
public struct DemoAccount: Sendable, Equatable {
    /// Sign-in name.
    public var username: String
    /// Sign-in password (never logged).
    public var password: String
    /// The profile answered by `customer`.
    public var customer: CustomerRecord
    /// The balance answered by `customer/balance`.
    public var balance: BalanceRecord
    /// The addresses answered by `customer/addresses`.
    public var addresses: [AddressRecord]
    /// Orders placed before the server started, newest first.
    public var orderHistory: [OrderSummaryRecord]

    /// Creates an account.
    public init(
        username: String, password: String, customer: CustomerRecord, balance: BalanceRecord,
        addresses: [AddressRecord], orderHistory: [OrderSummaryRecord]
    ) {
        self.username = username
        self.password = password
        self.customer = customer
        self.balance = balance
        self.addresses = addresses
        self.orderHistory = orderHistory
    }

    /// `demo` / `demo`: Jelena Petrović, the customer of the API samples.
    public static let demo = DemoAccount(
        username: "demo", password: "demo",
        customer: CustomerRecord(
            customerNo: "0004711", firstName: "JELENA", lastName: "PETROVIĆ ",
            email: .text("jelena@example.com"), since: "03.04.2019"
        ),
        balance: BalanceRecord(points: "1250", credit: "20,00", currency: "EUR"),
        addresses: [
            AddressRecord(id: "1", line1: "Knez Mihailova 12", city: "BEOGRAD", zip: "11000", country: "RS", isDefault: .upperY),
            AddressRecord(id: "2", line1: "Bulevar oslobođenja 5", city: "Novi Sad", zip: "21000", country: "RS", isDefault: .upperN),
        ],
        orderHistory: [
            OrderSummaryRecord(orderNo: "2026-000077", date: "02.10.2026", total: "89,90", status: "SHIPPED"),
            OrderSummaryRecord(orderNo: "2026-000041", date: "14.08.2026", total: "1.428,90", status: "PAID"),
            OrderSummaryRecord(orderNo: "2025-000912", date: "19.12.2025", total: "59,80", status: "CANCELLED"),
        ]
    )

    /// `marko` / `marko`: no store credit (`"-"`), one address, e-mail `null`.
    public static let marko = DemoAccount(
        username: "marko", password: "marko",
        customer: CustomerRecord(
            customerNo: "0000815", firstName: "Marko", lastName: "JOVANOVIĆ", email: .null, since: "21.06.2023"
        ),
        balance: BalanceRecord(points: "0", credit: "-", currency: "EUR"),
        addresses: [
            AddressRecord(id: "7", line1: "Obili&#263;ev venac 3", city: "Beograd ", zip: "11000", country: "RS", isDefault: .one)
        ],
        orderHistory: [
            OrderSummaryRecord(orderNo: "2026-000102", date: "30.10.2026", total: "249,90", status: "NEW")
        ]
    )

    /// `ana` / `ana123`: padded points, two addresses, no orders yet.
    public static let ana = DemoAccount(
        username: "ana", password: "ana123",
        customer: CustomerRecord(
            customerNo: "0012001", firstName: "ANA", lastName: "NIKOLIĆ", email: .text("ana@example.com"), since: "01.02.2026"
        ),
        balance: BalanceRecord(points: "00080", credit: "0,00", currency: "EUR"),
        addresses: [
            AddressRecord(id: "3", line1: "Trg slobode 1", city: "NOVI SAD", zip: "21000", country: "RS", isDefault: .zero),
            AddressRecord(id: "4", line1: "Cara Du&#353;ana 40", city: "Niš", zip: "18000", country: "RS", isDefault: .jsonTrue),
        ],
        orderHistory: []
    )

    /// The built-in accounts.
    public static let all: [DemoAccount] = [.demo, .marko, .ana]
}
