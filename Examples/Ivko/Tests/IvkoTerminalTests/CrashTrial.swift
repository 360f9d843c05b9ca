import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoTestSupport
import Logging
import Testing

/// A point of a checkout where a crash trial kills `ivko`. The shipped program has no crash switch:
/// each point is reached from outside, by the screen the headless program shows or by the trial's
/// own backend holding the program's request (`BackendFault.hold`, `.holdAnswer`) while it dies.
enum CrashPoint: String, CaseIterable, Sendable {
    /// On the order's review, before Place order: nothing is stored yet.
    case beforeSavingPending
    /// Place order tapped: the pending order is stored, and its request (`POST orders`) is held
    /// before the server handles it, then refused once the program is dead (the server never
    /// sees it).
    case beforeSending
    /// The server has made the order and its answer is held: the program dies without it.
    case afterServerAnswered
    /// The answer arrived and the order was completed (the pending order forgotten and its lines
    /// out of the stored cart, in one transaction); the program dies as it asks for the server cart
    /// to update it (`GET cart`, held).
    case afterCompletion
    /// The confirmation shows: everything is done.
    case afterCheckout
}

/// One crash trial (Docs/CrashSafety.md): its own backend and data folder; the real `ivko`, headless,
/// signs in, puts `pieces` pieces in the cart with Buy Now, reaches the order's review and is killed
/// with SIGKILL at `point` of the checkout; then `ivko` starts again on the same folder and ends.
/// What the files, the server and the restart made of the checkout is returned for the test to
/// hold against the contract.
struct CrashTrial: CustomStringConvertible {
    /// The trial's number, from 0.
    let number: Int
    /// Where the checkout is cut short.
    let point: CrashPoint
    /// Pieces put in the cart before the checkout (1 ... 3).
    let pieces: Int

    var description: String { "trial \(number): \(pieces) piece(s), killed at \(point.rawValue)" }

    /// What one trial found.
    struct Outcome {
        /// The cart's lines when the order was placed, read from the app's database.
        var cartBefore: [CrashDatabase.Line] = []
        /// The customer's database when the program was killed, and after the restart.
        var atCrash: CrashDatabase?
        var afterRestart: CrashDatabase?
        /// The catalog database's integrity after the restart.
        var catalogIntegrity: [String] = []
        /// Whether the program died of SIGKILL.
        var wasKilled = false
        /// The restart's exit status.
        var restartStatus: Int32 = -1
        /// The orders the server made, after the crash and after the restart.
        var ordersAtCrash: [PlacedOrder] = []
        var ordersAfterRestart: [PlacedOrder] = []
        /// The databases' identities before the crash and after the restart (a reset changes them).
        var identitiesBefore: [String: String] = [:]
        var identitiesAfter: [String: String] = [:]
        /// The data folder's files (logs of SQLite's write-ahead mode aside) before the crash and after the restart.
        var filesBefore: Set<String> = []
        var filesAfter: Set<String> = []
        /// Lines of the app's log that tell of a database reset or a damaged database.
        var resetLogLines: [String] = []
    }

    /// The catalog size the trials' backends serve (small: the trials import it at every first start).
    static let productCount = 40

    /// Runs the trial; throws when `ivko` cannot be driven (a frame never came), not when the
    /// contract fails (the test checks the outcome).
    func run() async throws -> Outcome {
        var logger = Logger(label: "ivko.backend")
        logger.logLevel = .critical
        let server = try await IvkoBackendServer.start(
            IvkoBackendConfiguration(catalog: IvkoCatalog(productCount: Self.productCount), logger: logger)
        )
        do {
            let outcome = try await run(on: server)
            await server.stop()
            return outcome
        } catch {
            await server.stop()
            throw error
        }
    }

