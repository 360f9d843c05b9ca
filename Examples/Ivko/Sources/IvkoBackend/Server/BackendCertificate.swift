import Crypto
public import Foundation
import NIOSSL
import SwiftASN1
import X509

/// The certificate `ivko-backend --tls` serves HTTPS with: made at start (a new P-256 key each time),
/// self-signed, for `127.0.0.1` and `localhost`, valid from an hour ago for 30 days. Its `pin` is what
/// a client pins (`ivko --api https://… --pin sha256/…`): a restarted backend has another one.
public struct BackendCertificate: Sendable {
    /// The pin of the certificate's key: `sha256/` and the base64 of the SHA-256 of its
    /// SubjectPublicKeyInfo (DER), as HTTP public key pinning writes it.
    public let pin: String
    /// The certificate, DER-encoded.
    public let derBytes: [UInt8]
    /// The private key, PEM-encoded (PKCS#8).
    private let privateKeyPEM: String

    /// Makes a new key and its certificate, valid around `now`.
    public static func make(now: Date = Date()) throws -> BackendCertificate {
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName {
            OrganizationName("Ivko backend fixture")
            CommonName("127.0.0.1")
        }
        let extensions = try Certificate.Extensions {
            // Its own issuer: a client that pins it trusts it as the only root (BoringSSL wants a root to be a CA).
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
            Critical(KeyUsage(digitalSignature: true, keyCertSign: true))
            try ExtendedKeyUsage([.serverAuth])
            SubjectAlternativeNames([.dnsName("localhost"), .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1]))])
        }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: Certificate.PublicKey(key.publicKey),
            notValidBefore: now.addingTimeInterval(-3_600), notValidAfter: now.addingTimeInterval(30 * 86_400), issuer: name,
            subject: name, signatureAlgorithm: .ecdsaWithSHA256, extensions: extensions,
            issuerPrivateKey: Certificate.PrivateKey(key)
        )
        let digest = SHA256.hash(data: key.publicKey.derRepresentation)
        return BackendCertificate(
            pin: "sha256/" + Data(digest).base64EncodedString(), derBytes: try certificate.serializeAsPEM().derBytes,
            privateKeyPEM: key.pemRepresentation
        )
    }

    /// The server side of TLS with this certificate (NIOSSL's).
    func serverConfiguration() throws -> TLSConfiguration {
        let certificate = try NIOSSLCertificate(bytes: derBytes, format: .der)
        let key = try NIOSSLPrivateKey(bytes: Array(privateKeyPEM.utf8), format: .pem)
        return TLSConfiguration.makeServerConfiguration(certificateChain: [.certificate(certificate)], privateKey: .privateKey(key))
    }
}
