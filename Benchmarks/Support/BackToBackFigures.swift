/// How the back-to-back benchmarks turn their two timings into figures: ordo-one/benchmark's custom
/// metrics are whole numbers, so a ratio is reported ×100 and a time per operation in µs or ns.
public enum BackToBackFigures {
    /// `subject ÷ baseline × 100`, rounded: 100 is "as fast as the baseline".
    public static func ratio(_ subject: Duration, _ baseline: Duration) -> Int {
        Int((100 * (subject / baseline)).rounded())
    }

    /// Microseconds per operation, rounded.
    public static func microseconds(_ duration: Duration, per count: Int) -> Int {
        Int((seconds(duration) * 1e6 / Double(max(count, 1))).rounded())
    }

    /// Nanoseconds per operation, rounded down.
    public static func nanoseconds(_ duration: Duration, per count: Int) -> Int {
        Int(seconds(duration) * 1e9 / Double(max(count, 1)))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
