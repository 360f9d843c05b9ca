import IvkoData
import IvkoModel

/// A customer's open database with the cart and orders on it: what every scene of that customer
/// shares.
struct OpenCustomerDatabase: Sendable {
    /// The customer's open database.
    let store: UserStore
    /// The cart and orders on it, shared by every scene of the customer.
    let user: CustomerManagers
}

/// The customers' databases the shop has open, counted per customer: scenes of one customer
/// share one database (and its cart and orders), the last scene to hand it back closes it, and an
/// opening of a database still closing waits for the closing to end first. Closing one customer's
/// database leaves every other one alone.
actor OpenCustomerDatabases {
    private struct Entry {
        let id: Int
        let opening: Task<OpenCustomerDatabase, any Error>
        var opened: OpenCustomerDatabase?
        var holders: Int
    }

    private var entries: [CustomerNumber: Entry] = [:]
    private var closings: [CustomerNumber: Task<Void, Never>] = [:]
    private var nextID = 0

    /// `customer`'s open database, opened with `open` when no scene holds it; the caller holds it until
    /// `close(holding:using:)`. A failed opening is held by nobody.
    func open(
        _ customer: CustomerNumber, using open: @escaping @Sendable () async throws -> OpenCustomerDatabase
    ) async throws -> OpenCustomerDatabase {
        while entries[customer] == nil, let closing = closings[customer] {
            await closing.value
            if closings[customer] == closing { closings[customer] = nil }
        }
        if let entry = entries[customer] {
            entries[customer]?.holders += 1
            return try await entry.opening.value
        }
        nextID += 1
        let id = nextID
        let opening = Task { () async throws -> OpenCustomerDatabase in
            do {
                let database = try await open()
                if entries[customer]?.id == id { entries[customer]?.opened = database }
                return database
            } catch {
                if entries[customer]?.id == id { entries[customer] = nil }
                throw error
            }
        }
        entries[customer] = Entry(id: id, opening: opening, opened: nil, holders: 1)
        return try await opening.value
    }

    /// Hands back the database whose cart is `cart`; when that was its last holder, runs `close` on it
    /// (and later openings of that customer wait for it). A cart of no open database changes nothing.
    func close(holding cart: CartManager, using close: @escaping @Sendable (OpenCustomerDatabase) async -> Void) async {
        guard let (customer, entry) = entries.first(where: { $0.value.opened?.user.cart === cart }),
            let database = entry.opened
        else { return }
        guard entry.holders <= 1 else {
            entries[customer]?.holders -= 1
            return
        }
        entries[customer] = nil
        let closing = Task { await close(database) }
        closings[customer] = closing
        await closing.value
        if closings[customer] == closing { closings[customer] = nil }
    }
}
