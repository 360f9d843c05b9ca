import Foundation
@testable import IvkoData
import IvkoModel
import Testing

@Suite("Responses of the wrong shape are typed errors")
struct StructureErrorTests {
    let data = ResponseConverter()

    @Test func productsNotAnArray() throws {
        let json = try Samples.parse(#"{"result": "OK", "products": {"style": "W26KD0112"}}"#)
        #expect(throws: DataError.unexpectedStructure(.products, path: "products", expected: "an array", found: "an object")) {
            try data.productPage(fromProducts: json)
        }
    }

    @Test func productsMissing() throws {
        #expect(throws: DataError.unexpectedStructure(.products, path: "products", expected: "an array", found: "nothing")) {
            try data.productPage(fromProducts: try Samples.parse(#"{"result": "OK", "total": "0"}"#))
        }
    }

    @Test func productsResponseNotAnObject() throws {
        #expect(throws: DataError.unexpectedStructure(.products, path: "$", expected: "an object", found: "an array")) {
            try data.productPage(fromProducts: try Samples.parse("[]"))
        }
    }

    @Test func emptyProductPageIsFine() throws {
        let page = try data.productPage(fromProducts: try Samples.parse(#"{"products": [], "page": "3", "pages": "3"}"#))
        #expect(page.products.isEmpty)
        #expect(page.page == 3)
        #expect(page.isLastPage)
    }

    @Test func unreadablePagingIsAnInvalidField() throws {
        let json = try Samples.parse(#"{"products": [], "page": "one"}"#)
        #expect(
            throws: DataError.invalidField(
                .products, FieldError(field: "page", problem: .unreadable(expected: "an integer", value: "one"))
            )
        ) {
            try data.productPage(fromProducts: json)
        }
    }

    @Test func slidesNotAnArray() throws {
        #expect(throws: DataError.unexpectedStructure(.slides, path: "$", expected: "an array", found: "an object")) {
            try data.promotions(fromSlides: try Samples.parse(#"{"slides": []}"#), now: Date())
        }
    }

    @Test func seasonsNotAnArray() throws {
        #expect(throws: DataError.unexpectedStructure(.seasons, path: "seasons", expected: "an array", found: "text")) {
            try data.seasons(fromSeasons: try Samples.parse(#"{"seasons": "W26"}"#))
        }
    }

    @Test func colorsNotAnObject() throws {
        #expect(throws: DataError.unexpectedStructure(.colors, path: "colors", expected: "an object", found: "an array")) {
            try data.colorTable(fromColors: try Samples.parse(#"{"colors": ["Navy"]}"#))
        }
        #expect(throws: DataError.unexpectedStructure(.colors, path: "colors", expected: "an object", found: "nothing")) {
            try data.colorTable(fromColors: try Samples.parse("{}"))
        }
    }

    @Test func detailsStockNotAnArray() throws {
        let json = try Samples.parse(#"{"style": "W26NR0031", "price": {"retail": "1,00"}, "stock": {"12": 3}}"#)
        #expect(throws: DataError.unexpectedStructure(.details, path: "stock", expected: "an array", found: "an object")) {
            try data.productDetails(fromDetails: json)
        }
    }

    @Test func detailsWithoutPrice() throws {
        #expect(throws: DataError.invalidField(.details, FieldError(field: "price", problem: .missing))) {
            try data.productDetails(fromDetails: try Samples.parse(#"{"style": "W26NR0031", "price": ""}"#))
        }
        #expect(
            throws: DataError.invalidField(
                .details, FieldError(field: "price.retail", problem: .unreadable(expected: "a decimal number", value: "abc"))
            )
        ) {
            try data.productDetails(fromDetails: try Samples.parse(#"{"style": "W26NR0031", "price": {"retail": "abc"}}"#))
        }
    }

    @Test func singleRecordsNameTheField() throws {
        #expect(throws: DataError.invalidField(.customer, FieldError(field: "customerNo", problem: .missing))) {
            try data.customerProfile(fromCustomer: try Samples.parse(#"{"customerNo": "-", "firstName": "A"}"#))
        }
        #expect(
            throws: DataError.invalidField(
                .balance, FieldError(field: "points", problem: .wrongType(expected: "an integer", found: "an array"))
            )
        ) {
            try data.balance(fromBalance: try Samples.parse(#"{"points": [1]}"#))
        }
        #expect(throws: DataError.invalidField(.placeOrder, FieldError(field: "total", problem: .missing))) {
            try data.orderConfirmation(fromPlacedOrder: try Samples.parse(#"{"result": "OK", "orderNo": "2026-1"}"#))
        }
    }

    @Test func listsNotArrays() throws {
        #expect(throws: DataError.unexpectedStructure(.addresses, path: "addresses", expected: "an array", found: "an object")) {
            try data.addresses(fromAddresses: try Samples.parse(#"{"addresses": {}}"#))
        }
        #expect(throws: DataError.unexpectedStructure(.orders, path: "orders", expected: "an array", found: "a number")) {
            try data.orderHistory(fromOrders: try Samples.parse(#"{"orders": 2}"#))
        }
        #expect(throws: DataError.unexpectedStructure(.cart, path: "lines", expected: "an array", found: "text")) {
            try data.cart(fromCart: try Samples.parse(#"{"lines": "17", "total": "0,00"}"#))
        }
    }

    @Test func errorsExplainThemselves() {
        let error = DataError.unexpectedStructure(.products, path: "products", expected: "an array", found: "an object")
        #expect(error.description == "products.json: expected an array at products, found an object")
        let field = FieldError(field: "price.retail", problem: .unreadable(expected: "a decimal number", value: "12x"))
        #expect(
            DataError.invalidField(.details, field).description
                == "details: price.retail: expected a decimal number, found \"12x\"")
    }
}
