import AsyncTestSupport
import AsyncTools
import Foundation
import IvkoTerminal
import Testing

/// The built `ivko` program run as a child process: lines go to its standard input, its output is
/// collected as it comes, and every wait on it has a time limit, after which the process is killed
/// and the wait fails with everything it printed so far.
///
/// `@unchecked Sendable`: `Process` and `Pipe` are not `Sendable`; they are set up in `init` and only
/// read after it, and what the pipes' handlers write is behind `Locked`.
final class IvkoProcess: @unchecked Sendable {
    /// What went wrong while driving the program.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The `ivko` executable next to this test bundle in the build products folder (`swift test`
    /// builds it, since this test target depends on it).
    static func executable() throws -> URL {
        var candidates: [URL] = []
        #if os(Linux)
        candidates.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        for folder in candidates {
            let file = folder.appendingPathComponent("ivko")
            if FileManager.default.isExecutableFile(atPath: file.path) { return file }
        }
        throw Failure(description: "no ivko executable in \(candidates.map(\.path))")
    }

    let process = Process()
    /// Rows of each headless frame (the program's `--height`).
    let height: Int
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    /// What the program printed and what was sent to it, written by the pipes' handlers.
    private struct Streams {
        var stdout = Data()
        var stderr = Data()
        var outputEnded = false
        var linesSent = 0
    }

    private let streams = Locked(Streams())

    /// Starts `ivko` with `arguments`, in `environment` added to this process's. A headless run's
    /// `wait` is given as much more time as every other wait under a sanitizer (`Sanitizer.timeScale`).
    init(arguments: [String], height: Int = 30, environment: [String: String] = [:]) throws {
        self.height = height
        process.executableURL = try Self.executable()
        let stretchesWaits =
            arguments.contains("--headless") && !arguments.contains { $0.hasPrefix("--wait-limit") } && Sanitizer.timeScale > 1
        let stretchedLimit = ShopSettings.HeadlessScreen.defaultWaitLimit.components.seconds * Int64(Sanitizer.timeScale)
        process.arguments = arguments + (stretchesWaits ? ["--wait-limit", "\(stretchedLimit)"] : [])
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            self?.streams.withLock { streams in
                streams.stdout.append(data)
                if data.isEmpty { streams.outputEnded = true }
            }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.streams.withLock { $0.stderr.append(data) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Everything printed on standard output so far.
    var printed: String { streams.withLock { String(decoding: $0.stdout, as: UTF8.self) } }
    /// Everything printed on standard error so far.
    var printedErrors: String { streams.withLock { String(decoding: $0.stderr, as: UTF8.self) } }

    /// The bytes printed on standard output from byte `offset` on (for a reader that takes frame
    /// after frame without splitting everything printed each time).
    func printedData(from offset: Int) -> Data {
        streams.withLock { offset < $0.stdout.count ? $0.stdout.subdata(in: offset..<$0.stdout.count) : Data() }
    }

    /// The complete frames printed so far, frame 0 first.
    var frames: [String] {
        let parts = printed.components(separatedBy: "--- frame ")
        return parts.dropFirst().compactMap { part in
            let lines = part.split(separator: "\n", omittingEmptySubsequences: false)
            // A complete frame is its header's number, `height` lines, and the line end after the last.
            guard lines.count > height + 1 else { return nil }
            return lines[1...height].joined(separator: "\n")
        }
    }

    /// The header line of the last frame printed whole (`--- frame N ---`, with what a `sweep` found).
    var lastHeader: String {
        let parts = printed.components(separatedBy: "--- frame ").dropFirst().filter { part in
            part.split(separator: "\n", omittingEmptySubsequences: false).count > height + 1
        }
        return parts.last.map { "--- frame " + ($0.split(separator: "\n").first.map(String.init) ?? "") } ?? ""
    }

    /// Writes `line` to the program's standard input.
    func send(_ line: String) {
        streams.withLock { $0.linesSent += 1 }
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Sends `line` and returns the frame printed for it: frame N answers the Nth line sent (a `wait`
    /// takes up to 10 s).
    @discardableResult
    func step(_ line: String, timeLimit: Duration = .seconds(30)) async throws -> String {
        send(line)
        return try await frame(streams.withLock { $0.linesSent }, timeLimit: timeLimit)
    }

    /// Sends `wait` until a frame shows `text` (Home once the catalog is in, a banner when the backend
    /// pushes it), at most `timeLimit` (stretched under a sanitizer); returns that frame. A single
    /// `wait` answers when the program is idle, which a slow import's last step can be before Home.
    @discardableResult
    func waitForFrame(containing text: String, timeLimit: Duration = .seconds(60)) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + Sanitizer.scaled(timeLimit)
        var frame = frames.last ?? ""
        while !frame.contains(text) {
            guard clock.now < deadline else {
                throw Failure(description: "no frame showed \(text); last frame:\n\(frame)")
            }
            frame = try await step("wait")
        }
        return frame
    }

    /// Frame `number`, once it is printed whole.
    func frame(_ number: Int, timeLimit: Duration = .seconds(60)) async throws -> String {
        try await waitFor("frame \(number)", timeLimit: timeLimit) { $0.frames.count > number }
        return frames[number]
    }

    /// Closes the standard input and waits for the program to end; returns its exit status.
    func finish(timeLimit: Duration = .seconds(30)) async throws -> Int32 {
        try? input.fileHandleForWriting.close()
        return try await exit(timeLimit: timeLimit)
    }

    /// Kills the program with SIGKILL: no clean-up, no flush, as a power cut or the OOM killer would.
    func kill() {
        #if canImport(Glibc) || canImport(Darwin)
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        #endif
    }

    /// Waits for the program to end; returns its exit status.
    func exit(timeLimit: Duration = .seconds(30)) async throws -> Int32 {
        try await waitFor("the program to end", timeLimit: timeLimit) { !$0.process.isRunning }
        return process.terminationStatus
    }

    /// Polls `condition` until it holds; on the time limit (stretched under a sanitizer) kills the
    /// program and throws with its output.
    func waitFor(_ what: String, timeLimit: Duration, _ condition: (IvkoProcess) -> Bool) async throws {
        let timeLimit = Sanitizer.scaled(timeLimit)
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        while !condition(self) {
            let ended = !process.isRunning && streams.withLock { $0.outputEnded }
            if clock.now >= deadline || ended {
                let running = process.isRunning
                if running { process.terminate() }
                throw Failure(
                    description:
                        "waited for \(what) \(running ? "for \(timeLimit)" : "but ivko ended (status \(process.terminationStatus))")"
                        + "; frames so far:\n\(printed)\nstandard error:\n\(printedErrors)"
                )
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
