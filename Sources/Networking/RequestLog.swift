import Foundation
import Logging
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The log lines of one request. Info: method, path, status, duration. Debug: the redacted URL,
/// headers with credentials masked, body sizes. Bodies themselves are never logged: they may
/// carry passwords or session ids.
struct RequestLog {
    let logger: Logger
    let method: String
    let path: String

    init(logger: Logger, request: URLRequest) {
        self.logger = logger
        self.method = (request.httpMethod ?? "GET").uppercased()
        self.path = request.url.map { $0.path.isEmpty ? "/" : $0.path } ?? "-"
    }

    func started(_ request: TransportRequest) {
        logger.debug("\(method) \(path) started", metadata: [
            "http.url": "\(LogRedaction.url(request.urlRequest.url))",
            "http.request.headers": "\(LogRedaction.headers(request.urlRequest.allHTTPHeaderFields ?? [:]))",
            "http.request.body_bytes": "\(request.uploadLength() ?? 0)",
        ])
    }

    func retrying(after error: NetworkError, attempt: Int, delay: Duration) {
        logger.notice("\(method) \(path) retrying after \(error) (attempt \(attempt)) in \(Self.milliseconds(delay)) ms")
    }

    func finished(_ payload: NetworkPayload) {
        let duration = Int(((payload.duration ?? 0) * 1000).rounded())
        let status = payload.status.map(String.init) ?? "-"
        var metadata: Logger.Metadata = [
            "http.status": "\(status)",
            "duration_ms": "\(duration)",
            "attempts": "\(payload.attempts)",
        ]
        switch payload.error {
        case nil:
            logger.info("\(method) \(path) \(status) in \(duration) ms", metadata: metadata)
        case .cancelled:
            logger.debug("\(method) \(path) cancelled after \(duration) ms", metadata: metadata)
        case .unacceptableStatus?:
            logger.info("\(method) \(path) \(status) in \(duration) ms", metadata: metadata)
        case let error?:
            metadata["error"] = "\(error)"
            logger.warning("\(method) \(path) failed in \(duration) ms: \(error)", metadata: metadata)
        }
        guard logger.logLevel <= .debug, let response = payload.response else { return }
        logger.debug("\(method) \(path) response", metadata: [
            "http.response.headers": "\(LogRedaction.headers(response.headers))",
            "http.response.body_bytes": "\(response.body.byteCount)",
        ])
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