    private func run(on server: IvkoBackendServer) async throws -> Outcome {
        let folder = try TemporaryDirectory()
        let scratch = try TemporaryDirectory()
        var outcome = Outcome()
        let arguments = ["--headless", "--api", server.baseURL.absoluteString, "--data-dir", folder.url.path]

        let first = try IvkoProcess(arguments: arguments + ["--user", "demo"], environment: ["IVKO_PASSWORD": "demo"])
        try await fillTheCartAndReview(first)
        let userDatabase = try Self.userDatabase(in: folder.url)
        let catalogDatabase = folder.url.appendingPathComponent("catalog.sqlite").path
        outcome.cartBefore = try CrashDatabase.read(copyOf: userDatabase, in: scratch.url).cart
        outcome.identitiesBefore = try Self.identities([userDatabase, catalogDatabase])
        outcome.filesBefore = try Self.files(in: folder.url)

        try await HeadlessShopTests.focus("Place order", in: first, pressing: ["down", "down", "down", "down"])
        try await kill(first, at: point, on: server)
        _ = try await first.exit(timeLimit: .seconds(60))
        outcome.wasKilled = first.process.terminationReason == .uncaughtSignal && first.process.terminationStatus == SIGKILL
        outcome.atCrash = try CrashDatabase.read(copyOf: userDatabase, in: scratch.url)
        outcome.ordersAtCrash = await server.placedOrders(of: "demo")

        // The restart: signs in again silently with the kept credentials, opens the customer's
        // database, sends what is pending, syncs the cart; `wait` returns once all that is done.
        let second = try IvkoProcess(arguments: arguments)
        try await Self.waitUntilShown("Offers", in: second)
        try await second.step("wait", timeLimit: .seconds(60))
        outcome.restartStatus = try await second.finish(timeLimit: .seconds(60))
        outcome.ordersAfterRestart = await server.placedOrders(of: "demo")
        outcome.afterRestart = try CrashDatabase.read(copyOf: userDatabase, in: scratch.url)
        outcome.catalogIntegrity = try CrashDatabase.read(copyOf: catalogDatabase, in: scratch.url).integrity
        outcome.identitiesAfter = try Self.identities([userDatabase, catalogDatabase])
        outcome.filesAfter = try Self.files(in: folder.url)
        let log = (try? String(contentsOf: folder.url.appendingPathComponent("ivko.log"), encoding: .utf8)) ?? ""
        outcome.resetLogLines = log.split(separator: "\n").map(String.init).filter {
            $0.localizedCaseInsensitiveContains("is reset") || $0.localizedCaseInsensitiveContains("corrupt")
        }
        return outcome
    }

    /// Taps Place order (but for `.beforeSavingPending`) and kills `shop` at `point`: a request the
    /// backend holds tells that the checkout has come that far, the screen tells the rest.
    private func kill(_ shop: IvkoProcess, at point: CrashPoint, on server: IvkoBackendServer) async throws {
        switch point {
        case .beforeSavingPending:
            shop.kill()
        case .beforeSending:
            try await Self.kill(shop, while: BackendFault.hold, "the order's request", on: server)
        case .afterServerAnswered:
            try await Self.kill(shop, while: BackendFault.holdAnswer, "the order's answer", on: server)
        case .afterCompletion:
            let answer = RequestGate()
            let cartUpdate = RequestGate()
            server.faults.script(.holdAnswer(answer), path: "orders")
            shop.send("enter")
            try await Self.arrival(at: answer, "the order's answer")
            // Only now: the cart's own requests before the order must not meet this gate.
            server.faults.script(.hold(cartUpdate), path: "cart")
            answer.open()
            try await Self.arrival(at: cartUpdate, "the server cart's update after the order")
            shop.kill()
            try await Self.waitUntilDead(shop)
            cartUpdate.refuse()
        case .afterCheckout:
            shop.send("enter")
            var frame = try await shop.step("wait", timeLimit: .seconds(60))
            for _ in 0..<5 where !frame.contains("Order placed") {
                frame = try await shop.step("wait", timeLimit: .seconds(60))
            }
            guard frame.contains("Order placed") else {
                throw IvkoProcess.Failure(description: "\(self): no confirmation of the order:\n\(frame)")
            }
            shop.kill()
        }
    }

    /// Taps Place order, and kills `shop` while the backend holds its `POST orders` as `fault`
    /// says (its request before the endpoint, or its answer after it); the request is refused once
    /// the program is dead.
    private static func kill(
        _ shop: IvkoProcess, while fault: (RequestGate) -> BackendFault, _ what: String, on server: IvkoBackendServer
    ) async throws {
        let gate = RequestGate()
        server.faults.script(fault(gate), path: "orders")
        shop.send("enter")
        try await arrival(at: gate, what)
        shop.kill()
        try await waitUntilDead(shop)
        gate.refuse()
    }

    /// Returns once a request has reached `gate`, or throws after a minute.
    private static func arrival(at gate: RequestGate, _ what: String) async throws {
        try await withTimeLimit(what, within: .seconds(60)) { await gate.waitForArrivals(1) }
    }

    /// Returns once `shop` has died (a held request is let go only then, so it cannot reach the program).
    private static func waitUntilDead(_ shop: IvkoProcess) async throws {
        _ = try await shop.exit(timeLimit: .seconds(30))
    }

