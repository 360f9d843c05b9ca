import AsyncTestSupport
import Networking
import Testing

@Suite("RequestLimiter: order, priority, reserve and cancellation", .waitLimit(.seconds(300)))
struct RequestLimiterTests {
    /// Starts a task that waits for a slot of `priority`, records `index` when it gets it and
    /// gives the slot back once `release` opens.
    private func waiter(
        _ index: Int, _ priority: RequestPriority, on limiter: RequestLimiter, order: ArrivalOrder, release: Gate? = nil
    ) -> Task<Void, any Error> {
        Task {
            let permit = try await limiter.acquire(priority)
            order.append(index)
            if let release { await release.pass() }
            limiter.release(permit, outcome: .answered)
        }
    }

    @Test("waiters of one priority get the slot in arrival order")
    func fifo() async throws {
        let limiter = RequestLimiter(.fixed(1))
        let held = try await limiter.acquire(.userInitiated)
        let order = ArrivalOrder()
        var tasks: [Task<Void, any Error>] = []
        for index in 0..<5 {
            tasks.append(waiter(index, .userInitiated, on: limiter, order: order))
            try await waitUntil("waiter \(index) is in line") { limiter.snapshot.waitingTotal == index + 1 }
        }
        limiter.release(held, outcome: .answered)
        for (index, task) in tasks.enumerated() {
            try await task.boundedValue("waiter \(index) gets the slot")
        }
        #expect(order.values == [0, 1, 2, 3, 4])
    }

    @Test("a waiting user request goes before background requests that came earlier")
    func userFirst() async throws {
        let limiter = RequestLimiter(.fixed(1))
        let held = try await limiter.acquire(.userInitiated)
        let order = ArrivalOrder()
        var tasks: [Task<Void, any Error>] = []
        for index in 0..<3 {
            tasks.append(waiter(index, .background, on: limiter, order: order))
            try await waitUntil("background \(index) is in line") { limiter.snapshot.waiting[.background] == index + 1 }
        }
        tasks.append(waiter(10, .userInitiated, on: limiter, order: order))
        try await waitUntil("the user request is in line") { limiter.snapshot.waiting[.userInitiated] == 1 }
        limiter.release(held, outcome: .answered)
        for (index, task) in tasks.enumerated() {
            try await task.boundedValue("waiter \(index) gets the slot")
        }
        #expect(order.values == [10, 0, 1, 2])
    }

    @Test("background work never takes the reserve: a user request starts at once beside a full import")
    func reserve() async throws {
        let limiter = RequestLimiter(.fixed(8))
        #expect(limiter.reserve == 1)
        let order = ArrivalOrder()
        let gate = Gate()
        defer { gate.open() }
        let background = (0..<10).map { waiter($0, .background, on: limiter, order: order, release: gate) }
        try await waitUntil("7 background requests run and 3 wait") {
            let snapshot = limiter.snapshot
            return snapshot.inFlight == 7 && snapshot.waiting[.background] == 3
        }
        let user = try await limiter.acquire(.userInitiated)
        #expect(limiter.snapshot.inFlight == 8, "the user's request took the reserved slot without waiting")
        limiter.release(user, outcome: .answered)
        gate.open()
        for (index, task) in background.enumerated() {
            try await task.boundedValue("background \(index) ends")
        }
        #expect(Set(order.values) == Set(0..<10))
    }

