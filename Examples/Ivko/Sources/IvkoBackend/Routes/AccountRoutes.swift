import Hummingbird
import Logging

/// `login`, `logout`, `customer`, `customer/balance` and `customer/addresses`.
///
/// `login` reads a form body (`username=...&password=...`); a body that is not such a form answers
/// `AuthException` like a wrong password. Success answers the session id and `ttl` and sets the
/// `JSESSIONID` cookie. `logout` always answers HTTP 200 `{"result": "OK"}`, with or without a session.
struct AccountRoutes {
    private struct LoginForm: Decodable {
        let username: String
        let password: String
    }

    private struct LoginRecord: Encodable {
        let result = "OK"
        let sessionId: String
        let ttl: String
    }

    private struct AddressesRecord: Encodable {
        let addresses: [AddressRecord]
    }

    let state: BackendState

    func register(on api: RouterGroup<IvkoRequestContext>) {
        let gate = SessionGate(state: state)
        api.post("login") { request, _ in try await login(request) }
        api.post("logout") { request, _ in try await logout(request) }
        api.get("customer") { request, _ in
            try ExportJSON.response(try await gate.visitor(of: request).account.customer)
        }
        api.get("customer/balance") { request, _ in
            try ExportJSON.response(try await gate.visitor(of: request).account.balance)
        }
        api.get("customer/addresses") { request, _ in
            try ExportJSON.response(AddressesRecord(addresses: try await gate.visitor(of: request).account.addresses))
        }
    }

    private func login(_ request: Request) async throws -> Response {
        state.counters.record { $0.loginAttempts += 1 }
        let text = try await RequestReading.text(of: request)
        guard let form = try? URLEncodedFormDecoder().decode(LoginForm.self, from: text),
            let account = state.accounts[form.username], account.password == form.password
        else {
            state.logger.debug("sign-in refused")
            throw BackendFailure.invalidCredentials
        }
        let sessionID = await state.sessions.open(username: account.username)
        state.counters.record { $0.logins += 1 }
        state.logger.debug("signed in", metadata: ["customer": "\(account.customer.customerNo)"])
        var response = try ExportJSON.response(LoginRecord(sessionId: sessionID, ttl: String(state.sessionTTL)))
        response.setCookie(Cookie(name: RequestReading.sessionCookie, value: sessionID, path: BackendPath.base))
        return response
    }

    private func logout(_ request: Request) async throws -> Response {
        for id in RequestReading.sessionIDs(of: request) {
            await state.sessions.close(id)
        }
        var response = try ExportJSON.response(ResultRecord())
        response.setCookie(Cookie(name: RequestReading.sessionCookie, value: "", maxAge: 0, path: BackendPath.base))
        return response
    }
}
