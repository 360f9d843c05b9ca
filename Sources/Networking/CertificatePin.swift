public import Foundation

/// A pin of a server's key: the SHA-256 of its certificate's SubjectPublicKeyInfo (DER), written
/// `sha256/` and its base64 (HTTP public key pinning's form, what `openssl x509 -pubkey | openssl pkey
/// -pubin -outform der | openssl dgst -sha256 -binary | base64` prints). A key, not a certificate: a
/// renewed certificate for the same key keeps its pin.
///
/// ```swift
/// let pin = try CertificatePin("sha256/7HIpactkIAq2Y49orFOOQKurWxmmSFZhBCoQYcRhJ3Y=")
/// let trust = ServerTrustPolicy(pins: ["shop.example": [pin]])
/// ```
public struct CertificatePin: Sendable, Hashable, CustomStringConvertible {
    /// Why a text is not a pin.
    public enum ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// It does not start with `sha256/` (the only hash pins are written with).
        case notSHA256(String)
        /// What follows `sha256/` is not base64.
        case notBase64(String)
        /// The digest is not 32 bytes long.
        case wrongLength(Int)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .notSHA256(let text): "a pin starts with sha256/, not \(text.prefix(16).debugDescription)"
            case .notBase64(let text): "a pin is sha256/ and base64, \(text.prefix(60).debugDescription) is not"
            case .wrongLength(let count): "a SHA-256 pin is 32 bytes, this one is \(count)"
            }
        }
    }

    /// The 32 bytes of the digest.
    public let sha256: Data

    /// Reads a pin written `sha256/BASE64`.
    public init(_ text: String) throws(ParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("sha256/") else { throw .notSHA256(trimmed) }
        let encoded = String(trimmed.dropFirst("sha256/".count))
        guard let digest = Data(base64Encoded: encoded) else { throw .notBase64(encoded) }
        try self.init(sha256: digest)
    }

    /// A pin of a digest already computed (32 bytes).
    public init(sha256 digest: Data) throws(ParseError) {
        guard digest.count == 32 else { throw .wrongLength(digest.count) }
        sha256 = digest
    }

    /// `sha256/BASE64`.
    public var description: String { "sha256/" + sha256.base64EncodedString() }
}

/// Which servers a transport trusts. A host without pins gets the platform's usual trust (its
/// certificate chain to a system root, its name checked). A pinned host is trusted only when its
/// server certificate's key matches one of its pins: the pin is the trust, so the chain and the name
/// are not consulted (a self-signed certificate is fine). A mismatch fails the request with
/// `NetworkError.untrustedServer` before any byte of it is sent, and is never retried.
///
/// ```swift
/// let trust = ServerTrustPolicy(pins: ["127.0.0.1": [try CertificatePin("sha256/…")]])
/// let transport = AsyncHTTPClientTransport(trust: trust)          // NetworkingAsyncHTTPClient
/// let apple = URLSessionTransport(trust: trust)                  // Apple platforms only
/// ```
///
/// Where it is evaluated: the AsyncHTTPClient transport on every platform (the certificate is read in
/// a TLS handshake of its own before the request, and the request's connection trusts that
/// certificate alone; the pinned server must present a self-signed certificate, as NIOSSL cannot
/// anchor trust at a certificate a CA issued); `URLSessionTransport` on Apple platforms (the server
/// trust challenge). FoundationNetworking (Linux, Windows) cannot evaluate server trust: there
/// `URLSessionTransport.canEvaluateServerTrust` is false and a request to a pinned host fails with
/// `.untrustedServer` without connecting.
public struct ServerTrustPolicy: Sendable, Hashable {
    /// Pins by host name, lower-cased.
    private let pinsByHost: [String: Set<CertificatePin>]

    /// The platform's trust for every host: no pins.
    public static let system = ServerTrustPolicy()

    /// Trust with `pins` per host name (compared without regard to case; an IP address is written as
    /// in the URL, e.g. `127.0.0.1`). A host given an empty set of pins can be trusted by no certificate.
    public init(pins: [String: Set<CertificatePin>] = [:]) {
        pinsByHost = Dictionary(pins.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $0.union($1) })
    }

    /// The pins of `host`, or nil when it is not pinned.
    public func pins(forHost host: String) -> Set<CertificatePin>? {
        pinsByHost[host.lowercased()]
    }

    /// Whether any host is pinned.
    public var hasPins: Bool { !pinsByHost.isEmpty }

    /// Whether `digest` (the SHA-256 of a server certificate's SubjectPublicKeyInfo) matches a pin of `host`.
    public func trusts(host: String, keyDigest digest: Data) -> Bool {
        pins(forHost: host)?.contains { $0.sha256 == digest } ?? false
    }
}
