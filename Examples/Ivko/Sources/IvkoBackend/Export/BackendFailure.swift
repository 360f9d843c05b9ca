import Hummingbird

/// The backend's business errors, all answered with HTTP 200 and
/// `{"result": "ERR", "type": T, "message": M}`.
enum BackendFailure: Error, Equatable {
    /// No session, or it expired: `NoSessionException`.
    case noSession
    /// Wrong username or password (or an unreadable sign-in form): `AuthException`.
    case invalidCredentials
    /// Unknown style: `NotFoundException`.
    case styleNotFound
    /// Not enough stock, or the product is not sold: `StockException`.
    case stock(String)
    /// A request body the backend cannot use: `ValidationException`.
    case validation(String)

    private struct Record: Encodable {
        let result = "ERR"
        let type: String
        let message: String
    }

    private var record: Record {
        switch self {
        case .noSession: Record(type: "NoSessionException", message: "Session expired")
        case .invalidCredentials: Record(type: "AuthException", message: "Invalid credentials")
        case .styleNotFound: Record(type: "NotFoundException", message: "Style not found")
        case .stock(let message): Record(type: "StockException", message: message)
        case .validation(let message): Record(type: "ValidationException", message: message)
        }
    }

    /// The HTTP 200 error answer.
    func response() throws -> Response {
        try ExportJSON.response(record)
    }
}
