// Pinning in URLSessionTransport: Apple platforms only. FoundationNetworking (Linux, Windows) hands a
// delegate no server trust to evaluate; there `URLSessionTransport` refuses a pinned host before connecting.
#if !canImport(FoundationNetworking) && canImport(Security) && canImport(CryptoKit)
import CryptoKit
import Foundation
import Security

extension URLSessionTransportDelegate {
    /// A pinned host's server trust: its leaf certificate's key must match a pin, and the certificate is
    /// then the trust's only anchor (the chain to a system root and the host name are not required).
    /// A mismatch cancels the challenge, before any byte of the request is sent, and fails the task with
    /// `.untrustedServer`. Hosts without pins get the system's handling.
    func evaluateServerTrust(
        _ challenge: URLAuthenticationChallenge, state: URLSessionTaskState?,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let host = challenge.protectionSpace.host
        guard trust.pins(forHost: host) != nil else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        guard let serverTrust = challenge.protectionSpace.serverTrust,
            let leaf = (SecTrustCopyCertificateChain(serverTrust) as? [SecCertificate])?.first,
            let digest = ServerKeyDigest.sha256(of: leaf), trust.trusts(host: host, keyDigest: digest),
            SecTrustSetAnchorCertificates(serverTrust, [leaf] as CFArray) == errSecSuccess,
            SecTrustSetAnchorCertificatesOnly(serverTrust, true) == errSecSuccess,
            SecTrustSetPolicies(serverTrust, SecPolicyCreateBasicX509()) == errSecSuccess,
            SecTrustEvaluateWithError(serverTrust, nil)
        else {
            state?.failure = .untrustedServer(host: host, reason: "its certificate's key matches none of the pins")
            completionHandler(.cancelAuthenticationChallenge, nil)
            return
        }
        completionHandler(.useCredential, URLCredential(trust: serverTrust))
    }
}

/// The SHA-256 of a certificate's SubjectPublicKeyInfo, the digest a `CertificatePin` holds. Security
/// gives the key's raw form (PKCS#1 for RSA, an X9.63 point for EC); the DER around it is the fixed
/// algorithm identifier of its kind.
enum ServerKeyDigest {
    static func sha256(of certificate: SecCertificate) -> Data? {
        guard let key = SecCertificateCopyKey(certificate), let attributes = SecKeyCopyAttributes(key) as? [CFString: Any],
            let type = attributes[kSecAttrKeyType] as? String, let bits = attributes[kSecAttrKeySizeInBits] as? Int,
            let raw = SecKeyCopyExternalRepresentation(key, nil) as Data?
        else { return nil }
        let algorithm: [UInt8]
        if type == (kSecAttrKeyTypeRSA as String) {
            // rsaEncryption (1.2.840.113549.1.1.1), NULL parameters.
            algorithm = [0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00]
        } else {
            // ecPublicKey (1.2.840.10045.2.1) on the curve of its size.
            let ecPublicKey: [UInt8] = [0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01]
            switch bits {
            case 256: algorithm = ecPublicKey + [0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]
            case 384: algorithm = ecPublicKey + [0x06, 0x05, 0x2B, 0x81, 0x04, 0x00, 0x22]
            case 521: algorithm = ecPublicKey + [0x06, 0x05, 0x2B, 0x81, 0x04, 0x00, 0x23]
            default: return nil
            }
        }
        let spki = sequence(sequence(algorithm) + [0x03] + length(raw.count + 1) + [0x00] + Array(raw))
        return Data(SHA256.hash(data: spki))
    }

    private static func sequence(_ content: [UInt8]) -> [UInt8] {
        [0x30] + length(content.count) + content
    }

    private static func length(_ count: Int) -> [UInt8] {
        switch count {
        case ..<0x80: [UInt8(count)]
        case ..<0x100: [0x81, UInt8(count)]
        case ..<0x10000: [0x82, UInt8(count >> 8), UInt8(count & 0xFF)]
        default: [0x83, UInt8(count >> 16), UInt8((count >> 8) & 0xFF), UInt8(count & 0xFF)]
        }
    }
}
#endif
