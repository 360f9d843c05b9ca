import Foundation
import Networking
import Testing

@Suite("AsyncSemaphore: FIFO and cancellation")
struct AsyncSemaphoreTests {
    final class Order: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Int] = []
        func append(_ value: Int) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
    }

    private func waitUntil(_ semaphore: AsyncSemaphore, hasWaiting count: Int) async {
        while await semaphore.waiting < count { await Task.yield() }
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
            await waitUntil(semaphore, hasWaiting: index + 1)
        }
        await semaphore.release()
        for task in tasks { try await task.value }
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
            await waitUntil(semaphore, hasWaiting: index + 1)
        }
        tasks[1].cancel()
        await #expect(throws: CancellationError.self) { try await tasks[1].value }
        #expect(await semaphore.waiting == 2)
        await semaphore.release()
        try await tasks[0].value
        try await tasks[2].value
        #expect(order.values == [0, 2])
    }

    @Test("an already-cancelled task does not take a slot")
    func cancelledBeforeAcquire() async throws {
        let semaphore = AsyncSemaphore(permits: 1)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await semaphore.acquire()
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        try await semaphore.acquire()
    }
}
