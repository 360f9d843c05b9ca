import Foundation
package import TerminalUI

/// One line of `ivko --headless`'s input: an input for the screen (a key or `type:TEXT`, read by
/// TerminalUI's `HeadlessInput`), `wait`, which the program answers itself by waiting until the
/// shop is idle, or `sweep`, which checks that the arrow keys reach everything on the screen.
package enum HeadlessStep: Hashable, Sendable {
    /// A key or typed text for the screen.
    case input(HeadlessInput)
    /// Wait until nothing is loading or in flight (at most the program's limit).
    case wait
    /// Sweep the arrow keys over the screen (`HeadlessDriver.sweepArrowKeys`): the next frame's
    /// header says whether every focusable element was reached, and names those that were not.
    case sweep

    /// Reads one line; throws `HeadlessInputError` (naming the line) for anything else.
    package init(parsing line: String) throws(HeadlessInputError) {
        switch line.trimmingCharacters(in: .whitespaces) {
        case "wait":
            self = .wait
        case "sweep":
            self = .sweep
        default:
            self = .input(try HeadlessInput(parsing: line))
        }
    }
}

/// Standard input's lines as they arrive, read on a thread of their own so the shop keeps running
/// (its main actor free) while the program waits for the next line.
enum StandardInputLines {
    /// The lines of standard input, without their line ends; the stream ends with the input.
    static func stream() -> AsyncStream<String> {
        let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        let thread = Thread {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line)
            }
            continuation.finish()
        }
        thread.name = "ivko.headless.input"
        thread.start()
        return lines
    }
}
