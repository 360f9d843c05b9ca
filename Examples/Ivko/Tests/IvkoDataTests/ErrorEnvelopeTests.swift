import Foundation
@testable import IvkoData
import IvkoService
import Testing
import IvkoModel

/// The backend's error envelope (`{"result": "ERR", "type": …}`) is read and named once, by the API
/// wrapper; the data layer maps the wrapper's kinds and never reads the envelope itself.
@Suite("The backend's error answers are named once")
struct ErrorEnvelopeTests {
    let data = ResponseConverter()

    /// The shop error the data layer reports for the body `text` answered to `endpoint`.
    private func shopError(_ text: String, of endpoint: IvkoEndpoint) -> ShopError? {
        do throws(IvkoServiceError) {
            _ = try endpoint.json(fromBody: Data(text.utf8))
            return nil
        } catch {
            return ShopError(error)
        }
    }

    @Test func theSamplesErrorAnswersKeepTheirMeaning() throws {
        func sample(_ name: String) throws -> String {
            try String(contentsOf: Samples.directory.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(
            shopError(try sample("cart-out-of-stock.json"), of: .cart)
                == .outOfStock(message: "Not enough stock for W26NR0031 / 45 / XL"))
        #expect(
            shopError(try sample("details-unknown-style.json"), of: .details(style: "W26ZZ9999"))
                == .notFound(message: "Style not found"))
        #expect(shopError(try sample("error-session-expired.json"), of: .customer) == .signedOut(message: "Session expired"))
        #expect(shopError(try sample("login-wrong-password.json"), of: .orders) == .wrongCredentials(message: "Invalid credentials"))
    }

    /// The old data-layer reading named `com.ivko.StockException` a rejection while the API
    /// wrapper named it a stock error; now there is one reading, by the last part of the name.
    @Test(arguments: ["StockException", "com.ivko.StockException", "com.ivko.shop.StockException"])
    func aQualifiedExceptionNameMeansTheSameEverywhere(type: String) {
        let answer = #"{"result": "ERR", "type": "\#(type)", "message": "Sold out"}"#
        #expect(shopError(answer, of: .cart) == .outOfStock(message: "Sold out"))
        #expect(shopError(answer, of: .placeOrder(clientRef: "r", addressId: "1", lines: [])) == .outOfStock(message: "Sold out"))
    }

    @Test func otherExceptionsAreRejections() {
        #expect(
            shopError(#"{"result": "ERR", "type": "com.ivko.ValidationException", "message": "Bad size"}"#, of: .cart)
                == .rejected(message: "Bad size"))
        #expect(
            shopError(#"{"result": "err", "type": "SQLException", "message": "deadlock"}"#, of: .slides)
                == .rejected(message: "deadlock"))
    }

    /// An error object handed straight to a converter is just an object of the wrong shape: the
    /// ResponseConverter has no reading of its own to disagree with the API wrapper's.
    @Test func theConvertersDoNotReadTheEnvelope() throws {
        let answer = try Samples.parse(#"{"result": "ERR", "type": "StockException", "message": "Sold out"}"#)
        #expect(throws: DataError.unexpectedStructure(.slides, path: "$", expected: "an array", found: "an object")) {
            try data.promotions(fromSlides: answer, now: Date())
        }
        #expect(throws: DataError.invalidField(.details, FieldError(field: "style", problem: .missing))) {
            try data.productDetails(fromDetails: answer)
        }
    }
}