    @Test("a cancelled waiter leaves the line at once and the others keep their order")
    func cancelledWaiter() async throws {
        let limiter = RequestLimiter(.fixed(1))
        let held = try await limiter.acquire(.userInitiated)
        let order = ArrivalOrder()
        var tasks: [Task<Void, any Error>] = []
        for index in 0..<3 {
            tasks.append(waiter(index, .background, on: limiter, order: order))
            try await waitUntil("waiter \(index) is in line") { limiter.snapshot.waitingTotal == index + 1 }
        }
        tasks[1].cancel()
        await #expect(throws: CancellationError.self) {
            try await tasks[1].boundedValue("the cancelled waiter leaves the line")
        }
        #expect(limiter.snapshot.waitingTotal == 2)
        limiter.release(held, outcome: .answered)
        try await tasks[0].boundedValue("waiter 0 gets the slot")
        try await tasks[2].boundedValue("waiter 2 gets the slot")
        #expect(order.values == [0, 2])
    }

    @Test("an already-cancelled task does not take a slot")
    func cancelledBeforeAcquire() async throws {
        let limiter = RequestLimiter(.fixed(1))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            _ = try await limiter.acquire(.userInitiated)
        }
        await #expect(throws: CancellationError.self) {
            try await task.boundedValue("the cancelled task gives up")
        }
        #expect(limiter.snapshot.inFlight == 0)
    }

    @Test("an adaptive limit that grows lets several waiters in at once")
    func growthAdmitsWaiters() async throws {
        let limiter = RequestLimiter(.adaptive(AdaptiveLimit.Configuration(initial: 2, minimum: 1, maximum: 4)))
        let first = try await limiter.acquire(.userInitiated)
        let second = try await limiter.acquire(.userInitiated)
        let order = ArrivalOrder()
        let tasks = (0..<2).map { waiter($0, .userInitiated, on: limiter, order: order) }
        try await waitUntil("two wait") { limiter.snapshot.waitingTotal == 2 }
        // Answers as fast as the best seen: nothing queues, the limit was in use, so it grows.
        limiter.release(first, outcome: .answered)
        limiter.release(second, outcome: .answered)
        for (index, task) in tasks.enumerated() {
            try await task.boundedValue("waiter \(index) gets a slot")
        }
        #expect(limiter.limit >= 3)
    }

    @Test("releases and cancellations racing waiters into the line lose no slot and strand no waiter")
    func racesKeepTheCount() async throws {
        let limiter = RequestLimiter(.fixed(4))
        for round in 0..<300 {
            let held = [try await limiter.acquire(.userInitiated), try await limiter.acquire(.userInitiated)]
            // Eight waiters of both kinds arrive while the held slots come back and every third waiter is
            // cancelled, so some are cancelled or let in while they are still on their way into the line.
            let waiters = (0..<8).map { index in
                Task { () -> Bool in
                    guard let permit = try? await limiter.acquire(index.isMultiple(of: 2) ? .userInitiated : .background)
                    else { return false }
                    limiter.release(permit, outcome: .answered)
                    return true
                }
            }
            for (index, task) in waiters.enumerated() where index % 3 == 0 { task.cancel() }
            for permit in held { limiter.release(permit, outcome: .answered) }
            for (index, task) in waiters.enumerated() {
                let gotSlot = try await task.boundedValue("round \(round): waiter \(index) ends")
                if index % 3 != 0 { #expect(gotSlot, "round \(round): waiter \(index) was not cancelled") }
            }
            let snapshot = limiter.snapshot
            #expect(snapshot.inFlight == 0 && snapshot.waitingTotal == 0, "round \(round): \(snapshot)")
        }
    }

    @Test("what an attempt's end says about load")
    func outcomes() {
        #expect(AdaptiveLimit.Outcome(nil) == .answered)
        #expect(AdaptiveLimit.Outcome(.timedOut) == .overloaded)
        #expect(AdaptiveLimit.Outcome(.connectionLost(partial: nil)) == .overloaded)
        #expect(AdaptiveLimit.Outcome(.cannotConnect(reason: "refused")) == .overloaded)
        #expect(AdaptiveLimit.Outcome(.cancelled) == .ignored)
        #expect(AdaptiveLimit.Outcome(.invalidRequest(reason: "no URL")) == .ignored)
        #expect(AdaptiveLimit.Outcome(.retriesExhausted(attempts: 3, last: .timedOut)) == .overloaded)
    }
}
