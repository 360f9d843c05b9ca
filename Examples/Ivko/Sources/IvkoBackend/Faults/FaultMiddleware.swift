import Hummingbird
import Logging

/// Counts every request and applies the fault the `FaultInjector` plans for it: latency, a status
/// page instead of the endpoint, session expiry before it, or a lost answer after it.
struct FaultMiddleware: RouterMiddleware {
    typealias Context = IvkoRequestContext

    let state: BackendState

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = BackendPath.relative(request.uri.path)
        state.counters.begin(path: path)
        defer { state.counters.end() }
        // The fixture's own control paths (`push/admin/…`) are its operator's, not the contract the
        // shop meets: no fault touches them, so a test's announcement is made exactly once.
        if path.hasPrefix("push/admin/") { return try await next(request, context) }
        let plan = state.faults.plan(for: path)
        if plan.latency > .zero {
            state.counters.record { $0.faultsInjected[BackendFault.latency(plan.latency).name, default: 0] += 1 }
            try await Task.sleep(for: plan.latency)
        }
        if let gate = plan.gate {
            state.counters.record { $0.faultsInjected[BackendFault.hold(gate).name, default: 0] += 1 }
            guard await gate.pass() else { throw try await Self.dropConnection(context) }
        }
        if let gate = plan.answerGate {
            state.counters.record { $0.faultsInjected[BackendFault.holdAnswer(gate).name, default: 0] += 1 }
            let response = try await handle(request, context: context, plan: plan, next: next)
            guard await gate.pass() else { throw try await Self.dropConnection(context) }
            return response
        }
        return try await handle(request, context: context, plan: plan, next: next)
    }

    /// Closes the request's connection without an answer and gives the error that tells Hummingbird so.
    private static func dropConnection(_ context: Context) async throws -> InjectedConnectionFault {
        try? await context.channel.close()
        return InjectedConnectionFault.dropped
    }

    /// The endpoint, or the fault `plan` has for it.
    private func handle(
        _ request: Request, context: Context, plan: FaultInjector.Plan, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let fault = plan.fault else {
            return try await next(request, context)
        }
        let path = BackendPath.relative(request.uri.path)
        state.counters.record { $0.faultsInjected[fault.name, default: 0] += 1 }
        state.logger.debug("injecting fault", metadata: ["fault": "\(fault.name)", "path": "\(request.uri.path)"])
        if let page = FaultPages.response(for: fault) {
            return page
        }
        switch fault {
        case .expireSessions:
            await state.sessions.expireAll()
            state.push.wakeAll()
            return try await next(request, context)
        case .drop:
            _ = try? await next(request, context)
            try? await context.channel.close()
            throw InjectedConnectionFault.dropped
        case .truncate:
            // A stream has no end to cut before: it is cut inside its first event instead.
            if path.hasPrefix("push/") { return TruncatedResponse.cutting(try await next(request, context), after: 40) }
            return try await TruncatedResponse.make(from: next(request, context))
        case .serverError, .badGateway, .gatewayTimeout, .serviceUnavailable, .latency, .hold, .holdAnswer:
            return try await next(request, context)
        }
    }
}

/// Thrown to make Hummingbird close a connection whose answer an injected fault has lost.
enum InjectedConnectionFault: Error {
    case dropped
    case truncated
}
