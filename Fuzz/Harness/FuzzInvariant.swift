/// A promise of a reader or of the model that an input broke (an error of a type the reader does
/// not promise, a quantity outside its range, a link that does not read back): the harness's one way
/// to fail. An entry point answers it as `FuzzOutcome.broken`; the `Fuzz/` executables trap on that,
/// so libFuzzer reports a crash with the input, and the corpus replay fails that input's test alone.
public struct BrokenInvariant: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was broken.
    public let message: String
    /// Where the harness found it (`file:line`).
    public let location: String

    /// The promise broken, and where the harness checked it.
    public var description: String { "fuzz invariant broken at \(location): \(message)" }
}

/// The harness's checks of what the readers and the model promise.
enum FuzzInvariant {
    /// Throws `BrokenInvariant` with `message` unless `condition` holds.
    static func check(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) throws(BrokenInvariant) {
        guard condition else { throw broken(message(), file: file, line: line) }
    }

    /// The broken promise `message`, found at `file`:`line`.
    static func broken(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> BrokenInvariant {
        BrokenInvariant(message: message, location: "\(file):\(line)")
    }

    /// What `body` ended as: its outcome, or `.broken` when it found a broken promise.
    static func outcome(_ body: () throws(BrokenInvariant) -> FuzzOutcome) -> FuzzOutcome {
        do throws(BrokenInvariant) {
            return try body()
        } catch {
            return .broken(error)
        }
    }
}
