import Foundation
import IvkoReviewsService
import Networking

extension LiveShop {
    /// How the live shop reaches its hosts beyond their URLs: the backend's certificate pin and the
    /// ratings service's Basic credentials (`ivko --pin`, `--reviews-user`). Secrets stay here and in
    /// the transport: the managers never see them, and nothing logs them.
    public struct Access: Sendable, Hashable {
        /// The backend's certificate pin, `sha256/BASE64` of its public key; `nil`: the system's trust.
        public var backendPin: String?
        /// The user name of the ratings service's Basic challenge; `nil`: its challenges go unanswered.
        public var reviewsUser: String?
        /// Its password.
        public var reviewsPassword: String?

        /// Access with a pinned backend and ratings credentials, each when given.
        public init(backendPin: String? = nil, reviewsUser: String? = nil, reviewsPassword: String? = nil) {
            self.backendPin = backendPin
            self.reviewsUser = reviewsUser
            self.reviewsPassword = reviewsPassword
        }

        /// The trust policy for a backend at `baseURL`: its host pinned when a pin is given.
        func trust(for baseURL: URL) throws(InvalidAccess) -> ServerTrustPolicy {
            guard let backendPin else { return .system }
            guard baseURL.scheme?.lowercased() == "https", let host = baseURL.host else {
                throw InvalidAccess(description: "a pin needs an https base URL, not \(baseURL.absoluteString)")
            }
            do throws(CertificatePin.ParseError) {
                return ServerTrustPolicy(pins: [host: [try CertificatePin(backendPin)]])
            } catch {
                throw InvalidAccess(description: "the pin \(backendPin) cannot be read: \(error)")
            }
        }

        /// The credentials of the ratings service at `reviewsURL`, when a user is given.
        func reviewsCredentials(for reviewsURL: URL?) -> CredentialsByHost? {
            guard let reviewsURL, reviewsUser != nil else { return nil }
            return ReviewsHost(baseURL: reviewsURL, user: reviewsUser, password: reviewsPassword).credentialSource
        }
    }

    /// Access the live shop cannot use: a pin that cannot be read, or a pin for a base URL that is not
    /// `https`.
    public struct InvalidAccess: Error, Sendable, CustomStringConvertible {
        /// What is wrong, in words (never a password).
        public let description: String
    }
}
