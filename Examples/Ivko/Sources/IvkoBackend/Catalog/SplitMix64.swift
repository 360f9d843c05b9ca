/// A small seeded pseudo-random generator (SplitMix64) whose output is identical on every platform
/// and Swift version, so a catalog or a fault sequence generated from one seed is always the same.
///
/// The helpers below deliberately avoid `Int.random(in:using:)`, whose algorithm is a standard
/// library detail that may change between Swift releases.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    private var state: UInt64

    /// Creates a generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Returns an integer in `range` (both ends included).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        guard span != 0 else { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound + Int(next() % span)
    }

    /// Returns a uniformly distributed value in `0 ..< 1`.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Returns `true` with the given probability (0 ... 1).
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// Returns one element of a non-empty array (only used on the generator's own constant tables).
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// Derives an independent generator for a numbered sub-sequence (e.g. one product), so that
    /// item `index` is the same whatever the total count is.
    static func derived(seed: UInt64, stream: UInt64, index: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0xD6E8_FEB8_6659_FD93))
        for _ in 0..<2 { _ = mixer.next() }
        return SplitMix64(seed: mixer.next() ^ (index &* 0x9E37_79B9_7F4A_7C15))
    }
}
