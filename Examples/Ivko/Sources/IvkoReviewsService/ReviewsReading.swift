package import Foundation
package import Networking
import XMLCoder

/// Turns what Networking brought back into the feed the contract promises or the typed error it
/// amounts to. The one place that knows the service's envelope: an empty document means no ratings,
/// `<error code="UNKNOWN_SKU">` (HTTP 200) means an unknown product, another code is the service's
/// refusal, an HTML page sent with HTTP 200 is its maintenance page, and anything else that is not
/// the feed (bytes that are not UTF-8, a document type, a processing instruction without data among
/// them) is an invalid document. XMLCoder reads the XML; nothing here parses it by hand.
package enum ReviewsReading {
    /// The most bytes a feed may have: a product's feed with 50 reviews is far smaller.
    package static let maximumBodySize = 1 << 20

    /// The feed of a successful exchange, or the error it amounts to.
    package static func feed(from payload: NetworkPayload) throws(ReviewsServiceError) -> ReviewsFeed {
        if let error = payload.error { throw serviceError(from: error) }
        guard let response = payload.response else { throw .network(reason: "no response") }
        return try feed(fromBody: response.body.data ?? Data(), contentType: response.headers["Content-Type"])
    }

    /// The feed in a body that arrived with HTTP 2xx (see the type's notes).
    package static func feed(fromBody data: Data, contentType: String? = nil) throws(ReviewsServiceError) -> ReviewsFeed {
        guard data.count <= maximumBodySize else {
            throw .invalidDocument(reason: "\(data.count) bytes, more than the \(maximumBodySize) a feed may have")
        }
        let text = String(decoding: data.prefix(512), as: UTF8.self)
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.isEmpty && data.count <= 512 { return .none }
        if contentType?.lowercased().contains("text/html") == true || Self.startsAsHTML(start) {
            throw .errorPage(title: Self.title(in: text))
        }
        // Outside Apple's platforms Foundation's XMLParser (under XMLCoder) crashes, instead of failing,
        // on a tag or attribute name that is not UTF-8 (swift-corelibs-foundation issue 5534) and on a
        // processing instruction without data: such bytes never reach it (the feed has neither).
        guard String(validating: data, as: UTF8.self) != nil else {
            throw .invalidDocument(reason: "not UTF-8: \(Self.preview(data))")
        }
        if Self.holdsMarkupThatCrashesTheParser(data) {
            throw .invalidDocument(reason: "a document type or a processing instruction without data: \(Self.preview(data))")
        }
        let document: FeedDocument
        do {
            document = try XMLDecoder().decode(FeedDocument.self, from: data)
        } catch {
            throw .invalidDocument(reason: "not the feed's XML: \(Self.preview(data))")
        }
        return try feed(of: document)
    }

    /// The feed a decoded document holds.
    private static func feed(of document: FeedDocument) throws(ReviewsServiceError) -> ReviewsFeed {
        if let refusal = document.error {
            let code = refusal.code?.trimmingCharacters(in: .whitespaces) ?? ""
            let message = refusal.message ?? ""
            if code.uppercased() == "UNKNOWN_SKU" { throw .unknownProduct(sku: message) }
            throw .service(code: code, message: message)
        }
        guard document.version != nil else {
            throw .invalidDocument(reason: "the root element has no version: it is not a ratings feed")
        }
        guard let product = document.product else { return .none }
        return ReviewsFeed(
            sku: product.sku, scale: product.scale, average: product.average, count: product.count,
            reviews: (product.review ?? []).map { review in
                ReviewsFeedEntry(
                    id: review.id, kind: review.kind, score: review.score, author: review.author, submitted: review.submitted,
                    title: review.title, body: review.body)
            })
    }

    /// The service error for a Networking failure.
    static func serviceError(from error: NetworkError) -> ReviewsServiceError {
        switch error.underlying {
        case .unacceptableStatus(let response):
            (500...599).contains(response.status) ? .server(status: response.status) : .unexpectedStatus(response.status)
        case .emptyBody(let response): .unexpectedStatus(response.status)
        case .cannotConnect(let reason): .network(reason: "cannot connect: \(reason)")
        case .timedOut: .network(reason: "timed out")
        case .cancelled: .cancelled
        case .connectionLost: .network(reason: "the connection was lost")
        case .truncatedBody: .network(reason: "the answer was cut short")
        case .invalidRequest(let reason): .invalidRequest(reason: reason)
        case .fileSystem(let reason), .transport(let reason): .network(reason: reason)
        case .retriesExhausted: .network(reason: error.description)
        case .untrustedServer(let host, let reason): .untrustedServer(host: host, reason: reason)
        case .credentialsRefused(_, let realm, _): .credentialsRefused(realm: realm)
        }
    }

    /// Whether `data` holds a processing instruction without data (`<?name?>`), on which Foundation's
    /// XMLParser crashes outside Apple's platforms (it reads the missing data as a C string), or a
    /// document type declaration, whose entities can hold one (`<!ENTITY e "&#60;?name?>">`). The
    /// feed has neither; the same bytes inside a CDATA section or a comment are refused too.
    private static func holdsMarkupThatCrashesTheParser(_ data: Data) -> Bool {
        let bytes = Array(data)
        let doctype = Array("<!DOCTYPE".utf8)
        let open = UInt8(ascii: "<")
        let question = UInt8(ascii: "?")
        for index in bytes.indices where bytes[index] == open && index + 1 < bytes.count {
            if bytes[index + 1] == UInt8(ascii: "!") {
                if bytes[index...].starts(with: doctype) { return true }
                continue
            }
            guard bytes[index + 1] == question else { continue }
            // The instruction's target runs up to white space or `?`; `?>` right after it means no data.
            let target = bytes[(index + 2)...].prefix { ![question, open, UInt8(ascii: ">"), 0x20, 0x09, 0x0A, 0x0D].contains($0) }
            if !target.isEmpty, bytes[target.endIndex...].starts(with: [question, UInt8(ascii: ">")]) { return true }
        }
        return false
    }

    /// Whether the body opens like an HTML page (`<!DOCTYPE html`, `<html`).
    private static func startsAsHTML(_ start: Substring) -> Bool {
        let opening = start.prefix(14).lowercased()
        return opening.hasPrefix("<!doctype html") || opening.hasPrefix("<html")
    }

    /// The text of an HTML page's `<title>`, for the log; "untitled" when it has none.
    private static func title(in page: String) -> String {
        guard let open = page.range(of: "<title>", options: .caseInsensitive),
            let close = page.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<page.endIndex)
        else { return "untitled" }
        return page[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func preview(_ data: Data) -> String {
        let text = String(decoding: data.prefix(80), as: UTF8.self)
        return data.count > 80 ? text + "…" : text
    }
}
