public import Foundation

/// One page of the product export as the backend sent it (`GET products.json?page=&size=`), not
/// yet read: the bytes of the answer's body.
///
/// What a caller hands `CatalogImporter` when pages reach it as bytes (recorded, cached, fetched
/// by other means); the importer reads them exactly as the API wrapper reads its own answers —
/// the size limits first, then the JSON and the backend's error envelope.
public struct RawExportPage: Sendable, Hashable {
    /// The body's bytes.
    public var body: Data

    /// A page from the bytes of its body.
    public init(body: Data) {
        self.body = body
    }
}
