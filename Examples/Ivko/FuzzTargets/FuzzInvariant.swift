/// The harness's one way to fail: a trap the fuzzer records as a crash, with the broken promise in
/// its message. Traps on purpose: the harness exists to turn a broken promise into a crash report.
enum FuzzInvariant {
    /// Traps with `message` unless `condition` holds.
    static func check(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        guard condition else { fail(message(), file: file, line: line) }
    }

    /// Traps with `message`.
    static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("fuzz invariant broken: \(message)", file: file, line: line)
    }
}
