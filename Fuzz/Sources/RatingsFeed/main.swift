import Foundation
import IvkoFuzzTargets
import LibFuzzerDriver

// Runs libFuzzer over `IvkoFuzzTargets.ratingsFeed`: an input that ends as anything but a value or a typed error
// (`FuzzOutcome.broken`) is a crash.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&arguments, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if case .broken(let invariant) = IvkoFuzzTargets.ratingsFeed(bytes) {
            // The crash libFuzzer records, with the input that made it.
            fatalError("\(invariant)")
        }
        return 0
    })
