import Foundation
import NIOCore
import Synchronization
import Testing

/// The one ThreadSanitizer report `.ci/tsan-suppressions` silences, reproduced on purpose
/// (Docs/ThreadSanitizer.md, "What it silences"). NIO reads a socket into a pooled receive buffer;
/// the bytes go up to a consumer on another thread (the app's response parsing), which reads them
/// and lets the buffer go; the next read finds the buffer uniquely owned again
/// (`isKnownUniquelyReferenced`) and grows it in place. The only order between the consumer's read
/// and the growing write is the buffer's reference count, kept by the Swift runtime, which
/// ThreadSanitizer does not see: it reports a race that cannot happen. Here the consumer's hand-back
/// is signalled with relaxed atomics, which order nothing for ThreadSanitizer either, so under
/// `.ci/tsan` this test makes exactly that report unless the suppression covers it: a rename in
/// NIO that slips past the suppression fails the sanitized run here, not at random in the app.
@Suite("NIO's pooled receive buffer, grown after another thread let it go")
struct ReceiveBufferReuseTests {
    @available(macOS 15, iOS 18, *)
    @Test("a buffer read and released on another thread is reused and grown in place")
    func releasedBufferIsGrownInPlace() throws {
        // The first round instantiates every type and lock the second needs: a lock taken by both
        // threads for the first time in between would order them and hide the report.
        for _ in 0..<2 {
            try Self.round()
        }
    }

    @available(macOS 15, iOS 18, *)
    private static func round() throws {
        let marker = "layers"
        var pool = NIOPooledRecvBufferAllocator(
            capacity: 1,
            recvAllocator: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 1024, maximum: 65_536)
        )
        let handoff = Handoff()
        let firstCapacity = Self.readFirst(into: &pool, marker: marker, handoff: handoff)
        Thread { handoff.consume() }.start()
        let deadline = ContinuousClock.now + .seconds(60)
        try handoff.wait(for: Handoff.released, acquiring: false, until: deadline)

        // A full read makes the adaptive allocator ask for a bigger buffer next time.
        pool.record(actualReadBytes: firstCapacity)
        let (second, kept) = pool.buffer(allocator: ByteBufferAllocator()) { buffer in
            buffer.withVeryUnsafeBytes { Array($0.prefix(marker.utf8.count)) }
        }
        handoff.state.store(Handoff.grown, ordering: .relaxed)
        // Only now an order ThreadSanitizer sees, so that reading what the consumer read is no race.
        try handoff.wait(for: Handoff.finished, acquiring: true, until: deadline)

        #expect(handoff.read == marker, "the consumer read what the socket put in")
        #expect(second.capacity > firstCapacity, "the reused buffer was grown")
        #expect(kept == Array(marker.utf8), "the grown buffer is the first one, its bytes kept: the pool reused it")
    }

    /// The first socket read: the pool's buffer, filled, handed over; this frame's copy dies on return.
    private static func readFirst(into pool: inout NIOPooledRecvBufferAllocator, marker: String, handoff: Handoff) -> Int {
        let (buffer, _) = pool.buffer(allocator: ByteBufferAllocator()) { $0.writeString(marker) }
        handoff.buffer = buffer
        return buffer.capacity
    }
}

/// The consumer's side: the buffer it is given, what it read, and where the two threads are. Until
/// the buffer was grown every step is a relaxed store, which orders nothing (the point); then a
/// releasing one, so the test can read `read`. The consumer stays until then: its thread's exit
/// takes locks the test thread might take too, which would order them.
@available(macOS 15, iOS 18, *)
private final class Handoff: @unchecked Sendable {
    static let waiting = 0
    static let released = 1
    static let grown = 2
    static let finished = 3

    /// A wait for the other thread ran out.
    struct Stalled: Error {
        let waitingFor: Int
    }

    // Set before the consumer thread starts (`Thread.start` orders that), then touched only by it.
    var buffer: ByteBuffer?
    // Written by the consumer; the test reads it after seeing `finished` with an acquiring load.
    var read: String?
    let state = Atomic(Handoff.waiting)

    func consume() {
        read = buffer.flatMap { $0.getString(at: $0.readerIndex, length: $0.readableBytes) }
        buffer = nil
        state.store(Self.released, ordering: .relaxed)
        let deadline = ContinuousClock.now + .seconds(60)
        while state.load(ordering: .relaxed) != Self.grown, ContinuousClock.now < deadline {
            sched_yield()
        }
        state.store(Self.finished, ordering: .releasing)
    }

    /// Spins until `state` is `wanted`; only an acquiring wait orders what follows after the other thread.
    func wait(for wanted: Int, acquiring: Bool, until deadline: ContinuousClock.Instant) throws {
        while (acquiring ? state.load(ordering: .acquiring) : state.load(ordering: .relaxed)) != wanted {
            guard ContinuousClock.now < deadline else { throw Stalled(waitingFor: wanted) }
            sched_yield()
        }
    }
}
