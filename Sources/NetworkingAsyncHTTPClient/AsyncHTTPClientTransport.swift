// Built with the package trait AsyncHTTPClient only (see Package.swift, `traits`).
#if AsyncHTTPClient
public import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
public import NIOCore
import NIOHTTP1
import NIOHTTPCompression
public import Networking

/// A Networking `Transport` over AsyncHTTPClient: one `HTTPClient` owned by the transport for its
/// whole life, bodies streamed in both directions, no decompression unless asked, and a
/// connection pool sized for the requests you run in parallel. Call `shutdown()` when done.
///
/// The request's `timeoutInterval` is a deadline for the whole exchange, body included.
public final class AsyncHTTPClientTransport: Transport {
    /// The client this transport owns.
    public let client: HTTPClient

    /// A transport with a new client: up to `maximumConnectionsPerHost` connections per host
    /// (match the session's in-flight limit), response decompression only if asked.
    /// Connection attempts are not retried inside the client: a refused connection fails at once
    /// as `.cannotConnect`, and `NetworkSession`'s retry policy decides what follows.
    public convenience init(maximumConnectionsPerHost: Int = 16, decompression: Bool = false) {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(
            idleTimeout: .seconds(60),
            concurrentHTTP1ConnectionsPerHostSoftLimit: max(1, maximumConnectionsPerHost)
        )
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.decompression = decompression ? .enabled(limit: .none) : .disabled
        self.init(configuration: configuration)
    }

    /// A transport with a new client built from `configuration`.
    public init(configuration: HTTPClient.Configuration, eventLoopGroup: any EventLoopGroup = HTTPClient.defaultEventLoopGroup) {
        client = HTTPClient(eventLoopGroup: eventLoopGroup, configuration: configuration)
    }

    deinit {
        client.shutdown { _ in }
    }

    /// Shuts the client down; in-flight requests fail. Call once, when the transport is no longer needed.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    /// Sends one request and streams its response body through a `ResponseBodyCollector`.
    public func execute(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
        let (response, head, finalRequest) = try await head(of: request)
        let collector = ResponseBodyCollector(head: head, request: request)
        do {
            for try await buffer in response.body {
                var failure: NetworkError?
                buffer.withUnsafeReadableBytes { bytes in
                    do throws(NetworkError) {
                        try collector.append(bytes)
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
            }
        } catch {
            throw collector.fail(with: HTTPClientErrorMapping.networkError(from: error))
        }
        return TransportResponse(finalRequest: finalRequest, response: try collector.finish())
    }

    /// Sends one request and returns once its head has arrived; the body is read from the network no
    /// faster than the stream's reader takes it (`ResponseBodyStream.defaultBufferLimit` ahead at most).
    /// `timeoutInterval` is the longest wait for the head and the longest silence after it.
    public func stream(_ request: TransportRequest) async throws(NetworkError) -> TransportStream {
        let (response, head, finalRequest) = try await head(of: request)
        let timeout = request.timeout
        let (stream, writer) = ResponseBodyStream.makeStream(idleTimeout: timeout > 0 ? .milliseconds(Int64(timeout * 1000)) : nil)
        let expected = head.expectedBodyLength(method: request.method)
        let body = response.body
        let pump = Task {
            var received: Int64 = 0
            do {
                for try await buffer in body {
                    received += Int64(buffer.readableBytes)
                    guard await writer.write(Data(buffer.readableBytesView)) else { return }
                }
                let partial = ReceivedResponse(head: head, body: .data(Data()))
                if let expected, received < expected {
                    writer.finish(throwing: .truncatedBody(expected: expected, received: received, partial: partial))
                } else {
                    writer.finish()
                }
            } catch {
                let partial = ReceivedResponse(head: head, body: .data(Data()))
                switch HTTPClientErrorMapping.networkError(from: error) {
                case .connectionLost, .transport:
                    if let expected, received < expected {
                        writer.finish(throwing: .truncatedBody(expected: expected, received: received, partial: partial))
                    } else {
                        writer.finish(throwing: .connectionLost(partial: partial))
                    }
                case let mapped:
                    writer.finish(throwing: mapped)
                }
            }
        }
        writer.onTermination { pump.cancel() }
        return TransportStream(finalRequest: finalRequest, head: head, body: stream)
    }

    /// Sends `request` and waits for the response head; its deadline is the request's timeout.
    private func head(of request: TransportRequest) async throws(NetworkError) -> (HTTPClientResponse, ResponseHead, URLRequest) {
        let outgoing = try HTTPClientRequest(request)
        let seconds = request.timeout > 0 ? min(request.timeout, 365 * 86_400) : 60
        let deadline = NIODeadline.now() + .nanoseconds(Int64(seconds * 1_000_000_000))
        let response: HTTPClientResponse
        do {
            response = try await client.execute(outgoing, deadline: deadline)
        } catch {
            throw HTTPClientErrorMapping.networkError(from: error)
        }
        // The history holds one entry per request sent: more than one means redirects.
        let redirectedURL = response.history.count > 1 ? response.url : nil
        let head = ResponseHead(
            status: Int(response.status.code),
            headers: HeaderFields(response.headers.map { HeaderFields.Field(name: $0.name, value: $0.value) }),
            url: redirectedURL ?? request.urlRequest.url
        )
        var finalRequest = request.urlRequest
        if let redirectedURL { finalRequest.url = redirectedURL }
        return (response, head, finalRequest)
    }
}
#endif
