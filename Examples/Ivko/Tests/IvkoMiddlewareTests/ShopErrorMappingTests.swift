import IvkoData
import IvkoMiddleware
import IvkoModel
import Testing

/// The data layer's errors become the middleware's `ShopError` with nothing the app tells apart lost.
@Suite struct ShopErrorMappingTests {
    /// One of each `ShopDataError` case (storage twice: a full disk and anything else) and what it must become.
    static let remoteCases: [(ShopDataError, ShopError)] = [
        (.signedOut(message: "no session"), .signedOut(message: "no session")),
        (.authFailed(message: "Invalid username or password"), .wrongCredentials(message: "Invalid username or password")),
        (.stock(message: "Only 1 left"), .outOfStock(message: "Only 1 left")),
        (.notFound(message: "Style not found"), .notFound(message: "Style not found")),
        (.rejected(message: "Address not accepted"), .rejected(message: "Address not accepted")),
        (.offline(reason: "connection lost"), .offline(reason: "connection lost")),
        (.server(reason: "HTTP 502"), .serverFailure(reason: "HTTP 502")),
        (.unavailable(retryAfter: .seconds(7)), .unavailable(retryAfter: .seconds(7))),
        (.unavailable(retryAfter: nil), .unavailable(retryAfter: nil)),
        (.invalidData(reason: "no sessionId"), .invalidData(reason: "no sessionId")),
        (.storage(reason: "database or disk is full"), .storageFull(reason: "database or disk is full")),
        (.storage(reason: "Permission denied"), .storageFailure(reason: "Permission denied")),
        (.cancelled, .cancelled),
    ]

    /// The case of `error` by name. The switch is exhaustive, so a new `ShopDataError` case stops this
    /// test from compiling until the table above has it.
    static func caseName(_ error: ShopDataError) -> String {
        switch error {
        case .signedOut: "signedOut"
        case .authFailed: "authFailed"
        case .stock: "stock"
        case .notFound: "notFound"
        case .rejected: "rejected"
        case .offline: "offline"
        case .server: "server"
        case .unavailable: "unavailable"
        case .invalidData: "invalidData"
        case .storage: "storage"
        case .cancelled: "cancelled"
        }
    }

    @Test func everyRemoteFailureBecomesItsShopError() {
        for (dataError, expected) in Self.remoteCases {
            let mapped = ShopError(dataError)
            #expect(mapped == expected, "\(dataError)")
            #expect(mapped.isTransient == dataError.isTransient, "\(dataError)")
            #expect(mapped.needsSignIn == dataError.needsSignIn, "\(dataError)")
        }
    }

    @Test func theTableHasEveryCaseAndNoTwoCasesMeetInOne() {
        let names = Set(Self.remoteCases.map { Self.caseName($0.0) })
        #expect(names.count == 11, "every ShopDataError case is in the table")
        let kinds = Set(Self.remoteCases.map { Self.caseName(of: $0.1) })
        #expect(kinds.count == 12, "every kind stays apart (storage splits into a full disk and the rest)")
    }

    @Test func theWaitA503AskedForIsKept() {
        guard case .unavailable(let retryAfter) = ShopError(ShopDataError.unavailable(retryAfter: .milliseconds(7_250))) else {
            Issue.record("a 503 is not `unavailable`")
            return
        }
        #expect(retryAfter == .milliseconds(7_250))
    }

    @Test func localDatabaseFailuresKeepWhetherResettingHelpsOrTheDiskIsFull() {
        let path = "/data/user-0004711.sqlite"
        let corrupt = StoreError.corrupt(path: path, reason: "file is not a database")
        #expect(ShopError(corrupt) == .damagedStorage(reason: corrupt.description))
        let newer = StoreError.newerSchema(path: path, unknownMigrations: ["v9"])
        #expect(ShopError(newer) == .damagedStorage(reason: newer.description))
        let full = StoreError.failed(operation: "save the cart", reason: "database or disk is full")
        #expect(ShopError(full) == .storageFull(reason: full.description))
        let noSpace = StoreError.cannotOpen(path: path, reason: "No space left on device")
        #expect(ShopError(noSpace) == .storageFull(reason: noSpace.description))
        let denied = StoreError.cannotOpen(path: path, reason: "Permission denied")
        #expect(ShopError(denied) == .storageFailure(reason: denied.description))
        #expect(ShopError(StoreError.cancelled) == .cancelled)
        #expect([corrupt, full, denied].map { ShopError($0).isLocalStorage } == [true, true, true])
    }

    @Test func aManagerThrowsTheMappedErrorWithItsWait() async throws {
        let source = FakeShopSource()
        let account = AccountManager(source: source, logger: QuietLog.logger)
        try await account.signIn(username: "demo", password: "demo")
        source.fail("balance", with: .unavailable(retryAfter: .seconds(30)))
        await #expect(throws: ShopError.unavailable(retryAfter: .seconds(30))) { try await account.refresh() }
        source.fail("customer", with: .stock(message: "sold out"))
        await #expect(throws: ShopError.outOfStock(message: "sold out")) { try await account.refresh() }
    }

    /// The case of a `ShopError` by name.
    static func caseName(of error: ShopError) -> String {
        switch error {
        case .wrongCredentials: "wrongCredentials"
        case .signedOut: "signedOut"
        case .outOfStock: "outOfStock"
        case .notFound: "notFound"
        case .rejected: "rejected"
        case .offline: "offline"
        case .serverFailure: "serverFailure"
        case .unavailable: "unavailable"
        case .invalidData: "invalidData"
        case .damagedStorage: "damagedStorage"
        case .storageFull: "storageFull"
        case .storageFailure: "storageFailure"
        case .cancelled: "cancelled"
        }
    }
}
