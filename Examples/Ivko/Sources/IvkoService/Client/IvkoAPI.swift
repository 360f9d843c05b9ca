public import Foundation
package import Logging
package import Networking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Ivko backend made usable: one call per `IvkoEndpoint`, answering the JSON the backend sent
/// or a typed `IvkoServiceError`, with the backend's quirks handled on the way.
///
/// - A `{"result": "ERR"}` answer (sent with HTTP 200) is thrown as its business error.
/// - A call that finds its session gone (`NoSessionException`) signs in again with the kept
///   credentials and is repeated once; however many calls find it gone at once, one sign-in is made.
/// - Only the calls the contract calls safe (every GET, `POST orders` with its `clientRef`, and the
///   silent sign-in with kept credentials) are retried, by the `NetworkSession`'s retry policy
///   (500s, gateway pages, 503 after its `Retry-After`, cut-off answers). A sign-in on request,
///   sign-out and cart changes are never repeated automatically after a failure.
///
/// It knows nothing of the shop's model: it speaks `JSONValue`, strings and bytes.
public final class IvkoAPI: Sendable {
    /// The base URL every endpoint is relative to, e.g. `http://host:port/ivko/api/`.
    public let baseURL: URL
    /// The session that moves the bytes. Package-only: Networking is not part of the API
    /// wrapper's public face; the composition root that made the session keeps it.
    package let network: NetworkSession
    /// Where the credentials for signing in again are kept.
    public let credentialStore: any IvkoCredentialStore

    let keeper = SessionKeeper()
    let logger: Logger
    let now: @Sendable () -> Date
    let onSessionEvent: @Sendable (IvkoSessionEvent) -> Void

    /// An API on `network` against `baseURL`. Package-only, for the composition root (the app's
    /// executable, tests), which alone sees both Networking and the API wrapper.
    /// - Parameters:
    ///   - credentialStore: keeps the credentials for signing in again (in memory by default).
    ///   - logger: the service's logger (label `ivko.service`); it never sees passwords or session ids.
    ///   - now: the clock for session idle times and for reading a `Retry-After` date.
    ///   - onSessionEvent: told when the session is opened, renewed, lost or closed.
    package init(
        network: NetworkSession,
        baseURL: URL,
        credentialStore: any IvkoCredentialStore = InMemoryCredentialStore(),
        logger: Logger = Logger(label: "ivko.service"),
        now: @escaping @Sendable () -> Date = { Date() },
        onSessionEvent: @escaping @Sendable (IvkoSessionEvent) -> Void = { _ in }
    ) {
        self.network = network
        self.baseURL = baseURL
        self.credentialStore = credentialStore
        self.logger = logger
        self.now = now
        self.onSessionEvent = onSessionEvent
    }

    /// How many requests the connection serves at once now (the network session's in-flight limit,
    /// which adapts to latency and throughput), for a caller fetching many pages.
    public func parallelRequests() -> Int {
        network.concurrency().limit
    }

    /// Calls `endpoint` and answers its JSON.
    ///
    /// `.login` signs in like `signIn(_:)` and answers the login JSON; `.logout` signs out like
    /// `signOut()`; `.asset` is refused with `.invalidRequest` (use `asset(_:ifNoneMatch:)`).
    /// A session call made before any sign-in signs in with the store's credentials, if it has any.
    public func call(_ endpoint: IvkoEndpoint) async throws(IvkoServiceError) -> JSONValue {
        switch endpoint {
        case .login(let username, let password):
            return try await signInAnswering(IvkoCredentials(username: username, password: password)).answer
        case .logout:
            return try await signOut()
        default:
            return try await tree(endpoint).converted(reading: endpoint)
        }
    }

    /// Calls `endpoint` like `call(_:)` and answers its JSON unconverted, for an answer read once
    /// member by member (the product export; see `JSONTree`). `.login`, `.logout` and `.asset` are
    /// refused with `.invalidRequest`: they have calls of their own.
    public func tree(_ endpoint: IvkoEndpoint) async throws(IvkoServiceError) -> JSONTree {
        switch endpoint {
        case .login, .logout:
            throw IvkoServiceError.invalidRequest(reason: "signing in and out go through call(_:), signIn(_:) and signOut()")
        case .asset:
            throw IvkoServiceError.invalidRequest(reason: "assets are not JSON: fetch them with asset(_:ifNoneMatch:)")
        default:
            break
        }
        guard endpoint.requiresSession else {
            return try await exchangeTree(endpoint, sessionID: nil)
        }
        let session = try await sessionForCall()
        do throws(IvkoServiceError) {
            return try await exchangeTree(endpoint, sessionID: session.id)
        } catch .noSession {
            logger.info("session expired; signing in again", metadata: ["endpoint": "\(endpoint)"])
        }
        let renewed = try await renewSession(replacing: session.id)
        do throws(IvkoServiceError) {
            return try await exchangeTree(endpoint, sessionID: renewed.id)
        } catch .noSession(let message) {
            // The credentials just opened a session, so they are good: the backend ended it while
            // the call (and its retries) ran. Only trying again can help, not the sign-in screen.
            logger.warning("the new session ended too before the call was answered", metadata: ["endpoint": "\(endpoint)"])
            throw .sessionLost(message: message)
        }
    }

    /// Sends one request for `endpoint` and reads its JSON; keeps a session alive that answered.
    /// `options` replaces the endpoint's own (`options(for:)`), e.g. to retry the silent sign-in.
    func exchange(
        _ endpoint: IvkoEndpoint, sessionID: String?, options: RequestOptions? = nil
    ) async throws(IvkoServiceError) -> JSONValue {
        try await exchangeTree(endpoint, sessionID: sessionID, options: options).converted(reading: endpoint)
    }

