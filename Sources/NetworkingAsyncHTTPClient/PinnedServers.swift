// Built with the package trait AsyncHTTPClient only (see Package.swift, `traits`).
#if AsyncHTTPClient
import Crypto
import Foundation
import Networking
import NIOCore
import NIOPosix
import NIOSSL

/// The AsyncHTTPClient transport's pinning. AsyncHTTPClient (1.37) lets a request choose its TLS
/// configuration but offers no verification callback, so a pinned host is checked in a TLS handshake
/// of its own (NIOSSL's custom verification callback: the leaf certificate's key against the pins;
/// nothing of the request is sent on it), and the request's connection then trusts that certificate
/// alone (`trustRoots`), so a server that presents another certificate fails its handshake before a
/// byte of the request goes out. The checked certificate is kept per host and port until a handshake
/// fails with it. NIOSSL anchors trust only at a self-signed certificate: a pinned server must present one.
final class PinnedServers: @unchecked Sendable {
    // Every stored property below `lock` is read and written with it held.
    private let lock = NSLock()
    private var anchors: [String: NIOSSLCertificate] = [:]
    let trust: ServerTrustPolicy
    private let group: any EventLoopGroup

    init(trust: ServerTrustPolicy, group: any EventLoopGroup) {
        self.trust = trust
        self.group = group
    }

    /// The TLS configuration that trusts only the pinned certificate of `host`; with `recheck`, or when
    /// none was checked yet, the server's certificate is read and checked first.
    func tlsConfiguration(host: String, port: Int, recheck: Bool) async throws(NetworkError) -> TLSConfiguration {
        let key = "\(host.lowercased()):\(port)"
        let known = recheck ? nil : lock.withLock { anchors[key] }
        let certificate: NIOSSLCertificate
        if let known {
            certificate = known
        } else {
            certificate = try await pinnedCertificate(host: host, port: port)
            lock.withLock { anchors[key] = certificate }
        }
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.trustRoots = .certificates([certificate])
        configuration.certificateVerification = .noHostnameVerification
        return configuration
    }

    /// What a check's handshake found.
    private enum Verdict: Sendable {
        case matched(NIOSSLCertificate)
        case mismatched
        case closed
    }

    /// Connects to `host`, reads its certificate in the TLS handshake and answers it if its key matches a
    /// pin; closes the connection either way, having sent nothing but the handshake.
    private func pinnedCertificate(host: String, port: Int) async throws(NetworkError) -> NIOSSLCertificate {
        var configuration = TLSConfiguration.makeClientConfiguration()
        // The callback below replaces BoringSSL's verification; the mode only has to ask for one.
        configuration.certificateVerification = .noHostnameVerification
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            throw NetworkError.transport(reason: "TLS: \(error)")
        }
        let outcome = group.next().makePromise(of: Verdict.self)
        let settle = Once(outcome)
        let trust = trust
        let serverName = (try? SocketAddress(ipAddress: host, port: 0)) == nil ? host : nil
        let bootstrap = ClientBootstrap(group: group).connectTimeout(.seconds(10)).channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                let handler = try NIOSSLClientHandler(context: context, serverHostname: serverName) { certificates, promise in
                    guard let leaf = certificates.first, let key = try? leaf.extractPublicKey().toSPKIBytes(),
                        trust.trusts(host: host, keyDigest: Data(SHA256.hash(data: key)))
                    else {
                        settle.complete(.mismatched)
                        promise.succeed(.failed)
                        return
                    }
                    settle.complete(.matched(leaf))
                    promise.succeed(.certificateVerified)
                }
                try channel.pipeline.syncOperations.addHandler(handler)
            }
        }
        let channel: any Channel
        do {
            channel = try await bootstrap.connect(host: host, port: port).get()
        } catch {
            settle.complete(.closed)
            throw HTTPClientErrorMapping.networkError(from: error)
        }
        channel.closeFuture.whenComplete { _ in settle.complete(.closed) }
        let giveUp = channel.eventLoop.scheduleTask(in: .seconds(10)) { channel.close(promise: nil) }
        let verdict = (try? await outcome.futureResult.get()) ?? .closed
        giveUp.cancel()
        try? await channel.close()
        switch verdict {
        case .matched(let certificate): return certificate
        case .mismatched: throw NetworkError.untrustedServer(host: host, reason: "its certificate's key matches none of the pins")
        case .closed: throw NetworkError.connectionLost(partial: nil)
        }
    }
}

/// Completes a promise once, whoever comes first (the callback, the connection's close, a failed connect).
private final class Once<Value: Sendable>: @unchecked Sendable {
    // `done` is read and written with `lock` held.
    private let lock = NSLock()
    private var done = false
    private let promise: EventLoopPromise<Value>

    init(_ promise: EventLoopPromise<Value>) {
        self.promise = promise
    }

    func complete(_ value: Value) {
        let first = lock.withLock {
            defer { done = true }
            return !done
        }
        if first { promise.succeed(value) }
    }
}
#endif
