import Coordinators
import Foundation
import Testing

/// A test page that knows where it is shown: what a page link needs.
extension TestPage: LocatedPage {
    var linkedPath: PagePath<TestPage> {
        switch self {
        case .home, .help: PagePath(stack: "catalog", pages: [self])
        case .category, .product, .search: PagePath(stack: "catalog", pages: [.home, self])
        case .cart, .checkout: PagePath(stack: "cart", pages: [.cart, self].uniqued)
        case .account, .signIn, .orders: PagePath(stack: "account", pages: [.account, self].uniqued)
        }
    }
}

extension [TestPage] {
    /// The pages without a repeat of the one before (a root page's path is the page alone).
    fileprivate var uniqued: [TestPage] { count == 2 && self[0] == self[1] ? [self[0]] : self }
}

@Suite("Routing: page links")
struct PageLinkTests {
    @Test("A page link names one page, on a custom scheme and as a site's path, and reads back as its whole path", arguments: TestPage.all)
    func roundTrip(page: TestPage) throws {
        for format in [LinkFormat<TestPage>(scheme: "ivko"), .sitePaths] {
            let url = format.url(forPage: page)
            #expect(try format.path(fromPageLink: url) == page.linkedPath, "\(url)")
            #expect(format.url(forPage: try #require(format.path(fromPageLink: url).pages.last)) == url)
        }
    }

    @Test("Page links are written as custom-scheme links and site paths are")
    func shapes() throws {
        let scheme = LinkFormat<TestPage>(scheme: "ivko")
        #expect(scheme.url(forPage: .product(id: 7)).absoluteString == "ivko://product/7")
        #expect(scheme.url(forPage: .cart).absoluteString == "ivko://cart")
        #expect(scheme.url(forPage: .search(query: "a/b c")).absoluteString == "ivko://search/a%2Fb%20c")
        #expect(
            try scheme.path(fromPageLink: link("IVKO://product/7?utm=mail")) == PagePath(stack: "catalog", pages: [.home, .product(id: 7)]))
        #expect(LinkFormat<TestPage>.sitePaths.url(forPage: .search(query: "a/b c")).absoluteString == "/search/a%2Fb%20c")
        #expect(
            try LinkFormat<TestPage>.sitePaths.path(fromPageLink: link("/orders"))
                == PagePath(stack: "account", pages: [.account, .orders]))

        // A scheme's whole paths put the stack where the host goes, the same as a base of `ivko://`.
        let path = PagePath<TestPage>(stack: "catalog", pages: [.home, .product(id: 7)])
        #expect(scheme.url(for: path).absoluteString == "ivko://catalog/home/product/7")
        #expect(try scheme.path(from: scheme.url(for: path)) == path)
        #expect(LinkFormat<TestPage>(base: try link("ivko://")).url(for: path) == scheme.url(for: path))
    }

    @Test("A page link that is not one, names no page, or goes on after its page is a typed error")
    func invalidPageLinks() throws {
        let scheme = LinkFormat<TestPage>(scheme: "ivko")
        let cases: [(String, InvalidLink.Reason)] = [
            ("https://ivko.example/product/7", .foreign),
            ("ivko://wishlist", .unknownPage("wishlist")),
            ("ivko://product", .missingParameter(page: "product")),
            ("ivko://product/7/8", .unexpectedSegment("8")),
            ("ivko://", .missingPage),
        ]
        for (text, reason) in cases {
            #expect(throws: InvalidLink(url: text, reason: reason)) { try scheme.path(fromPageLink: link(text)) }
        }
        #expect(throws: InvalidLink(url: "https://ivko.example/cart", reason: .foreign)) {
            try LinkFormat<TestPage>.sitePaths.path(fromPageLink: link("https://ivko.example/cart"))
        }
    }
}
