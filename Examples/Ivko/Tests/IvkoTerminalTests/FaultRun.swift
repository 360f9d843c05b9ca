import AsyncTestSupport
import Foundation
import IvkoBackend
import IvkoTestSupport

/// How a fault run goes: how many orders, the seed of the plan and of the faults, the fault mix
/// and the session lifetime of the backend.
struct FaultRunSettings: Sendable {
    /// The orders to place.
    var orders: Int
    /// The seed of the orders' plan and of the backend's fault draws.
    var seed: UInt64
    /// Seconds after which every session (with its server cart) expires.
    var sessionLifetime = 5
    /// The size of the backend's catalog.
    var products = 40
    /// The longest one order may take, faults and retries included.
    var orderTimeLimit: Duration = .seconds(180)

    /// The fault mix: 10 % HTTP 500 with a body that is not JSON, 5 % answers cut off, 5 % 503 with
    /// `Retry-After: 1`, 2 % connections dropped without an answer.
    var faults: FaultConfiguration {
        FaultConfiguration(
            serverErrorRate: 0.10, serviceUnavailableRate: 0.05, truncateRate: 0.05, dropRate: 0.02,
            retryAfterSeconds: 1, seed: seed
        )
    }

    /// `orders`, `seed` and a 5 s session lifetime unless the environment sets
    /// `IVKO_FAULT_RUN_ORDERS`, `IVKO_FAULT_RUN_SEED` and `IVKO_FAULT_RUN_LIFETIME` (1 s makes
    /// sessions end while calls are still retrying, as a sanitizer's slowness does with 5 s).
    static func fromEnvironment(orders: Int, seed: UInt64) -> FaultRunSettings {
        let environment = ProcessInfo.processInfo.environment
        var settings = FaultRunSettings(
            orders: environment["IVKO_FAULT_RUN_ORDERS"].flatMap { Int($0) } ?? orders,
            seed: environment["IVKO_FAULT_RUN_SEED"].flatMap { UInt64($0) } ?? seed
        )
        if let lifetime = environment["IVKO_FAULT_RUN_LIFETIME"].flatMap({ Int($0) }), lifetime > 0 {
            settings.sessionLifetime = lifetime
        }
        return settings
    }
}

/// What a fault run did and found.
struct FaultRunReport: Sendable {
    /// The settings it ran with.
    let settings: FaultRunSettings
    /// The orders the backend made.
    let placed: [PlacedOrder]
    /// The orders whose lines were exactly the planned ones.
    let correctOrders: Int
    /// Everything the checks found wrong (empty when the run went right).
    let problems: [String]
    /// The backend's counters at the end (requests, faults by kind, sessions expired, logins).
    let counters: BackendCounters
    /// Times the user had to act again: a Try again tapped, an Add to cart or Place order repeated.
    let userRetries: Int
    /// Frames the driver read.
    let frames: Int
    /// The wall time of the run.
    let duration: Duration

    /// The figures, one per line, for the test log and `Docs/Reliability.md`.
    var summary: String {
        let faults = counters.faultsInjected.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return """
            fault run: \(settings.orders) orders, seed \(settings.seed), session lifetime \(settings.sessionLifetime) s
            orders placed \(placed.count), correct \(correctOrders), duplicate clientRefs \(placed.count - Set(placed.map(\.clientRef)).count)
            requests \(counters.totalRequests), faults: \(faults.isEmpty ? "none" : faults)
            sessions expired \(counters.sessionsExpired), sign-ins \(counters.logins) of \(counters.loginAttempts) attempts
            order requests \(counters.orderRequests) for \(counters.ordersCreated) orders (\(counters.orderRequests - counters.ordersCreated) repeats answered from the clientRef)
            user retries \(userRetries), frames \(frames), duration \(String(format: "%.1f", seconds)) s
            problems: \(problems.isEmpty ? "none" : "\(problems.count)\n  " + problems.joined(separator: "\n  "))
            """
    }
}