    /// Signs in (by `--user`), presses Buy Now on Home's first promotion `pieces` times (closing the
    /// checkout sheet it presents for the first pieces with Esc, after which Home's tab bar counts
    /// them), and goes on to the review of the order, which shows all the pieces.
    private func fillTheCartAndReview(_ shop: IvkoProcess) async throws {
        var frame = try await Self.waitUntilShown("Offers", in: shop)
        for piece in 1...pieces {
            if piece > 1 {
                try await shop.step("esc")
                frame = try await Self.waitUntilShown("Offers", in: shop)
                guard frame.contains("Cart (\(piece - 1))") else {
                    throw IvkoProcess.Failure(description: "\(self): Buy Now did not put piece \(piece - 1) in the cart:\n\(frame)")
                }
            }
            guard frame.contains("Offers") else {
                throw IvkoProcess.Failure(description: "\(self): Home is not shown:\n\(frame)")
            }
            try await HeadlessShopTests.focus("Buy Now", in: shop, pressing: ["down", "up", "up", "down"])
            try await shop.step("enter")
            frame = try await shop.step("wait", timeLimit: .seconds(60))
            guard frame.contains("Address") else {
                throw IvkoProcess.Failure(description: "\(self): Buy Now did not present the checkout (piece \(piece)):\n\(frame)")
            }
        }
        try await HeadlessShopTests.focus("Continue", in: shop, pressing: ["down", "down", "down", "down"])
        try await shop.step("enter")
        frame = try await shop.step("wait", timeLimit: .seconds(60))
        let quantity = pieces == 1 ? "1 piece" : "\(pieces) pieces"
        guard frame.contains("Review"), frame.contains(quantity) else {
            throw IvkoProcess.Failure(description: "\(self): no review of the order's \(quantity):\n\(frame)")
        }
    }

    /// Sends the program's `wait` (which returns once the shop is idle, or after 10 s of loading) until
    /// the frame shows `text` or `timeLimit` has passed, and returns the last frame: a first start
    /// imports the catalog, which on a loaded machine takes longer than one `wait`.
    @discardableResult
    private static func waitUntilShown(_ text: String, in shop: IvkoProcess, timeLimit: Duration = .seconds(120)) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        var frame = try await shop.step("wait", timeLimit: .seconds(60))
        while !frame.contains(text), clock.now < deadline {
            frame = try await shop.step("wait", timeLimit: .seconds(60))
        }
        return frame
    }

    /// The customer's database in `folder` (`customer-<number>.sqlite`).
    private static func userDatabase(in folder: URL) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard let name = names.first(where: { $0.hasPrefix("customer-") && $0.hasSuffix(".sqlite") }) else {
            throw IvkoProcess.Failure(description: "no customer database in \(names)")
        }
        return folder.appendingPathComponent(name).path
    }

    private static func identities(_ paths: [String]) throws -> [String: String] {
        try Dictionary(uniqueKeysWithValues: paths.map { ($0, try CrashDatabase.identity(of: $0)) })
    }

    /// The files ivko keeps in `folder` (not the write-ahead logs, which SQLite makes and removes as it goes).
    private static func files(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") })
    }
}

/// The trials of one run: `IVKO_CRASH_TRIALS` of them (default 21, every point four or five times),
/// their points and piece counts drawn from `IVKO_CRASH_SEED` (default fixed), so a failing run is
/// repeated exactly by giving its seed.
enum CrashTrialPlan {
    static let defaultSeed: UInt64 = 20_261_126
    static let defaultTrials = 21

    static func trials(
        environment: [String: String] = ProcessInfo.processInfo.environment, points: [CrashPoint] = CrashPoint.allCases
    ) -> (seed: UInt64, trials: [CrashTrial]) {
        let seed = environment["IVKO_CRASH_SEED"].flatMap(UInt64.init) ?? defaultSeed
        let count = environment["IVKO_CRASH_TRIALS"].flatMap(Int.init).map { max(1, $0) } ?? defaultTrials
        var random = CrashRandom(seed: seed)
        var trials: [CrashTrial] = []
        // Each round takes every point once, in an order the seed shuffles: every point is covered
        // once the trials are at least as many as the points.
        var round: [CrashPoint] = []
        for number in 0..<count {
            if round.isEmpty { round = points.shuffled(using: &random) }
            let point = round.removeFirst()
            trials.append(CrashTrial(number: number, point: point, pieces: Int.random(in: 1...3, using: &random)))
        }
        return (seed, trials)
    }
}

/// SplitMix64: a small seeded generator, the same sequence on every platform.
struct CrashRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
