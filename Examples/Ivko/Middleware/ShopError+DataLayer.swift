package import IvkoData

/// The one place where the data layer's errors become `ShopError`. The managers call the data
/// layer through `remote(_:)` and `stored(_:)`; the composition root uses the initialisers for what
/// it opens itself (a customer's database).
extension ShopError {
    /// The error for a failed call to the shop: every kind kept, the 503's wait included.
    package init(_ error: ShopDataError) {
        switch error {
        case .authFailed(let message): self = .wrongCredentials(message: message)
        case .signedOut(let message): self = .signedOut(message: message)
        case .stock(let message): self = .outOfStock(message: message)
        case .notFound(let message): self = .notFound(message: message)
        case .rejected(let message): self = .rejected(message: message)
        case .offline(let reason): self = .offline(reason: reason)
        case .server(let reason): self = .serverFailure(reason: reason)
        case .unavailable(let retryAfter): self = .unavailable(retryAfter: retryAfter)
        case .invalidData(let reason): self = .invalidData(reason: reason)
        // The data layer gives only the text of a storage failure it met (writing a download, an
        // import's store), whose wording tells a full disk apart.
        case .storage(let reason): self = .storage(reason: reason)
        case .cancelled: self = .cancelled
        }
    }

    /// The error for a failed local database: damaged or newer files apart from a full disk.
    package init(_ error: StoreError) {
        switch error {
        case .corrupt, .newerSchema: self = .damagedStorage(reason: error.description)
        case .cannotOpen(_, let cause), .failed(_, let cause): self = .storage(reason: error.description, cause: cause)
        case .cancelled: self = .cancelled
        }
    }

    /// The error for a time the shop's time zone cannot place.
    package init(_ error: ShopTimeZoneError) {
        self = .invalidData(reason: error.description)
    }
}

/// Runs a call to the shop, its failure as a `ShopError`.
func remote<Value>(
    isolation: isolated (any Actor)? = #isolation, _ call: () async throws(ShopDataError) -> Value
) async throws(ShopError) -> Value {
    do throws(ShopDataError) {
        return try await call()
    } catch {
        throw ShopError(error)
    }
}

/// Runs a read or write of a local database, its failure as a `ShopError`.
func stored<Value>(
    isolation: isolated (any Actor)? = #isolation, _ work: () async throws(StoreError) -> Value
) async throws(ShopError) -> Value {
    do throws(StoreError) {
        return try await work()
    } catch {
        throw ShopError(error)
    }
}
