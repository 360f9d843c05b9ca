import Foundation

/// A user name and password for HTTP Basic authentication. Its description never shows the password.
public struct HTTPCredentials: Sendable, Hashable, CustomStringConvertible {
    /// The user name.
    public var user: String
    /// The password.
    public var password: String

    /// Credentials from their parts.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The `Authorization` header's value: `Basic` and the base64 of `user:password` (UTF-8).
    public var basicAuthorization: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }

    /// `user:<redacted>`: safe to log.
    public var description: String { "\(user):\(LogRedaction.mask)" }
}

/// A server's request for credentials: a `401` with `WWW-Authenticate: Basic realm="…"`.
public struct AuthenticationChallenge: Sendable, Hashable {
    /// The host that asked (as in the request's URL).
    public var host: String
    /// The port, when the URL names one.
    public var port: Int?
    /// The realm the server named, if any.
    public var realm: String?

    /// A challenge from its parts.
    public init(host: String, port: Int? = nil, realm: String? = nil) {
        self.host = host
        self.port = port
        self.realm = realm
    }

    /// The Basic challenge among a response's `WWW-Authenticate` fields (`Basic realm="ratings"`, also
    /// after another scheme's challenge in the same field), or nil when there is none.
    public static func basic(in headers: HeaderFields, host: String, port: Int?) -> AuthenticationChallenge? {
        for value in headers.values(for: "WWW-Authenticate") {
            guard let start = value.range(of: "basic", options: [.caseInsensitive]),
                start.lowerBound == value.startIndex || value[..<start.lowerBound].hasSuffix(", ")
                    || value[..<start.lowerBound].hasSuffix(",")
            else { continue }
            let rest = value[start.upperBound...]
            guard rest.isEmpty || rest.first == " " else { continue }
            return AuthenticationChallenge(host: host, port: port, realm: realm(in: rest))
        }
        return nil
    }

    private static func realm(in parameters: Substring) -> String? {
        guard let key = parameters.range(of: "realm=", options: [.caseInsensitive]) else { return nil }
        let value = parameters[key.upperBound...]
        if value.first == "\"" {
            let quoted = value.dropFirst()
            return String(quoted.prefix { $0 != "\"" })
        }
        return String(value.prefix { $0 != "," && $0 != " " })
    }
}

/// Where a transport finds the credentials to answer an HTTP Basic challenge, per host: provided by
/// the app (from its settings or the system's keychain), never by its business logic. A `401` with
/// `WWW-Authenticate: Basic` is answered once with the credentials given for its host; credentials
/// the server refuses fail with `NetworkError.credentialsRefused` (never sent again for that request);
/// a host the source has nothing for gets its `401` back as the response. Credentials are never logged.
///
/// ```swift
/// let credentials = CredentialsByHost(["ratings.example": HTTPCredentials(user: "shop", password: secret)])
/// let transport = AsyncHTTPClientTransport(credentials: credentials)   // or URLSessionTransport(credentials:)
/// ```
public protocol HTTPCredentialSource: Sendable {
    /// The credentials to answer `challenge` with, or nil to leave it unanswered.
    func credentials(for challenge: AuthenticationChallenge) -> HTTPCredentials?
}

/// The simplest `HTTPCredentialSource`: fixed credentials per host name (compared without regard to case).
public struct CredentialsByHost: HTTPCredentialSource {
    private let byHost: [String: HTTPCredentials]

    /// Credentials for each host.
    public init(_ byHost: [String: HTTPCredentials]) {
        self.byHost = Dictionary(byHost.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The credentials of the challenge's host, whatever its realm.
    public func credentials(for challenge: AuthenticationChallenge) -> HTTPCredentials? {
        byHost[challenge.host.lowercased()]
    }
}
