import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns Foundation's URL loading errors into `NetworkError`s.
enum URLErrorMapping {
    static func networkError(from error: any Error) -> NetworkError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else {
            return .transport(reason: nsError.localizedDescription)
        }
        let reason = (nsError.userInfo[NSLocalizedDescriptionKey] as? String) ?? "URL error \(nsError.code)"
        switch URLError.Code(rawValue: nsError.code) {
        case .cancelled, .userCancelledAuthentication:
            return .cancelled
        case .timedOut:
            return .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
            .internationalRoamingOff, .dataNotAllowed:
            return .cannotConnect(reason: reason)
        case .networkConnectionLost, .badServerResponse:
            return .connectionLost(partial: nil)
        case .badURL, .unsupportedURL, .fileDoesNotExist, .noPermissionsToReadFile, .requestBodyStreamExhausted:
            return .invalidRequest(reason: reason)
        default:
            return .transport(reason: reason)
        }
    }
}
