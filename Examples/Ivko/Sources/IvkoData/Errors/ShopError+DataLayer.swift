package import IvkoService
public import IvkoModel

/// Where the data layer names its failures as the one `ShopError`: the API wrapper's error kinds, a
/// conversion, a local database (a full disk told by SQLite's own result code where it was caught),
/// the time zone and a catalog import. The `DataManager` and the managers use these, so no layer
/// above renames a failure again.
extension ShopError {
    /// The shop error for a service error. The backend's error answers (`{"result": "ERR"}`)
    /// arrive here already named by the API wrapper, the only reader of that envelope.
    package init(_ error: IvkoServiceError) {
        switch error {
        case .auth(let message): self = .wrongCredentials(message: message)
        case .noSession(let message): self = .signedOut(message: message)
        case .sessionLost(let message): self = .serverFailure(reason: "the backend ended a new session at once: \(message)")
        case .notFound(let message): self = .notFound(message: message)
        case .stock(let message): self = .outOfStock(message: message)
        case .validation(let message), .business(_, let message): self = .rejected(message: message)
        case .server(let status, _), .gateway(let status, _), .unexpectedStatus(let status, _):
            self = .serverFailure(reason: "HTTP \(status)")
        case .unavailable(let retryAfter, _): self = .unavailable(retryAfter: retryAfter)
        case .invalidResponse(let reason): self = .invalidData(reason: reason)
        case .tooLarge: self = .invalidData(reason: error.description)
        case .network(let failure):
            switch failure {
            // The request never reached the shop: nothing could be reached.
            case .cannotConnect, .other: self = .offline(reason: "\(failure)")
            // The shop took the request and never answered in full: it is the server not answering.
            case .connectionLost, .truncated, .timedOut: self = .serverFailure(reason: "no answer: \(failure)")
            }
        case .invalidRequest(let reason): self = .rejected(message: reason)
        // A download that could not be written to its file (the networking library says why in words).
        case .fileSystem(let reason): self = .storageFailure(reason: reason)
        case .cancelled: self = .cancelled
        }
    }

    /// The shop error for a conversion error: the answer could not be read as the model.
    public init(_ error: DataError) {
        self = .invalidData(reason: error.description)
    }

    /// The shop error for a local database: damaged or newer files (resetting helps) apart from a
    /// full disk and from any other failure.
    public init(_ error: StoreError) {
        switch error {
        case .corrupt, .newerSchema: self = .damagedStorage(reason: error.description)
        case .full: self = .storageFull(reason: error.description)
        case .cannotOpen, .failed: self = .storageFailure(reason: error.description)
        case .cancelled: self = .cancelled
        }
    }

    /// The shop error for a time the shop's time zone cannot place.
    public init(_ error: ShopTimeZoneError) {
        self = .invalidData(reason: error.description)
    }

    /// The shop error for a failed catalog import: the failure of the page, its conversion, the store or the task.
    public init(_ error: CatalogImportError) {
        switch error {
        case .page(_, let failure): self = failure
        case .conversion(_, let failure): self = ShopError(failure)
        case .store(let failure): self = ShopError(failure)
        case .cancelled: self = .cancelled
        }
    }
}
