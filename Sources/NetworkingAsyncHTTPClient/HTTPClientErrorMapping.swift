// Built with the package trait AsyncHTTPClient only (see Package.swift, `traits`).
#if AsyncHTTPClient
import AsyncHTTPClient
import Networking
import NIOCore
import NIOHTTP1
import NIOPosix

/// Turns AsyncHTTPClient and NIO errors into `NetworkError`s.
enum HTTPClientErrorMapping {
    static func networkError(from error: any Error) -> NetworkError {
        if let error = error as? NetworkError { return error }
        if error is CancellationError || Task.isCancelled { return .cancelled }
        if let error = error as? HTTPClientError { return map(error) }
        if error is NIOConnectionError { return .cannotConnect(reason: "\(error)") }
        if let error = error as? IOError { return .cannotConnect(reason: error.description) }
        if let error = error as? ChannelError {
            switch error {
            case .connectTimeout: return .cannotConnect(reason: "connect timeout")
            case .ioOnClosedChannel, .eof, .outputClosed, .inputClosed, .alreadyClosed: return .connectionLost(partial: nil)
            default: return .transport(reason: "\(error)")
            }
        }
        if let error = error as? HTTPParserError {
            return error == .invalidEOFState ? .connectionLost(partial: nil) : .transport(reason: "malformed response: \(error)")
        }
        return .transport(reason: "\(error)")
    }

    private static func map(_ error: HTTPClientError) -> NetworkError {
        switch error {
        case .cancelled, .requestStreamCancelled: .cancelled
        case .deadlineExceeded, .readTimeout, .writeTimeout: .timedOut
        case .connectTimeout, .getConnectionFromPoolTimeout, .tlsHandshakeTimeout: .cannotConnect(reason: "\(error)")
        case .remoteConnectionClosed: .connectionLost(partial: nil)
        case .invalidURL, .emptyHost, .emptyScheme, .missingSocketPath: .invalidRequest(reason: "\(error)")
        default: .transport(reason: "\(error)")
        }
    }
}
#endif