/// Runs the backend fixture in this process with the fault mix and sessions that expire every few
/// seconds, and drives `ivko --headless` against it with keys, as a person would, to place the
/// planned orders; then checks the backend's orders against the plan.
enum FaultRun {
    /// The demo customer the run signs in as.
    static let username = "demo"

    /// Runs `settings` and reports; throws only when the run could not be driven to its end.
    static func run(_ settings: FaultRunSettings) async throws -> FaultRunReport {
        let start = ContinuousClock.now
        let catalog = IvkoCatalog(productCount: settings.products)
        let plan = try FaultRunPlan(orders: settings.orders, seed: settings.seed, catalog: catalog)
        let server = try await IvkoBackendServer.start(
            IvkoBackendConfiguration(catalog: catalog, faults: settings.faults, sessionLifetime: settings.sessionLifetime)
        )
        let folder = try TemporaryDirectory()
        let shopper: FaultRunShopper
        do {
            // `wait` waits up to 30 s for the shop to be idle (not the default 10; stretched under a sanitizer): under the fault mix a
            // tap's request may still be retrying after 10 s on a loaded machine, and a shopper who taps
            // again before it lands rightly gets a second piece, which this run counts as a failure.
            shopper = try FaultRunShopper(
                process: IvkoProcess(arguments: [
                    "--headless", "--api", server.baseURL.absoluteString, "--data-dir", folder.url.path,
                    "--wait-limit", "\(30 * Sanitizer.timeScale)",
                ])
            )
            try await shopper.signIn(username: username, password: "demo")
            for order in plan.orders {
                try await shopper.placeOrder(order, timeLimit: settings.orderTimeLimit)
            }
            _ = try await shopper.shop.finish(timeLimit: .seconds(30))
        } catch {
            await server.stop()
            throw error
        }
        let placed = await server.placedOrders()
        let counters = server.counters
        await server.stop()
        let expected = plan.orders.map { $0.map(\.orderLine) }
        let mine = placed.filter { $0.username == username }
        let correct = zip(mine, expected).filter { order, lines in
            FaultRunChecks.differences(in: "", expected: lines, actual: order.lines).isEmpty
        }.count
        return FaultRunReport(
            settings: settings, placed: placed, correctOrders: correct,
            problems: FaultRunChecks.problems(plan: expected, observed: shopper.observation, placed: placed, username: username),
            counters: counters, userRetries: shopper.userRetries, frames: shopper.framesRead,
            duration: ContinuousClock.now - start
        )
    }
}

/// The person at the keyboard: presses one key at a time, reads the frame it brings (reading the
/// output from where the last frame ended), and reacts to what the screen shows.
final class FaultRunShopper {
    /// The program being driven.
    let shop: IvkoProcess
    /// What was seen so far.
    private(set) var observation = FaultRunObservation()
    /// Times the user had to act again.
    private(set) var userRetries = 0
    /// Frames read so far.
    private(set) var framesRead = 0
    /// The last frame read.
    private(set) var screen = ScreenText("")
    private var offset = 0
    private var isSignedIn = false
    private var recent: [String] = []

    /// Drives `process`, reading its frame 0 first.
    init(process: IvkoProcess) throws {
        shop = process
    }

    /// Presses `key` (or `wait`, `type:TEXT`) and returns the frame it brings.
    @discardableResult
    func press(_ key: String, timeLimit: Duration = .seconds(60)) async throws -> ScreenText {
        shop.send(key)
        return try await nextFrame(after: key, timeLimit: timeLimit)
    }

    /// Waits until the shop is idle (the program's `wait`) and returns the frame.
    @discardableResult
    func settle() async throws -> ScreenText {
        try await press("wait")
    }

