import Foundation
import IvkoBackend
import Testing

/// Paging of `products.json`: page from 1, size 500 by default and capped at 1000, the whole export
/// without `page`, and the documented answers to bad values.
@Suite("Product paging")
struct ProductPagingTests {
    private func page(_ backend: TestBackend, _ query: String) async throws -> (envelope: [String: Any], styles: [String]) {
        let object = try await backend.send("GET", "products.json" + query).jsonObject()
        let products = try #require(object["products"] as? [[String: Any]])
        return (object, products.compactMap { $0["style"] as? String })
    }

    @Test("default size is 500, pages count up, size is capped at 1000")
    func sizesAndCaps() async throws {
        try await TestBackend.with(products: 2_000) { backend in
            let first = try await page(backend, "?page=1")
            #expect(first.styles.count == 500)
            #expect(first.envelope["total"] as? String == "2000")
            #expect(first.envelope["pages"] as? String == "4")
            let capped = try await page(backend, "?page=2&size=100000")
            #expect(capped.styles.count == 1_000)
            #expect(capped.envelope["pages"] as? String == "2")
            #expect(capped.envelope["page"] as? String == "2")
            let small = try await page(backend, "?page=3&size=7")
            #expect(small.styles == Array(backend.server.catalog.products[14..<21].map(\.style)))
        }
    }

    @Test("without page the whole export arrives in one response, equal to all pages together")
    func wholeExport() async throws {
        try await TestBackend.with(products: 1_234) { backend in
            let whole = try await page(backend, "")
            #expect(whole.styles.count == 1_234)
            #expect(whole.envelope["total"] as? String == "1234")
            var paged: [String] = []
            for number in 1...2 {
                paged += try await page(backend, "?page=\(number)&size=1000").styles
            }
            #expect(paged == whole.styles)
            #expect(Set(whole.styles).count == 1_234)
        }
    }

    @Test("bad page means page 1, a page past the end is empty, bad size means 500")
    func badValues() async throws {
        try await TestBackend.with(products: 700) { backend in
            for query in ["?page=0", "?page=-3", "?page=abc", "?page="] {
                let answer = try await page(backend, query)
                #expect(answer.envelope["page"] as? String == "1", "query \(query)")
                #expect(answer.styles.count == 500, "query \(query)")
            }
            let beyond = try await page(backend, "?page=99")
            #expect(beyond.styles.isEmpty)
            #expect(beyond.envelope["page"] as? String == "99")
            #expect(beyond.envelope["pages"] as? String == "2")
            let hugePage = try await page(backend, "?page=\(Int.max)&size=1000")
            #expect(hugePage.styles.isEmpty)
            for query in ["?page=1&size=0", "?page=1&size=-5", "?page=1&size=many"] {
                #expect(try await page(backend, query).styles.count == 500, "query \(query)")
            }
        }
    }
}
