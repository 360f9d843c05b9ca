import IvkoModel
import IvkoScreens
import Testing

/// The model's `ShopError` made into each screen's problem where it is shown, every distinction kept.
@Suite struct ShopErrorProblemTests {
    static let screenProblems: [(ShopError, ScreenProblem)] = [
        (.offline(reason: "connection lost"), .offline),
        (.serverFailure(reason: "HTTP 500"), .serverDown),
        (.unavailable(retryAfter: .seconds(7)), .serverDown),
        // The shop's stock refusal names codes ("Not enough stock for W26KD0112 / 11 / M"): never shown.
        (
            .outOfStock(message: "Not enough stock for W26KD0112 / 11 / M"),
            .rejected(reason: "Some pieces are not in stock in the quantity asked.")
        ),
        (.notFound(message: "Style not found"), .rejected(reason: "Style not found")),
        (.rejected(message: "Address not accepted"), .rejected(reason: "Address not accepted")),
        (.wrongCredentials(message: "Invalid username or password"), .unexpected),
        (.signedOut(message: "no session"), .unexpected),
        (.damagedStorage(reason: "file is not a database"), .unexpected),
        (.invalidData(reason: "no sessionId"), .unexpected),
        (.cancelled, .unexpected),
    ]

    @Test func everyShopErrorHasItsScreenProblem() {
        for (error, expected) in Self.screenProblems {
            #expect(ScreenProblem(error) == expected, "\(error)")
            // A reply's failure, thrown as any error, is the same problem.
            #expect(ScreenProblem(error as any Error) == expected, "\(error)")
        }
    }

    @Test func theSignInScreenShowsWhatTheFailureMeans() {
        #expect(SignInProblem(ShopError.wrongCredentials(message: "")) == .wrongCredentials)
        #expect(SignInProblem(ShopError.rejected(message: "")) == .wrongCredentials)
        #expect(SignInProblem(ShopError.offline(reason: "")) == .offline)
        #expect(SignInProblem(ShopError.unavailable(retryAfter: nil)) == .serverDown)
        #expect(SignInProblem(ShopError.storageFull(reason: "")) == .serverDown)
        #expect(SignInProblem(ShopError.invalidData(reason: "")) == .serverDown)
    }

    @Test func onlyTheDevicesDataIsALocalDataProblem() {
        #expect(LocalDataProblem(ShopError.damagedStorage(reason: "")) == .damaged)
        #expect(LocalDataProblem(ShopError.storageFull(reason: "")) == .diskFull)
        #expect(LocalDataProblem(ShopError.storageFailure(reason: "")) == .unreadable)
        #expect(LocalDataProblem(ShopError.offline(reason: "")) == nil)
    }

    @Test func anErrorNoLayerNamedIsUnexpected() {
        struct Unknown: Error {}
        #expect(ScreenProblem(Unknown()) == .unexpected)
        #expect(ScreenProblem(ScreenProblem.offline as any Error) == .offline)
    }
}
