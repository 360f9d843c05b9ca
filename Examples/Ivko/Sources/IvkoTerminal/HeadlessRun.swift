import Foundation
import Screens
import TerminalImages
import TerminalUI

/// `ivko --headless`: the shop driven by lines of text. Frame 0 (the first screen) is printed before
/// any input; after every input the whole screen follows as plain text, after a line
/// `--- frame N ---`. `wait` waits until the shop is idle (at most the screen's `waitLimit`, `--wait-limit`);
/// `sweep` presses the arrow keys until every focusable element on the screen had focus and adds
/// what it found to the frame's header (`--- frame N --- keys reach all 9` or `--- frame N --- keys
/// miss 2 of 9: “Try again” (0/1/0/2), …`). An unknown line ends the run with a message on standard
/// error and status 1; `q` quits (status 0, navigation saved), as does the end of the input.
@MainActor
final class HeadlessRun {
    private let host: ShopHost
    private let driver: HeadlessDriver
    private let timings: StartupTimings
    private let waitLimit: Duration
    private var frame = 0

    init(host: ShopHost, screen: ShopSettings.HeadlessScreen, timings: StartupTimings) {
        self.host = host
        self.timings = timings
        waitLimit = screen.waitLimit
        driver = HeadlessDriver(
            application: host.application, width: screen.width, height: screen.height, imageDecoder: SystemImageDecoder(),
            inspector: host.inspector
        )
        host.attachHooks(to: driver.interface)
    }

    /// Prints frame 0, then applies `lines` one by one; returns the exit status.
    func run(lines: some AsyncSequence<String, Never>) async -> Int32 {
        printFrame()
        timings.markFirstFrame()
        for await line in lines {
            let step: HeadlessStep
            do {
                step = try HeadlessStep(parsing: line)
            } catch {
                ShopProgram.writeError("ivko: \(error)\n")
                return 1
            }
            var note = ""
            switch step {
            case .wait:
                await waitUntilIdle(limit: waitLimit)
            case .sweep:
                note = Self.note(on: driver.sweepArrowKeys())
            case .input(let input):
                if driver.apply(input) == .quit { return 0 }
            }
            printFrame(note: note)
        }
        return 0
    }

    /// Waits until the shop is idle: no stage loading, no spinner or progress on screen, no request
    /// in flight (nor a retry waiting), and the screen unchanged, for `quietChecks` checks in a row
    /// a few milliseconds and several main-actor turns apart (a tap's work hops between actors
    /// before its request goes out). Returns after `limit` whatever the state.
    func waitUntilIdle(limit: Duration, quietChecks: Int = 10) async {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        var quiet = 0
        var last = ""
        while clock.now < deadline {
            let screen = driver.screen()
            if !host.isBusy(interfaceAnimates: driver.interface.isAnimating), screen == last {
                quiet += 1
                if quiet >= quietChecks { return }
            } else {
                quiet = 0
            }
            last = screen
            for _ in 0..<4 { await Task.yield() }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// What a sweep found, for the frame's header.
    static func note(on sweep: HeadlessDriver.Sweep) -> String {
        guard !sweep.unreached.isEmpty else { return " keys reach all \(sweep.elements.count)" }
        let missed = sweep.unreached.map(\.description).joined(separator: ", ")
        return " keys miss \(sweep.unreached.count) of \(sweep.elements.count): \(missed)"
    }

    private func printFrame(note: String = "") {
        let text = "--- frame \(frame) ---\(note)\n" + driver.screen() + "\n"
        frame += 1
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
