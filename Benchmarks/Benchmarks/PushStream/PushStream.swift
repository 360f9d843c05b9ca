import Benchmark
import Foundation
import IvkoService
import LayersBenchmarkSupport
import Networking

// The push service's stream reader against the bare stream it reads, in the same run. Both take the
// same bytes: N order events as the backend fixture writes them (id, event, data, blank line, a
// keep-alive comment every 100 events), made chunk by chunk as they are read (4 KB each), so no input
// sits in memory. Baseline: the chunks written through a ResponseBodyStream (as a transport does, with
// its backpressure) and read back, byte counts only. Reader: the same stream read by IvkoPushStream
// (its public byte-level entry): lines parsed, each event's data read as JSON (ResponseReading), one
// IvkoPushItem per event.
// Memory: the reader's peak resident memory over 10,000 events beside 1,000 (flat: the same) and
// beside the bare read of 10,000.
// Goal: reader ÷ bare read ≤ 5x wall (a JSON parse per event is most of it); memory flat.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(20),
        maxIterations: 10
    )

    Benchmark("Bare stream read: 10,000 events' bytes") { benchmark in
        benchmark.startMeasurement()
        blackHole(try await EventBytes.bareRead(events: 10_000))
        benchmark.stopMeasurement()
    }

    Benchmark("Reader: 1,000 events") { benchmark in
        benchmark.startMeasurement()
        let count = try await EventBytes.readEvents(1_000)
        benchmark.stopMeasurement()
        if count != 1_000 { benchmark.error("read \(count) events of 1,000") }
    }

    Benchmark("Reader: 10,000 events") { benchmark in
        benchmark.startMeasurement()
        let count = try await EventBytes.readEvents(10_000)
        benchmark.stopMeasurement()
        if count != 10_000 { benchmark.error("read \(count) events of 10,000") }
    }

    let wallRatio = BenchmarkMetric.custom("Reader ÷ bare read, wall (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let cpuRatio = BenchmarkMetric.custom("Reader ÷ bare read, CPU (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Ratio: reader ÷ bare stream read, 10,000 events, timed back to back",
        configuration: .init(metrics: [wallRatio, cpuRatio], warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 10)
    ) { benchmark in
        let timing = try await PairedTiming.time {
            blackHole(try await EventBytes.bareRead(events: 10_000))
        } subject: {
            blackHole(try await EventBytes.readEvents(10_000))
        }
        benchmark.measurement(wallRatio, Int((100 * timing.timeRatio).rounded()))
        benchmark.measurement(cpuRatio, Int((100 * timing.cpuRatio).rounded()))
    }
}
