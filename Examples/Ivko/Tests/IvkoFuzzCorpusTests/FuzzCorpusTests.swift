import Foundation
@testable import IvkoFuzzTargets
import Testing

/// Replays the fuzzers' kept corpus (`Fuzz/Corpus/<target>/`) through the same harness entry
/// points libFuzzer runs: every input must end as a model value or a typed error. An input that
/// breaks a promise (an untyped error, a value the model promises never to hold) fails this test with
/// the input's name, and the run goes on (the fuzzers trap on the same outcome).
@MainActor
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    /// The corpus folder of the repository (`Fuzz/Corpus`), found from this file in `Examples/Ivko/Tests`.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    /// The inputs kept for `target`, by file name.
    static func inputs(of target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        return try names.map { name in (name, Array(try Data(contentsOf: folder.appendingPathComponent(name)))) }
    }

    @Test("every kept input ends as a value or a typed error", arguments: IvkoFuzzTargets.names)
    func corpusEndsCleanly(target: String) throws {
        let inputs = try Self.inputs(of: target)
        #expect(inputs.count >= 20, "the \(target) corpus is missing or nearly empty")
        var values = 0
        var rejections = 0
        for input in inputs {
            switch IvkoFuzzTargets.run(target, input.bytes) {
            case .value?: values += 1
            case .rejected?: rejections += 1
            case .broken(let invariant)?: Issue.record("\(target) input \(input.name): \(invariant)")
            case nil: Issue.record("no fuzz target named \(target)")
            }
        }
        // A corpus that only ever fails (or only ever succeeds) no longer reaches the reader's other half.
        #expect(values > 0, "no \(target) input reached a value")
        #expect(rejections > 0, "no \(target) input was refused")
    }
}

/// A broken promise is an outcome the corpus replay records against the one input, never a trap
/// that ends the whole test run.
@Suite("Fuzz harness")
struct FuzzHarnessTests {
    @Test func aBrokenPromiseIsAnOutcome() {
        let outcome = FuzzInvariant.outcome { () throws(BrokenInvariant) in
            try FuzzInvariant.check(1 + 1 == 3, "arithmetic")
            return .value(summary: "unreachable")
        }
        guard case .broken(let invariant) = outcome else {
            Issue.record("a broken check gave \(outcome)")
            return
        }
        #expect(invariant.message == "arithmetic")
        #expect(invariant.description.hasPrefix("fuzz invariant broken at IvkoFuzzCorpusTests/FuzzCorpusTests.swift:"))
    }
}
