extension IvkoServiceError: CustomStringConvertible {
    /// One line for logs: the kind, the status and the first line of any text; never a session id.
    public var description: String {
        switch self {
        case .auth(let message): "auth error: \(message)"
        case .noSession(let message): "no session: \(message)"
        case .sessionLost(let message): "session ended again before the call was answered: \(message)"
        case .notFound(let message): "not found: \(message)"
        case .stock(let message): "stock error: \(message)"
        case .validation(let message): "validation error: \(message)"
        case .business(let type, let message): "\(type): \(message)"
        case .server(let status, let text): "server failure \(status): \(Self.firstLine(text))"
        case .gateway(let status, _): "gateway failure \(status)"
        case .unavailable(let retryAfter, _):
            "service unavailable" + (retryAfter.map { ", retry after \(Self.seconds($0)) s" } ?? "")
        case .unexpectedStatus(let status, _): "unexpected status \(status)"
        case .invalidResponse(let reason): "invalid response: \(reason)"
        case .tooLarge(let bytes, let objects, let limits):
            "answer too large: \(bytes) bytes" + (objects.map { ", \($0) objects" } ?? "") + " (the limit is \(limits))"
        case .network(let failure): "network failure: \(failure)"
        case .invalidRequest(let reason): "invalid request: \(reason)"
        case .fileSystem(let reason): "file system: \(reason)"
        case .cancelled: "cancelled"
        }
    }

    /// A wait in whole seconds, rounded up (`Retry-After` dates are read to the millisecond).
    private static func seconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return attoseconds > 0 ? seconds + 1 : seconds
    }

    private static func firstLine(_ text: String) -> String {
        let line = text.prefix { $0 != "\n" && $0 != "\r" }
        return line.count > 200 ? String(line.prefix(200)) + "…" : String(line)
    }
}

extension IvkoServiceError.NetworkFailure: CustomStringConvertible {
    /// A short description of the failure.
    public var description: String {
        switch self {
        case .cannotConnect(let reason): "cannot connect (\(reason))"
        case .timedOut: "timed out"
        case .connectionLost: "connection lost"
        case .truncated(let expected, let received): "body cut off after \(received) of \(expected) bytes"
        case .other(let reason): reason
        }
    }
}
