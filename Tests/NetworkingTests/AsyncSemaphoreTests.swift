import AsyncTestSupport
import Foundation
import Networking
import Testing

@Suite("AsyncSemaphore: FIFO and cancellation")
struct AsyncSemaphoreTests {
    /// The order in which tasks got through, recorded from any thread.
    final class Order: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [Int] = []

        var values: [Int] { lock.withLock { recorded } }

        func append(_ value: Int) {
            lock.withLock { recorded.append(value) }
        }
    }

    @Test("waiters get the slot in arrival order")
    func fifo() async throws {
        let semaphore = AsyncSemaphore(permits: 1)
        try await semaphore.acquire()
        let order = Order()
        var tasks: [Task<Void, any Error>] = []
        for index in 0..<5 {
            tasks.append(Task {
                try await semaphore.acquire()
                order.append(index)
                await semaphore.release()
            })
            try await waitUntil("waiter \(index) is in line") { await semaphore.waiting == index + 1 }
        }
        await semaphore.release()
        for (index, task) in tasks.enumerated() {
            try await task.boundedValue("waiter \(index) gets the slot")
        }
        #expect(order.values == [0, 1, 2, 3, 4])
    }

    @Test("a cancelled waiter leaves the line at once and the others keep their order")
    func cancelledWaiter() async throws {
        let semaphore = AsyncSemaphore(permits: 1)
        try await semaphore.acquire()
        let order = Order()
        var tasks: [Task<Void, any Error>] = []
        for index in 0..<3 {
            tasks.append(Task {
                try await semaphore.acquire()
                order.append(index)
                await semaphore.release()
            })
            try await waitUntil("waiter \(index) is in line") { await semaphore.waiting == index + 1 }
        }
        tasks[1].cancel()
        await #expect(throws: CancellationError.self) {
            try await tasks[1].boundedValue("the cancelled waiter leaves the line")
        }
        #expect(await semaphore.waiting == 2)
        await semaphore.release()
        try await tasks[0].boundedValue("waiter 0 gets the slot")
        try await tasks[2].boundedValue("waiter 2 gets the slot")
        #expect(order.values == [0, 2])
    }

    @Test("an already-cancelled task does not take a slot")
    func cancelledBeforeAcquire() async throws {
        let semaphore = AsyncSemaphore(permits: 1)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await semaphore.acquire()
        }
        await #expect(throws: CancellationError.self) {
            try await task.boundedValue("the cancelled task gives up")
        }
        try await semaphore.acquire()
    }
}
