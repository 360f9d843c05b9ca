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
import NIOSSL
public import Networking

/// A Networking `Transport` over AsyncHTTPClient: one `HTTPClient` owned by the transport for its
/// whole life, bodies streamed in both directions, no decompression unless asked, and a
/// connection pool sized for the requests you run in parallel. Call `shutdown()` when done.
///
/// The request's `timeoutInterval` is the deadline for the response head (a streamed body then has it
/// as its longest silence).
///
/// Pinning (`trust`): a pinned host's certificate is read in a TLS handshake of the transport's own and
/// its key checked against the pins before the request; the request's connection then trusts that
/// certificate alone, so a wrong pin or a changed certificate fails with `.untrustedServer` before any
/// byte of the request is sent. The pinned server must present a self-signed certificate (NIOSSL anchors
/// trust only there), and a pinned host is reached over `https` only.
///
/// Basic authentication (`credentials`): a `401` with `WWW-Authenticate: Basic` is answered once with
/// the source's credentials for its host, and later requests to that host send them from the start;
/// refused credentials fail with `.credentialsRefused`, never sent again for that request.
///
/// ```swift
/// let transport = AsyncHTTPClientTransport(
///     trust: ServerTrustPolicy(pins: ["127.0.0.1": [try CertificatePin("sha256/…")]]),
///     credentials: CredentialsByHost(["ratings.example": HTTPCredentials(user: "shop", password: secret)]))
/// ```
public final class AsyncHTTPClientTransport: Transport {
    /// The client this transport owns.
    public let client: HTTPClient
    private let pinned: PinnedServers
    private let credentials: (any HTTPCredentialSource)?
    private let challenges = KnownChallenges()

    /// A transport with a new client: up to `maximumConnectionsPerHost` connections per host
    /// (match the session's in-flight limit), response decompression only if asked.
    /// Connection attempts are not retried inside the client: a refused connection fails at once
    /// as `.cannotConnect`, and `NetworkSession`'s retry policy decides what follows.
    public convenience init(
        maximumConnectionsPerHost: Int = 16, decompression: Bool = false, trust: ServerTrustPolicy = .system,
        credentials: (any HTTPCredentialSource)? = nil
    ) {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(
            idleTimeout: .seconds(60),
            concurrentHTTP1ConnectionsPerHostSoftLimit: max(1, maximumConnectionsPerHost)
        )
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.decompression = decompression ? .enabled(limit: .none) : .disabled
        self.init(configuration: configuration, trust: trust, credentials: credentials)
    }

