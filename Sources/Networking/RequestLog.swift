import Foundation
import Logging
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The log lines of one request. Info: method, path, status, duration. Debug: the redacted URL,
/// headers with credentials masked, body sizes. Bodies themselves are never logged: they may
/// carry passwords or session ids. Nothing is formatted unless its level is enabled.
struct RequestLog {
    let logger: Logger
    let request: URLRequest

    private var method: String { (request.httpMethod ?? "GET").uppercased() }
    private var path: String { request.url.map { $0.path.isEmpty ? "/" : $0.path } ?? "-" }

    func started(_ transportRequest: TransportRequest) {
        logger.debug(
            "\(method) \(path) started",
            metadata: [
                "http.url": "\(LogRedaction.url(request.url))",
                "http.request.headers": "\(LogRedaction.headers(request.allHTTPHeaderFields ?? [:]))",
                "http.request.body_bytes": "\(transportRequest.uploadLength() ?? 0)",
            ])
    }

    func retrying(after error: NetworkError, attempt: Int, delay: Duration) {
        logger.notice("\(method) \(path) retrying after \(error) (attempt \(attempt)) in \(Self.milliseconds(delay)) ms")
    }

    func finished(_ payload: NetworkPayload) {
        switch payload.error {
        case nil, .unacceptableStatus?:
            logger.info("\(method) \(path) \(Self.status(payload)) in \(Self.duration(payload)) ms", metadata: Self.metadata(payload))
        case .cancelled?:
            logger.debug("\(method) \(path) cancelled after \(Self.duration(payload)) ms", metadata: Self.metadata(payload))
        case let error?:
            logger.warning("\(method) \(path) failed in \(Self.duration(payload)) ms: \(error)", metadata: Self.metadata(payload))
        }
        guard logger.logLevel <= .debug, let response = payload.response else { return }
        logger.debug(
            "\(method) \(path) response",
            metadata: [
                "http.response.headers": "\(LogRedaction.headers(response.headers))",
                "http.response.body_bytes": "\(response.body.byteCount)",
            ])
    }

    /// A stream's head arrived: info, like a finished request's line.
    func opened(_ payload: NetworkPayload) {
        logger.info(
            "\(method) \(path) \(Self.status(payload)) stream opened in \(Self.duration(payload)) ms", metadata: Self.metadata(payload))
        guard logger.logLevel <= .debug, let response = payload.response else { return }
        logger.debug(
            "\(method) \(path) stream head", metadata: ["http.response.headers": "\(LogRedaction.headers(response.headers))"])
    }

    /// A stream's body ended (nil: completely) or was stopped, after `bytes` in `seconds`.
    func streamEnded(error: NetworkError?, bytes: Int64, seconds: TimeInterval) {
        let metadata: Logger.Metadata = [
            "http.response.body_bytes": "\(bytes)", "duration_ms": "\(Int((seconds * 1000).rounded()))",
        ]
        switch error {
        case nil:
            logger.info("\(method) \(path) stream ended after \(bytes) bytes", metadata: metadata)
        case .cancelled?:
            logger.debug("\(method) \(path) stream stopped by the reader after \(bytes) bytes", metadata: metadata)
        case let error?:
            logger.warning("\(method) \(path) stream broke off after \(bytes) bytes: \(error)", metadata: metadata)
        }
    }

    private static func metadata(_ payload: NetworkPayload) -> Logger.Metadata {
        var metadata: Logger.Metadata = [
            "http.status": "\(status(payload))",
            "duration_ms": "\(duration(payload))",
            "attempts": "\(payload.attempts)",
        ]
        if let error = payload.error { metadata["error"] = "\(error)" }
        return metadata
    }

    private static func status(_ payload: NetworkPayload) -> String {
        payload.status.map(String.init) ?? "-"
    }

    private static func duration(_ payload: NetworkPayload) -> Int {
        Int(((payload.duration ?? 0) * 1000).rounded())
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
