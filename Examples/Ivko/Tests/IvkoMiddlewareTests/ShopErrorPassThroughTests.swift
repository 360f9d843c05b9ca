import IvkoData
import IvkoMiddleware
import IvkoModel
import Testing

/// The data layer names every failure as the one `ShopError`; a manager throws it on as it is, with
/// nothing the app tells apart renamed or lost on the way.
@Suite struct ShopErrorPassThroughTests {
    /// One of each `ShopError` case a call to the shop can fail with (all but `shortage`, which the
    /// cart manager makes of the shop's `outOfStock`).
    static let remoteFailures: [ShopError] = [
        .signedOut(message: "no session"), .wrongCredentials(message: "Invalid username or password"),
        .outOfStock(message: "Only 1 left"), .notFound(message: "Style not found"), .rejected(message: "Address not accepted"),
        .offline(reason: "cannot connect"), .serverFailure(reason: "HTTP 502"), .unavailable(retryAfter: .seconds(7)),
        .unavailable(retryAfter: nil), .invalidData(reason: "no sessionId"), .damagedStorage(reason: "file is not a database"),
        .storageFull(reason: "no room for the download"), .storageFailure(reason: "Permission denied"), .cancelled,
    ]

    /// The case of `error` by name. The switch is exhaustive, so a new `ShopError` case stops this
    /// test from compiling until the table above has it.
    static func caseName(_ error: ShopError) -> String {
        switch error {
        case .wrongCredentials: "wrongCredentials"
        case .signedOut: "signedOut"
        case .outOfStock: "outOfStock"
        case .shortage: "shortage"
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

    @Test func theTableHasEveryCase() {
        #expect(Set(Self.remoteFailures.map(Self.caseName)).count == 13)
    }

    /// Whatever the source fails with, the manager throws the same error, the 503's wait included.
    @Test(arguments: remoteFailures)
    func aManagerThrowsTheDataLayersErrorAsItIs(failure: ShopError) async throws {
        let source = FakeShop()
        let account = AccountManager(shop: source, logger: QuietLog.logger)
        try await account.signIn(username: "demo", password: "demo")
        source.fail("balance", with: failure)
        await #expect(throws: failure) { try await account.refresh() }
    }
}
