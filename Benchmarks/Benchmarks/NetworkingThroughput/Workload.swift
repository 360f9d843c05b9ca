import Benchmark

/// The shape of one benchmark iteration: 5,000 GETs, 16 in flight.
enum Workload {
    static let requests = 5_000
    static let inFlight = 16

    /// Runs `requests` calls of `get` on `inFlight` concurrent workers; returns how many failed
    /// (a wrong status or body size counts as a failure).
    static func run(_ get: @escaping @Sendable () async -> Bool) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            for worker in 0..<inFlight {
                let share = requests / inFlight + (worker < requests % inFlight ? 1 : 0)
                group.addTask {
                    var failures = 0
                    for _ in 0..<share where await !get() { failures += 1 }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
    }

    /// Measures one iteration of `get` (only the requests, not the setup) and reports failures as
    /// the benchmark's error.
    static func measure(_ benchmark: Benchmark, _ get: @escaping @Sendable () async -> Bool) async {
        benchmark.startMeasurement()
        let failures = await run(get)
        benchmark.stopMeasurement()
        if failures > 0 { benchmark.error("\(failures) requests failed") }
    }
}
