import Foundation
import Logging
import Networking

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
