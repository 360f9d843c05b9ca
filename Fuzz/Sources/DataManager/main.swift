import Foundation
import IvkoFuzzTargets
import LibFuzzerDriver

// Runs libFuzzer over `IvkoFuzzTargets.dataManager`, which traps on anything but a value or a typed error.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&arguments, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        _ = IvkoFuzzTargets.dataManager(bytes)
        return 0
    })
