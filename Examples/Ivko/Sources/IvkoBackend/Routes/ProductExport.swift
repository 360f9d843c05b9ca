import Hummingbird

/// `products.json`: one page of the export, or without `page` the whole export streamed in
/// chunks so that even a catalog of tens of MB is never built as one string.
///
/// Paging rules: `page` starts at 1; a `page` that is not a positive number answers page 1; a page
/// past the last answers an empty `products` array. `size` defaults to 500, is capped at 1000, and
/// a `size` that is not a positive number means 500. `total`, `page` and `pages` are strings.
struct ProductExport {
    /// The paging a request asks for.
    struct Query: Equatable {
        static let defaultSize = 500
        static let maximumSize = 1_000

        /// The requested page, or `nil` for the whole export.
        var page: Int?
        /// Products per page.
        var size: Int

        init(page: Int?, size: Int = defaultSize) {
            self.page = page
            self.size = size
        }

        /// Reads the raw `page` and `size` query values, applying the paging rules above.
        init(pageText: String?, sizeText: String?) {
            let sizeValue = sizeText.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            size = min(sizeValue ?? Self.defaultSize, Self.maximumSize)
            page = pageText.map { text in Int(text).flatMap { $0 > 0 ? $0 : nil } ?? 1 }
        }
    }

    private struct Envelope: Encodable {
        let result = "OK"
        let total: String
        let page: String
        let pages: String
        let exportedAt: String

        enum CodingKeys: String, CodingKey {
            case result, total, page, pages
            case exportedAt = "exported_at"
        }
    }

    private struct PageRecord: Encodable {
        let envelope: Envelope
        let products: [CatalogProduct]

        enum CodingKeys: String, CodingKey { case products }

        func encode(to encoder: any Encoder) throws {
            try envelope.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(products, forKey: .products)
        }
    }

    static let streamChunk = 200

    let catalog: IvkoCatalog
    let exportedAt: String

    func response(query: Query) throws -> Response {
        let total = catalog.products.count
        guard let page = query.page else {
            return try streamedResponse(Envelope(total: String(total), page: "1", pages: "1", exportedAt: exportedAt))
        }
        let pages = max(1, (total + query.size - 1) / query.size)
        let start = page > pages ? total : (page - 1) * query.size
        let slice = catalog.products[start..<min(total, start + query.size)]
        let envelope = Envelope(total: String(total), page: String(page), pages: String(pages), exportedAt: exportedAt)
        return try ExportJSON.response(PageRecord(envelope: envelope, products: Array(slice)))
    }

    private func streamedResponse(_ envelope: Envelope) throws -> Response {
        var opening = try ExportJSON.bytes(envelope)
        opening.moveWriterIndex(to: opening.writerIndex - 1)
        opening.writeString(",\"products\":[")
        let head = opening
        let products = catalog.products
        let body = ResponseBody { writer in
            try await writer.write(head)
            for start in stride(from: 0, to: products.count, by: Self.streamChunk) {
                var chunk = try ExportJSON.bytes(Array(products[start..<min(products.count, start + Self.streamChunk)]))
                chunk.moveReaderIndex(forwardBy: 1)
                chunk.moveWriterIndex(to: chunk.writerIndex - 1)
                if start > 0 { try await writer.write(ByteBuffer(string: ",")) }
                try await writer.write(chunk)
            }
            try await writer.write(ByteBuffer(string: "]}"))
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: ExportJSON.contentType], body: body)
    }
}