    /// Like `exchange(_:sessionID:options:)`, the JSON left unconverted.
    private func exchangeTree(
        _ endpoint: IvkoEndpoint, sessionID: String?, options: RequestOptions? = nil
    ) async throws(IvkoServiceError) -> JSONTree {
        let request = try endpoint.urlRequest(baseURL: baseURL, sessionID: sessionID)
        let payload = await network.send(request, options: options ?? Self.options(for: endpoint))
        let result = Result { () throws(IvkoServiceError) in
            try ResponseReading.tree(from: payload, limits: endpoint.responseLimits, now: now())
        }
        if let sessionID, payload.attempts > 0 {
            if case .failure(.noSession) = result {} else { await keeper.touch(sessionID, at: now()) }
        }
        if case .failure(let error) = result {
            logger.debug("call failed", metadata: ["endpoint": "\(endpoint)", "error": "\(error)"])
        }
        return try result.get()
    }

    /// Networking options for `endpoint`: retried by the session's policy only when safe.
    static func options(for endpoint: IvkoEndpoint) -> RequestOptions {
        RequestOptions(retry: endpoint.isSafeToRetry ? .always : .never)
    }
}

// MARK: - The session: signing in and out, renewing it for a call

extension IvkoAPI {
    /// Signs in, keeps the session for every later call and saves `credentials` in the credential
    /// store for signing in again when the session expires. Wrong credentials throw `.auth`.
    @discardableResult
    public func signIn(_ credentials: IvkoCredentials) async throws(IvkoServiceError) -> IvkoSession {
        try await signInAnswering(credentials).session
    }

    /// Signs in with a username and password; see `signIn(_:)`.
    @discardableResult
    public func signIn(username: String, password: String) async throws(IvkoServiceError) -> IvkoSession {
        try await signIn(IvkoCredentials(username: username, password: password))
    }

    /// Ends the session: forgets it and the kept credentials at once (even if the backend cannot be
    /// reached), then tells the backend. Answers the backend's JSON; never retried.
    @discardableResult
    public func signOut() async throws(IvkoServiceError) -> JSONValue {
        let session = await keeper.session
        await keeper.clear()
        await credentialStore.remove()
        logger.info("signed out")
        onSessionEvent(.signedOut)
        return try await exchange(.logout, sessionID: session?.id)
    }

    /// The session in use, if signed in.
    public var currentSession: IvkoSession? {
        get async { await keeper.session }
    }

    /// Signs in and answers the session and the backend's JSON.
    func signInAnswering(_ credentials: IvkoCredentials) async throws(IvkoServiceError) -> (session: IvkoSession, answer: JSONValue) {
        let opened = try await openSession(credentials)
        await keeper.install(opened.session)
        await credentialStore.save(credentials)
        logger.info("signed in")
        onSessionEvent(.signedIn)
        return opened
    }

    /// The session for a session call: the current one while it lives, else a new one signed in
    /// with the kept credentials (one sign-in for any number of concurrent callers).
    func sessionForCall() async throws(IvkoServiceError) -> IvkoSession {
        try await keeper.sessionForCall(at: now(), with: renewalSignIn).get()
    }

    /// A session to replace `failedID`, which the backend no longer knows.
    func renewSession(replacing failedID: String) async throws(IvkoServiceError) -> IvkoSession {
        try await keeper.renew(replacing: failedID, with: renewalSignIn, at: now()).get()
    }

    private var renewalSignIn: SessionKeeper.SignIn {
        { [self] in await signInWithKeptCredentials() }
    }

    /// Signs in with the kept credentials. Nobody waits at a sign-in screen for this one, so a
    /// transient failure (a 5xx, a gateway page, a cut-off answer, a dropped connection) is retried
    /// like any safe call: a repeated sign-in at worst opens a second session, which expires unused.
    /// Credentials the backend refuses are forgotten, so they are not sent again and again.
    private func signInWithKeptCredentials() async -> Result<IvkoSession, IvkoServiceError> {
        guard let credentials = await credentialStore.credentials() else {
            return .failure(.noSession(message: "Not signed in, and no credentials are kept to sign in"))
        }
        do throws(IvkoServiceError) {
            let session = try await openSession(credentials, options: RequestOptions(retry: .always)).session
            logger.info("signed in with the kept credentials")
            onSessionEvent(.renewed)
            return .success(session)
        } catch {
            logger.warning("signing in with the kept credentials failed", metadata: ["error": "\(error)"])
            if case .auth = error { await forget(refused: credentials) }
            onSessionEvent(.renewalFailed(error))
            return .failure(error)
        }
    }

    /// Removes `credentials` from the store after the backend refused them, unless a sign-in on
    /// request has replaced them meanwhile.
    private func forget(refused credentials: IvkoCredentials) async {
        guard await credentialStore.credentials() == credentials else { return }
        await credentialStore.remove()
        logger.info("the refused credentials are forgotten")
    }

    /// Sends `POST login` with `credentials` (with the endpoint's own options unless `options` is given).
    private func openSession(
        _ credentials: IvkoCredentials, options: RequestOptions? = nil
    ) async throws(IvkoServiceError) -> (session: IvkoSession, answer: JSONValue) {
        let endpoint = IvkoEndpoint.login(username: credentials.username, password: credentials.password)
        let answer = try await exchange(endpoint, sessionID: nil, options: options)
        return (try IvkoSession(loginAnswer: answer, opened: now()), answer)
    }
}
