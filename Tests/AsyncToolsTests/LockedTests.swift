import AsyncTools
import Foundation
import Testing

/// `Locked` keeps its value consistent however many threads change it at once, and hands back what
/// the body answers or throws, its error's type kept.
@Suite struct LockedTests {
    private struct Refused: Error, Equatable {
        let value: Int
    }

    /// 8 threads adding 10,000 each lose no addition.
    @Test func concurrentChangesAreNeverLost() async {
        let total = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { total.withLock { $0 += 1 } }
                }
            }
        }
        #expect(total.withLock { $0 } == 80_000)
    }

    /// The body's answer comes back; its typed error is thrown as it is, and a change made before
    /// the throw stays (the lock changes nothing on its own).
    @Test func theBodysAnswerAndTypedErrorComeBack() {
        let state = Locked([1, 2])
        #expect(state.withLock { $0.count } == 2)
        #expect(throws: Refused(value: 3)) {
            try state.withLock { (values) throws(Refused) in
                values.append(3)
                throw Refused(value: values.count)
            }
        }
        #expect(state.withLock { $0 } == [1, 2, 3])
    }
}