    /// A transport with a new client built from `configuration`, trusting servers by `trust` and answering
    /// Basic challenges from `credentials`.
    public init(
        configuration: HTTPClient.Configuration, eventLoopGroup: any EventLoopGroup = HTTPClient.defaultEventLoopGroup,
        trust: ServerTrustPolicy = .system, credentials: (any HTTPCredentialSource)? = nil
    ) {
        client = HTTPClient(eventLoopGroup: eventLoopGroup, configuration: configuration)
        pinned = PinnedServers(trust: trust, group: eventLoopGroup)
        self.credentials = credentials
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

    /// Sends `request` and waits for the response head (pinned, and a Basic challenge answered once);
    /// its deadline is the request's timeout.
    private func head(of request: TransportRequest) async throws(NetworkError) -> (HTTPClientResponse, ResponseHead, URLRequest) {
        guard let url = request.urlRequest.url, let host = url.host else {
            throw NetworkError.invalidRequest(reason: "request has no URL with a host")
        }
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        let ownAuthorization = request.urlRequest.value(forHTTPHeaderField: "Authorization") != nil
        let challenge = AuthenticationChallenge(host: host, port: url.port)
        var sent = ownAuthorization ? nil : challenges.realm(of: challenge).flatMap { credentials?.credentials(for: $0) }
        var response = try await send(request, host: host, port: port, authorization: sent)
        if response.status == .unauthorized, !ownAuthorization, let credentials,
            let asked = AuthenticationChallenge.basic(in: Self.fields(response.headers), host: host, port: url.port)
        {
            if sent == nil, let given = credentials.credentials(for: asked) {
                sent = given
                response = try await send(request, host: host, port: port, authorization: given)
            }
            if sent != nil, response.status == .unauthorized {
                challenges.forget(challenge)
                let head = Self.head(of: response, request: request)
                let body = (try? await Self.collect(response.body, limit: 64 * 1024)) ?? Data()
                throw NetworkError.credentialsRefused(
                    host: host, realm: asked.realm, response: ReceivedResponse(head: head, body: .data(body)))
            }
            if sent != nil { challenges.remember(asked) }
        }
        let head = Self.head(of: response, request: request)
        var finalRequest = request.urlRequest
        if let url = head.url, url != request.urlRequest.url { finalRequest.url = url }
        return (response, head, finalRequest)
    }

    /// One exchange up to the head: a pinned host over its checked certificate (checked again once when
    /// the handshake refuses it: the certificate changed), with `authorization` when given.
    private func send(
        _ request: TransportRequest, host: String, port: Int, authorization: HTTPCredentials?
    ) async throws(NetworkError) -> HTTPClientResponse {
        let isPinned = pinned.trust.pins(forHost: host) != nil
        if isPinned, request.urlRequest.url?.scheme?.lowercased() != "https" {
            throw NetworkError.untrustedServer(host: host, reason: "a pinned host is reached over https only")
        }
        var recheck = false
        while true {
            var outgoing = try HTTPClientRequest(request)
            if let authorization { outgoing.headers.replaceOrAdd(name: "Authorization", value: authorization.basicAuthorization) }
            if isPinned { outgoing.tlsConfiguration = try await pinned.tlsConfiguration(host: host, port: port, recheck: recheck) }
            let seconds = request.timeout > 0 ? min(request.timeout, 365 * 86_400) : 60
            let deadline = NIODeadline.now() + .nanoseconds(Int64(seconds * 1_000_000_000))
            do {
                return try await client.execute(outgoing, deadline: deadline)
            } catch {
                guard isPinned, error is NIOSSLError || error is BoringSSLError else {
                    throw HTTPClientErrorMapping.networkError(from: error)
                }
                guard !recheck else {
                    throw NetworkError.untrustedServer(host: host, reason: "the handshake refused the pinned certificate: \(error)")
                }
                recheck = true
            }
        }
    }

    private static func head(of response: HTTPClientResponse, request: TransportRequest) -> ResponseHead {
        // The history holds one entry per request sent: more than one means redirects.
        let redirectedURL = response.history.count > 1 ? response.url : nil
        return ResponseHead(
            status: Int(response.status.code), headers: fields(response.headers), url: redirectedURL ?? request.urlRequest.url)
    }

    private static func fields(_ headers: HTTPHeaders) -> HeaderFields {
        HeaderFields(headers.map { HeaderFields.Field(name: $0.name, value: $0.value) })
    }

    private static func collect(_ body: HTTPClientResponse.Body, limit: Int) async throws -> Data {
        var data = Data()
        for try await buffer in body where data.count < limit {
            data.append(contentsOf: buffer.readableBytesView.prefix(limit - data.count))
        }
        return data
    }
}

/// The realms each host answered Basic credentials for, so later requests send them from the start.
private final class KnownChallenges: @unchecked Sendable {
    // `realms` is read and written with `lock` held.
    private let lock = NSLock()
    private var realms: [String: AuthenticationChallenge] = [:]

    private static func key(_ challenge: AuthenticationChallenge) -> String {
        "\(challenge.host.lowercased()):\(challenge.port ?? 0)"
    }

    func realm(of challenge: AuthenticationChallenge) -> AuthenticationChallenge? {
        lock.withLock { realms[Self.key(challenge)] }
    }

    func remember(_ challenge: AuthenticationChallenge) {
        lock.withLock { realms[Self.key(challenge)] = challenge }
    }

    func forget(_ challenge: AuthenticationChallenge) {
        _ = lock.withLock { realms.removeValue(forKey: Self.key(challenge)) }
    }
}
#endif
