import Hummingbird

/// Finds the signed-in customer of a request or fails with `NoSessionException`.
struct SessionGate {
    /// The live session and its customer.
    struct Visitor {
        let sessionID: String
        let account: DemoAccount
    }

    let state: BackendState

    /// The visitor behind the request's session; touching the session keeps it alive.
    func visitor(of request: Request) async throws -> Visitor {
        guard let (id, username) = await state.sessions.resolve(RequestReading.sessionIDs(of: request)),
            let account = state.accounts[username]
        else { throw BackendFailure.noSession }
        return Visitor(sessionID: id, account: account)
    }
}
