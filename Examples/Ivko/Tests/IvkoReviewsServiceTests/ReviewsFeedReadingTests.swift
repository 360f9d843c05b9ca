import Foundation
import IvkoReviewsService
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The ratings service's XML read by the wrapper: the feed's values as written, an empty document as
/// no ratings, and every kind of answer that is not the feed as its typed error.
@Suite("Reviews feed reading")
struct ReviewsFeedReadingTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ReviewsSamples")

    func read(_ text: String, contentType: String? = "application/xml") throws(ReviewsServiceError) -> ReviewsFeed {
        try ReviewsReading.feed(fromBody: Data(text.utf8), contentType: contentType)
    }

    @Test("The quirks sample keeps the service's text: scale, decimal comma, fractions, both date spellings, entities")
    func quirksSample() throws {
        let data = try Data(contentsOf: Self.samples.appendingPathComponent("feed-quirks.xml"))
        let feed = try ReviewsReading.feed(fromBody: data)
        #expect(feed.sku == "W26KD0112")
        #expect(feed.scale == "10")
        #expect(feed.average == "8,6")
        #expect(feed.count == "1.204")
        #expect(feed.reviews.map(\.id) == ["R-48213", "R-48213", "R-47001", "R-46950", "R-46900", "R-46800"])
        #expect(feed.reviews.map(\.score) == ["9/10", "2/10", "7,5", nil, "80%", "eleven"])
        #expect(feed.reviews.map(\.kind) == ["verified-buyer", "verified-buyer", "customer", "question", "video-review", "syndicated"])
        #expect(feed.reviews[0].submitted == "2026-11-02T08:15:00Z")
        #expect(feed.reviews[2].submitted == "14.10.2026")
        #expect(feed.reviews[0].title == "Lovely &amp; warm", "XML's own escape is undone; the HTML one is the data layer's")
        #expect(feed.reviews[2].title == "Caf&eacute; colour, as shown")
        #expect(feed.reviews[0].body?.hasPrefix("<p>Fits <b>true</b>") == true, "CDATA arrives as written")
        #expect(feed.reviews[2].body == "Order one size up.<br>The sleeves are short.")
    }

    @Test(
        "No ratings: an empty body, white space, a feed without a product, a product without reviews",
        arguments: [
            "", "  \n\t", "<?xml version=\"1.0\"?>\n<ratingsFeed version=\"2.1\"/>",
            "<ratingsFeed version=\"2.1\" generated=\"2026-11-20T09:00:00Z\"></ratingsFeed>",
        ])
    func emptyMeansNone(_ body: String) throws {
        #expect(try read(body) == .none)
    }

    @Test("A product without reviews names the product and nothing else")
    func productWithoutReviews() throws {
        let feed = try read("<ratingsFeed version=\"2.1\"><product sku=\"S26BL0007\" scale=\"5\"/></ratingsFeed>")
        #expect(feed == ReviewsFeed(sku: "S26BL0007", scale: "5"))
    }

    @Test("The service's refusal with HTTP 200: an unknown SKU, and any other code")
    func refusals() {
        #expect(throws: ReviewsServiceError.unknownProduct(sku: "XYZ")) {
            try read("<ratingsFeed version=\"2.1\"><error code=\"UNKNOWN_SKU\">XYZ</error></ratingsFeed>")
        }
        #expect(throws: ReviewsServiceError.service(code: "QUOTA", message: "Too many requests")) {
            try read("<ratingsFeed version=\"2.1\"><error code=\"QUOTA\">Too many requests</error></ratingsFeed>")
        }
    }

    @Test("An HTML page sent with HTTP 200 is the maintenance page, by its start or its content type")
    func errorPageWith200() {
        let page = "<!DOCTYPE html>\n<html><head><title>Down for maintenance</title></head><body>&nbsp;</body></html>"
        #expect(throws: ReviewsServiceError.errorPage(title: "Down for maintenance")) { try read(page) }
        #expect(throws: ReviewsServiceError.errorPage(title: "untitled")) { try read("<p>oops</p>", contentType: "text/html") }
        #expect(throws: ReviewsServiceError.errorPage(title: "untitled")) { try read("\u{FEFF}  <HTML><body>x</body></HTML>") }
    }

    @Test(
        "Garbage, broken XML, XML of another shape and JSON are invalid documents",
        arguments: [
            "\u{1}\u{2}PK not xml {\"oops\": [", "<ratingsFeed version=\"2.1\"><product sku=\"A\">", "<catalog><item/></catalog>",
            "{\"ratings\": []}",
        ])
    func invalidDocuments(_ body: String) {
        #expect {
            try read(body)
        } throws: { error in
            guard case ReviewsServiceError.invalidDocument = error else { return false }
            return true
        }
    }

    @Test("A body over the limit is refused unparsed")
    func tooLarge() {
        let huge = Data(repeating: UInt8(ascii: " "), count: ReviewsReading.maximumBodySize + 1)
        #expect {
            try ReviewsReading.feed(fromBody: huge)
        } throws: { error in
            guard case ReviewsServiceError.invalidDocument(let reason) = error else { return false }
            return reason.contains("more than")
        }
    }

    @Test("The feed's request: GET products/SKU.xml with the limit clamped; a SKU that could leave the path is refused")
    func request() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8027/rr/v2/"))
        let request = try ReviewsEndpoint.productFeed(sku: "W26KD0112", limit: 3).urlRequest(baseURL: base)
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "http://127.0.0.1:8027/rr/v2/products/W26KD0112.xml?max=3")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/xml")
        let clamped = try ReviewsEndpoint.productFeed(sku: "A1", limit: 500).urlRequest(baseURL: base)
        #expect(clamped.url?.query == "max=50")
        for sku in ["", "../admin", "W26 KD", "W26KD0112?x=1", "Ž26"] {
            #expect(throws: ReviewsServiceError.self) { try ReviewsEndpoint.productFeed(sku: sku, limit: 3).urlRequest(baseURL: base) }
        }
    }
}
