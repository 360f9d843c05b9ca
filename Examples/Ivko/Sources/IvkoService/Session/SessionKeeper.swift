import Foundation

/// Holds the current session and makes sure that however many calls find it gone at once, only
/// one sign-in replaces it (single flight).
///
/// A renewal is keyed by the session that failed: a call that failed with a session that has
/// already been replaced simply uses the new one; calls that fail while a renewal is running
/// wait for that renewal instead of starting their own.
actor SessionKeeper {
    typealias SignIn = @Sendable () async -> Result<IvkoSession, IvkoServiceError>

    private struct Renewal {
        let generation: Int
        let task: Task<Result<IvkoSession, IvkoServiceError>, Never>
    }

    private var current: IvkoSession?
    private var lastActivity: Date?
    private var generation = 0
    private var renewal: Renewal?

    /// The session now, if any.
    var session: IvkoSession? { current }

    /// The session a call can use at `now`: nil when there is none, or when it has been idle
    /// longer than its `ttl` (measured from the last answer, so the server idled at least as
    /// long and has surely ended it).
    func usableSession(at now: Date) -> IvkoSession? {
        guard let current else { return nil }
        if let ttl = current.ttl, let lastActivity, now.timeIntervalSince(lastActivity) > TimeInterval(ttl) {
            return nil
        }
        return current
    }

    /// Makes `session` current (after a sign-in), ending any renewal's claim to replace it.
    func install(_ session: IvkoSession) {
        current = session
        lastActivity = session.opened
        generation += 1
    }

    /// Forgets the session (after a sign-out).
    func clear() {
        current = nil
        lastActivity = nil
        generation += 1
    }

    /// Notes that the backend answered a call made with `sessionID`, which keeps it alive.
    func touch(_ sessionID: String, at now: Date) {
        guard current?.id == sessionID else { return }
        lastActivity = max(lastActivity ?? now, now)
    }

    /// The usable session, or else the result of renewing the one there is (or of a first
    /// sign-in when there is none), checked and started in one step.
    func sessionForCall(at now: Date, with signIn: @escaping SignIn) async -> Result<IvkoSession, IvkoServiceError> {
        if let session = usableSession(at: now) { return .success(session) }
        return await renew(replacing: current?.id, with: signIn, at: now)
    }

    /// A session to replace `failedID` (nil: the caller had none): the current one if it is
    /// already another, else the result of the running renewal, else of a new one made with
    /// `signIn`. The renewed session becomes current unless a sign-in or sign-out came between.
    func renew(
        replacing failedID: String?, with signIn: @escaping SignIn, at now: Date
    )
        async -> Result<IvkoSession, IvkoServiceError>
    {
        if let current, current.id != failedID, usableSession(at: now) != nil {
            return .success(current)
        }
        let running: Renewal
        if let renewal {
            running = renewal
        } else {
            running = Renewal(generation: generation, task: Task { await signIn() })
            renewal = running
        }
        let result = await running.task.value
        if renewal?.task == running.task {
            renewal = nil
            if case .success(let session) = result, generation == running.generation {
                install(session)
            }
        }
        return result
    }
}
