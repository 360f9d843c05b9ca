public import IvkoService

extension ShopDataError {
    /// The shop error for a service error.
    public init(_ error: IvkoServiceError) {
        switch error {
        case .auth(let message): self = .authFailed(message: message)
        case .noSession(let message): self = .signedOut(message: message)
        case .notFound(let message): self = .notFound(message: message)
        case .stock(let message): self = .stock(message: message)
        case .validation(let message), .business(_, let message): self = .rejected(message: message)
        case .server(let status, _), .gateway(let status, _), .unexpectedStatus(let status, _):
            self = .server(reason: "HTTP \(status)")
        case .unavailable(let retryAfter, _):
            self = .server(reason: "HTTP 503, retry after \(retryAfter.map(String.init) ?? "?") s")
        case .invalidResponse(let reason): self = .invalidData(reason: reason)
        case .network(let failure): self = .offline(reason: "\(failure)")
        case .invalidRequest(let reason): self = .rejected(message: reason)
        case .fileSystem(let reason): self = .storage(reason: reason)
        case .cancelled: self = .cancelled
        }
    }

    /// The shop error for a conversion error; the backend's own error object keeps its meaning.
    public init(_ error: DataError) {
        switch error {
        case .backendError(_, let type, let message):
            switch type {
            case "StockException": self = .stock(message: message)
            case "NotFoundException": self = .notFound(message: message)
            case "NoSessionException": self = .signedOut(message: message)
            case "AuthException": self = .authFailed(message: message)
            default: self = .rejected(message: message)
            }
        case .unexpectedStructure, .invalidField:
            self = .invalidData(reason: error.description)
        }
    }

    /// The shop error for a local store error.
    public init(_ error: StoreError) {
        self = .storage(reason: error.description)
    }
}
