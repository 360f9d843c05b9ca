public import IvkoModel
/// Why a catalog import stopped. The previous catalog is untouched whatever the reason.
public enum CatalogImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Page `page` (from 1) could not be had: fetching it failed, or its body was not the
    /// export's JSON (too large, not JSON, or the backend's error answer).
    case page(Int, ShopError)
    /// Page `page` arrived but could not be read as the export (wrong shape, too many products).
    case conversion(page: Int, DataError)
    /// The catalog database could not be written.
    case store(StoreError)
    /// The importing task was cancelled.
    case cancelled

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .page(let page, let error): "catalog import, page \(page): \(error)"
        case .conversion(let page, let error): "catalog import, page \(page): \(error)"
        case .store(let error): "catalog import: \(error)"
        case .cancelled: "catalog import cancelled"
        }
    }
}
