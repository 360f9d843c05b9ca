import Foundation
@testable import IvkoData
import IvkoModel
import IvkoService
import Testing

/// The import reads product pages straight from the parsed tree (`productPage(fromTree:)`), without
/// converting the page whole first: it must come to exactly what the converted page comes to.
@Suite("Product pages read from the parsed tree")
struct TreeReadingTests {
    private let manager = ResponseConverter()

    private func bothWays(
        _ body: Data
    ) throws -> (tree: Result<Converted<ProductExportPage>, DataError>, value: Result<Converted<ProductExportPage>, DataError>) {
        let tree = try JSONTree(parsing: body)
        let json = try JSONValue(parsing: body)
        return (
            Result { () throws(DataError) in try manager.productPage(fromTree: tree) },
            Result { () throws(DataError) in try manager.productPage(fromProducts: json) }
        )
    }

    @Test func theSamplePageComesOutTheSame() throws {
        let body = try Data(contentsOf: Samples.directory.appendingPathComponent("products-page1.json"))
        let (tree, value) = try bothWays(body)
        let fromTree = try tree.get()
        let fromValue = try value.get()
        #expect(fromTree.value == fromValue.value)
        #expect(fromTree.products.count == 5)
        #expect(fromTree.inactiveStyles == fromValue.inactiveStyles)
    }

    @Test(arguments: [
        // Records that are skipped, each for its own reason, beside one that reads.
        #"{"page":"1","pages":"1","products":[{"style":"W26KD0112","active":"Y","name":"X","price":{"retail":"1,00"}},"#
            + #"{"style":"x","active":"Y"},7,{"style":"W26KD0113","active":"Y","name":"Y","price":"free"},null]}"#,
        // The four empties, numbers as text, text as numbers.
        #"{"page":1,"pages":"2","total":2,"products":[{"style":"W26KD0112","active":1,"name":" A ","desc":"-","#
            + #""price":{"retail":12.5,"currency":"eur"},"care":"","materials":null,"colors":"7, 07","sizes":"S-M"}]}"#,
        // Member objects, read in the tree like the record: errors named with their prefix
        // (`price.retail`, `images.gallery`), an empty object, an object given as one of the empties.
        memberObjectsPage,
        // Structure errors: no list, a list of the wrong kind, a root that is no object.
        #"{"page":"1"}"#, #"{"products":"-"}"#, #"{"products":{"a":1}}"#, #"{"products":null}"#, #"[1,2]"#, #""text""#,
        // Paging values that cannot be read.
        #"{"page":"one","products":[]}"#,
    ])
    func everyPageComesToTheSameResult(_ text: String) throws {
        let (tree, value) = try bothWays(Data(text.utf8))
        switch (tree, value) {
        case (.success(let tree), .success(let value)):
            #expect(tree.value == value.value)
            #expect(tree.skipped == value.skipped)
        case (.failure(let tree), .failure(let value)):
            #expect(tree == value)
        default:
            Issue.record("the tree gave \(tree), the converted JSON \(value)")
        }
    }

    /// A page whose records hold member objects of every kind: fields that cannot be read, an empty
    /// object, objects given as one of the empties, and one record that reads.
    static let memberObjectsPage =
        #"{"page":1,"products":[{"style":"W26KD0112","active":"Y","name":"A","price":{"retail":"12x"}},"#
        + #"{"style":"W26KD0113","active":"Y","name":"B","price":{"retail":"5"},"images":{"gallery":"../x.jpg"}},"#
        + #"{"style":"W26KD0114","active":"Y","name":"C","price":{}},"#
        + #"{"style":"W26KD0115","active":"Y","name":"D","price":"-","images":"-"},"#
        + #"{"style":"W26KD0116","active":"Y","name":"E","price":{"retail":"9,90","sale":" - "},"images":{"promo":"img/p.jpg","grid":null}}]}"#

    /// A member object is read in the tree too, and its fields' errors carry its name.
    @Test func errorsInsideMemberObjectsNameTheirObject() throws {
        let page = try manager.productPage(fromTree: JSONTree(parsing: Data(Self.memberObjectsPage.utf8)))
        #expect(page.skipped.map(\.error.field) == ["price.retail", "images.gallery", "price.retail", "price"])
        #expect(page.products.map(\.style.rawValue) == ["W26KD0116"])
        #expect(page.products.first?.images.promo?.rawValue == "img/p.jpg")
    }

    @Test func tooManyProductsIsTheSameTypedError() throws {
        let records = Array(repeating: #"{"style":"W26KD0112"}"#, count: ResponseConverter.maximumProductsPerPage + 1)
        let (tree, value) = try bothWays(Data(#"{"products":[\#(records.joined(separator: ","))]}"#.utf8))
        guard case .failure(let error) = tree, case .tooManyRecords = error else {
            Issue.record("expected tooManyRecords, got \(tree)")
            return
        }
        #expect(tree.map(\.value) == value.map(\.value))
    }
}