    /// Reads the next whole frame from the output.
    @discardableResult
    private func nextFrame(after key: String, timeLimit: Duration) async throws -> ScreenText {
        let timeLimit = Sanitizer.scaled(timeLimit)
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        while true {
            if let (frame, length) = Self.frame(in: shop.printedData(from: offset), height: shop.height) {
                offset += length
                framesRead += 1
                screen = ScreenText(frame)
                recent = Array((recent + ["\(key) -> frame \(framesRead - 1):\n\(frame)"]).suffix(6))
                if isSignedIn, screen.showsSignInForm { observation.signInFramesWhileSignedIn.append(framesRead - 1) }
                return screen
            }
            if !shop.process.isRunning || clock.now >= deadline {
                if shop.process.isRunning { shop.process.terminate() }
                throw failure("no frame after \(key) within \(timeLimit)")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The first whole frame in `data` (`--- frame N ---`, then `height` lines) and its length in bytes.
    static func frame(in data: Data, height: Int) -> (String, Int)? {
        let newline = UInt8(ascii: "\n")
        var lineEnds: [Int] = []
        var index = data.startIndex
        while lineEnds.count < height + 1, let end = data[index...].firstIndex(of: newline) {
            lineEnds.append(end)
            index = end + 1
        }
        guard lineEnds.count == height + 1, let headerEnd = lineEnds.first, let last = lineEnds.last else { return nil }
        let body = data[(headerEnd + 1)..<last]
        return (String(decoding: body, as: UTF8.self), last + 1 - data.startIndex)
    }

    /// A failure naming `what` with the last frames read and the end of standard error.
    func failure(_ what: String) -> IvkoProcess.Failure {
        IvkoProcess.Failure(
            description: "\(what); last frames:\n\(recent.joined(separator: "\n"))\nstandard error (end):\n"
                + String(shop.printedErrors.suffix(2_000))
        )
    }

    /// Presses the keys of `moves` in turn, round after round, until `title` has the focus;
    /// returns whether it got it.
    func reach(_ title: String, moves: [String], rounds: Int = 12) async throws -> Bool {
        if screen.isFocused(title) { return true }
        for _ in 0..<rounds {
            for move in moves {
                if try await press(move).isFocused(title) { return true }
            }
        }
        return false
    }

    /// Moves along the focused row, right then left, until `title` has the focus.
    func reachInRow(_ title: String) async throws -> Bool {
        if try await reach(title, moves: ["right"], rounds: 8) { return true }
        return try await reach(title, moves: ["left"], rounds: 8)
    }

    /// Taps `Try again` if the screen offers it; returns whether it did.
    func retryIfOffered() async throws -> Bool {
        guard screen.offersRetry else { return false }
        guard try await reach("Try again", moves: ["up", "down"], rounds: 6) else { return false }
        userRetries += 1
        try await press("enter")
        try await settle()
        return true
    }

    /// Signs in through the form, as the user does, until the shop shows Home.
    func signIn(username: String, password: String) async throws {
        try await nextFrame(after: "start", timeLimit: .seconds(60))
        for attempt in 0..<10 {
            try await settle()
            if screen.shows("Offers") || screen.shows("▸ Catalog") { break }
            if try await retryIfOffered() { continue }
            guard screen.showsSignInForm else {
                if attempt == 9 { throw failure("neither the sign-in form nor Home showed") }
                continue
            }
            for _ in 0..<4 where !screen.isFocusedField("User name") && !screen.isFocusedField(username) {
                try await press("up")
            }
            try await clearField()
            try await press("type:\(username)")
            try await press("down")
            try await clearField()
            try await press("type:\(password)")
            try await press("enter")
            if attempt > 0 { userRetries += 1 }
        }
        guard screen.shows("▸ Catalog") else { throw failure("Home never showed after signing in") }
        isSignedIn = true
    }

    /// Empties the focused text field (a failed sign-in may leave what was typed).
    private func clearField() async throws {
        for _ in 0..<8 { try await press("backspace") }
    }

    /// Puts the lines of `order` in the cart, checks out and places the order, reading its number.
    func placeOrder(_ order: [FaultRunLine], timeLimit: Duration) async throws {
        let deadline = ContinuousClock.now + Sanitizer.scaled(timeLimit)
        for line in order {
            try await add(line, before: deadline)
        }
        let number = try await checkOut(expecting: order.count, before: deadline)
        observation.orders.append(FaultRunObservation.Order(number: number, lines: order.map(\.orderLine)))
    }

    /// Opens the product of `line` through the search, chooses its colour and size and taps Add to
    /// cart until the cart's badge counts one piece more.
    private func add(_ line: FaultRunLine, before deadline: ContinuousClock.Instant) async throws {
        let before = try await cartCount()
        var taps = 0
        while ContinuousClock.now < deadline {
            try await openProduct(line, before: deadline)
            // The live price and stock may fail to load; the page then offers Try again.
            while screen.offersRetry, ContinuousClock.now < deadline {
                _ = try await retryIfOffered()
            }
            // The page opens with the first colour focused; the sizes are the row below.
            guard try await reachInRow(line.colorName) else {
                throw failure("the colour \(line.colorName) of \(line.style) never got the focus")
            }
            try await press("enter")
            if !line.isOneSize {
                try await press("down")
                guard try await reachInRow(line.size) else {
                    throw failure("the size \(line.size) of \(line.style) never got the focus")
                }
                try await press("enter")
            }
            guard try await reach("Add to cart", moves: ["down", "right"], rounds: 6) else {
                throw failure("Add to cart never got the focus on \(line.style)")
            }
            if taps > 0 { userRetries += 1 }
            taps += 1
            try await press("enter")
            try await settle()
            if try await cartCount() == before + 1 { return }
            if try await cartCount() > before + 1 { throw failure("one tap of Add to cart put more than one piece in the cart") }
        }
        throw failure("\(line) was not in the cart in time")
    }

    /// The cart's badge now.
    private func cartCount() async throws -> Int {
        guard let count = screen.cartCount else { throw failure("the tab bar shows no Cart") }
        return count
    }

    /// Searches the catalog for the product of `line` and opens its page.
    private func openProduct(_ line: FaultRunLine, before deadline: ContinuousClock.Instant) async throws {
        while ContinuousClock.now < deadline {
            try await press("1")
            try await press("1")
            try await press("/")
            try await settle()
            try await press("type:\(line.searchText)")
            try await press("enter")
            try await settle()
            if try await retryIfOffered() { continue }
            try await press("down")
            try await press("enter")
            try await settle()
            if screen.shows(line.style) { return }
            if try await retryIfOffered(), screen.shows(line.style) { return }
            userRetries += 1
        }
        throw failure("the page of \(line.style) never opened")
    }

    /// Goes to the cart, checks out and places the order; returns the order number shown.
    private func checkOut(expecting lines: Int, before deadline: ContinuousClock.Instant) async throws -> String {
        try await press("2")
        try await settle()
        while !screen.shows("Address"), ContinuousClock.now < deadline {
            if try await retryIfOffered() { continue }
            guard try await reach("Checkout", moves: ["down"], rounds: 20) else { throw failure("Checkout never got the focus") }
            try await press("enter")
            try await settle()
        }
        // The address step loads the addresses; when that fails it offers Try again.
        while !screen.shows("Place order"), ContinuousClock.now < deadline {
            if try await retryIfOffered() { continue }
            guard try await reach("Continue", moves: ["down"], rounds: 10) else { throw failure("Continue never got the focus") }
            try await press("enter")
            try await settle()
        }
        var taps = 0
        while ContinuousClock.now < deadline {
            if let number = screen.orderNumber {
                guard try await reach("Done", moves: ["down"], rounds: 6) else { throw failure("Done never got the focus") }
                try await press("enter")
                try await settle()
                return number
            }
            if try await retryIfOffered() { continue }
            guard try await reach("Place order", moves: ["down"], rounds: 10) else { throw failure("Place order never got the focus") }
            if taps > 0 { userRetries += 1 }
            taps += 1
            try await press("enter")
            try await settle()
        }
        throw failure("the order was not confirmed in time")
    }
}
