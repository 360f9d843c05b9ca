import Foundation

/// A task executor with one worker thread per core: the width the Swift concurrency pool has in an
/// app. The benchmark harness runs each async benchmark while one of the pool's threads waits on a
/// semaphore (ordo-one's `runAsync`), which leaves a two-core machine's pool with a single thread;
/// benchmarks that run work in parallel run on this executor instead, so they get the cores an app gets.
/// Its job queue is guarded by `condition`, hence `@unchecked Sendable`.
public final class WorkerThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor shared by the benchmarks of one process.
    public static let shared = WorkerThreadExecutor(threadCount: ProcessInfo.processInfo.activeProcessorCount)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var nextJob = 0

    private init(threadCount: Int) {
        for index in 0..<max(1, threadCount) {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "benchmark-worker-\(index)"
            thread.start()
        }
    }

    /// Queues `job` for the next free worker thread, first in, first out.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while nextJob == jobs.count {
                condition.wait()
            }
            let job = jobs[nextJob]
            nextJob += 1
            if nextJob == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                nextJob = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
