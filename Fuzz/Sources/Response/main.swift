import Foundation
import IvkoFuzzTargets
import LibFuzzerDriver

// Runs libFuzzer over `IvkoFuzzTargets.response`, which traps on anything but a value or a typed error.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&arguments, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        _ = IvkoFuzzTargets.response(bytes)
        return 0
    })
