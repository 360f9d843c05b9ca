import IvkoApp
import IvkoMiddleware
import IvkoScreens
import Testing
import IvkoModel

/// The model's `ShopError` sorted into what the screens show, every distinction kept.
@Suite struct ShopFailureTests {
    static let cases: [(ShopError, ShopFailure)] = [
        (.wrongCredentials(message: "Invalid username or password"), .wrongCredentials),
        (.signedOut(message: "no session"), .signedOut),
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
        (.damagedStorage(reason: "file is not a database"), .localData(.damaged)),
        (.storageFull(reason: "database or disk is full"), .localData(.diskFull)),
        (.storageFailure(reason: "Permission denied"), .localData(.unreadable)),
        (.invalidData(reason: "no sessionId"), .unexpected),
        (.cancelled, .unexpected),
    ]

    @Test func everyShopErrorHasItsFailure() {
        for (error, expected) in Self.cases {
            #expect(ShopFailure(error) == expected, "\(error)")
        }
    }

    @Test func theScreensShowWhatTheFailureMeans() {
        #expect(ShopFailure(ShopError.wrongCredentials(message: "")).signInProblem == .wrongCredentials)
        #expect(ShopFailure(ShopError.offline(reason: "")).signInProblem == .offline)
        #expect(ShopFailure(ShopError.unavailable(retryAfter: nil)).signInProblem == .serverDown)
        #expect(
            ShopFailure(ShopError.outOfStock(message: "Not enough stock for W26KD0112 / 11 / M")).screenProblem
                == .rejected(reason: "Some pieces are not in stock in the quantity asked."))
        #expect(ShopFailure(ShopError.serverFailure(reason: "HTTP 502")).screenProblem == .serverDown)
    }

    @Test func anErrorFromOutsideTheMiddlewareIsUnexpected() {
        struct Unknown: Error {}
        #expect(ShopFailure(Unknown()) == .unexpected)
    }
}
