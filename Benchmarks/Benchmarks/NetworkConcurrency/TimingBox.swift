import Foundation

/// A duration written by a closure the benchmark hands to a concurrent import and read once the
/// import is over; the lock makes the hand-over safe.
final class TimingBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Duration.zero

    var value: Duration {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
