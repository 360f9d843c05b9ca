import Foundation
import Logging

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

    private func signInWithKeptCredentials() async -> Result<IvkoSession, IvkoServiceError> {
        guard let credentials = await credentialStore.credentials() else {
            return .failure(.noSession(message: "Not signed in, and no credentials are kept to sign in"))
        }
        do throws(IvkoServiceError) {
            let session = try await openSession(credentials).session
            logger.info("signed in with the kept credentials")
            onSessionEvent(.renewed)
            return .success(session)
        } catch {
            logger.warning("signing in with the kept credentials failed", metadata: ["error": "\(error)"])
            onSessionEvent(.renewalFailed(error))
            return .failure(error)
        }
    }

    private func openSession(_ credentials: IvkoCredentials) async throws(IvkoServiceError) -> (session: IvkoSession, answer: JSONValue) {
        let endpoint = IvkoEndpoint.login(username: credentials.username, password: credentials.password)
        let answer = try await exchange(endpoint, sessionID: nil)
        return (try IvkoSession(loginAnswer: answer, opened: now()), answer)
    }
}
