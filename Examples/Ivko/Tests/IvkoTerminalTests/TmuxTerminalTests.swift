import AsyncTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import IvkoTestSupport
import Testing

/// The real `ivko` in a real terminal: a detached tmux session on a private socket (never another
/// tmux server), a shell in its pane that runs the program and then shows the terminal's settings.
/// Quitting with `q`, and ending with SIGTERM, both give the terminal back: canonical mode and echo
/// on, the alternate screen left.
@Suite(.serialized) struct TmuxTerminalTests {
    /// A tmux server of this test's own, with one 100 × 30 pane running `sh`.
    final class Tmux {
        let socket = "ivko-test-\(UUID().uuidString.prefix(8))"

        init() throws {
            try run(["-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", "-s", "ivko", "PS1='ivko-test> ' sh"])
        }

        deinit {
            _ = try? run(["kill-server"])
        }

        /// Runs `tmux -L <socket> arguments` and returns what it printed. It is spawned and waited for
        /// directly (`posix_spawnp`, `waitpid`), its output in a file: the server that `new-session`
        /// starts inherits the command's descriptors, so neither a pipe's end nor Foundation's
        /// `Process`, which watches a descriptor of its own, would see the command end.
        @discardableResult
        func run(_ arguments: [String]) throws -> String {
            let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("ivko-tmux-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: outputFile) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            // The test's threads block signals, and a spawned program inherits the mask: give tmux (and
            // so the shell and ivko in its pane) an empty mask and the default actions.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            var all = sigset_t()
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            let words = ["tmux", "-L", socket] + arguments
            let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            defer { for word in argv { free(word) } }
            var pid: pid_t = 0
            let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ)
            guard spawned == 0 else { throw IvkoProcess.Failure(description: "tmux could not start: error \(spawned)") }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        }

        /// Types `text` into the pane, then Enter when asked.
        func type(_ text: String, enter: Bool = true) throws {
            try run(["send-keys", "-t", "ivko", "-l", text])
            if enter { try run(["send-keys", "-t", "ivko", "Enter"]) }
        }

        /// The pane's visible text.
        func screen() throws -> String {
            try run(["capture-pane", "-p", "-t", "ivko"])
        }

        /// Whether the pane shows the alternate screen now.
        func isOnAlternateScreen() throws -> Bool {
            try run(["display-message", "-p", "-t", "ivko", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
        }

        /// Polls the pane until `condition` holds; fails with the pane's text after `timeLimit`.
        @discardableResult
        func waitFor(_ what: String, timeLimit: Duration = .seconds(60), _ condition: (String) -> Bool) async throws -> String {
            let timeLimit = Sanitizer.scaled(timeLimit)
            let clock = ContinuousClock()
            let deadline = clock.now + timeLimit
            var text = try screen()
            while !condition(text) {
                guard clock.now < deadline else {
                    throw IvkoProcess.Failure(description: "waited \(timeLimit) for \(what); the pane shows:\n\(text)")
                }
                try await Task.sleep(for: .milliseconds(50))
                text = try screen()
            }
            return text
        }
    }

    static var tmuxIsThere: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
    }

    /// The words `stty -a` printed after the program ended.
    static func sttyWords(_ screen: String) -> Set<String> {
        guard let start = screen.range(of: "STTY-BEGIN") else { return [] }
        return Set(screen[start.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    }

    /// Runs `ivko` in the pane (its pid printed first), waits for the sign-in screen, ends it with
    /// `end`, and returns the pane's text once the shell has printed the exit status and `stty -a`.
    func runToTheSignInScreen(ending end: (Tmux, Int32) async throws -> Void) async throws -> (screen: String, tmux: Tmux) {
        let tmux = try Tmux()
        let folder = try TemporaryDirectory()
        let ivko = try IvkoProcess.executable().path
        try await tmux.waitFor("the shell's prompt") { $0.contains("ivko-test>") }
        try tmux.type(
            "sh -c 'echo IVKO-PID=$$; exec \(ivko) --data-dir \(folder.url.path) --products 40'; "
                + "echo IVKO-EXIT=$?; echo STTY-BEGIN; stty -a"
        )
        let signIn = try await tmux.waitFor("the sign-in screen") { $0.contains("Demo account: demo / demo") }
        #expect(try tmux.isOnAlternateScreen(), "the shop draws on the alternate screen")
        #expect(signIn.contains("[ User name"))
        let history = try tmux.run(["capture-pane", "-p", "-a", "-t", "ivko"])
        let pidText = history.components(separatedBy: "IVKO-PID=").last?.prefix { $0.isNumber } ?? ""
        let pid = try #require(Int32(pidText), "the program's pid is printed before it starts:\n\(history)")
        try await end(tmux, pid)
        let after = try await tmux.waitFor("the shell to print stty -a") { Self.sttyWords($0).contains { $0.contains("icanon") } }
        return (after, tmux)
    }

    @Test(.enabled(if: tmuxIsThere), .stretchedTimeLimit(minutes: 3))
    func quittingWithQGivesTheTerminalBack() async throws {
        let (screen, tmux) = try await runToTheSignInScreen { tmux, _ in
            // Off the user name field first (there, q is a letter typed), onto the button.
            try tmux.run(["send-keys", "-t", "ivko", "Down", "Down"])
            _ = try await tmux.waitFor("the Sign in button to take the focus") { $0.contains("[ Sign in ]") }
            try tmux.type("q", enter: false)
        }
        #expect(screen.contains("IVKO-EXIT=0"), "q ends with status 0:\n\(screen)")
        let words = Self.sttyWords(screen)
        #expect(words.contains("icanon") && !words.contains("-icanon"), "canonical mode is back:\n\(screen)")
        #expect(words.contains("echo") && !words.contains("-echo"), "echo is back:\n\(screen)")
        #expect(try !tmux.isOnAlternateScreen(), "the alternate screen is left")
        #expect(!screen.contains("Demo account"), "the shop's screen is gone with the alternate screen")
    }

    @Test(.enabled(if: tmuxIsThere), .stretchedTimeLimit(minutes: 3))
    func sigtermGivesTheTerminalBack() async throws {
        let (screen, tmux) = try await runToTheSignInScreen { _, pid in
            #expect(kill(pid, SIGTERM) == 0)
        }
        #expect(screen.contains("IVKO-EXIT=143"), "SIGTERM ends with 128 + 15:\n\(screen)")
        let words = Self.sttyWords(screen)
        #expect(words.contains("icanon") && !words.contains("-icanon"), "canonical mode is back:\n\(screen)")
        #expect(words.contains("echo") && !words.contains("-echo"), "echo is back:\n\(screen)")
        #expect(try !tmux.isOnAlternateScreen(), "the alternate screen is left")
    }

    @Test(.enabled(if: tmuxIsThere), .stretchedTimeLimit(minutes: 3))
    func widerThan140ColumnsTheCatalogIsASplitViewThatFollowsAResize() async throws {
        let tmux = try Tmux()
        let folder = try TemporaryDirectory()
        let ivko = try IvkoProcess.executable().path
        try await tmux.waitFor("the shell's prompt") { $0.contains("ivko-test>") }
        try tmux.type("IVKO_PASSWORD=demo \(ivko) --user demo --data-dir \(folder.url.path) --products 40")
        let narrow = try await tmux.waitFor("Home, signed in") { $0.contains("Offers") && $0.contains("Dresses") }
        #expect(!narrow.contains("Categories"), "100 columns: the stack alone")

        // Wider: SIGWINCH, and the column of categories stands beside Home.
        try tmux.run(["resize-window", "-t", "ivko", "-x", "150", "-y", "30"])
        let wide = try await tmux.waitFor("the category column") { $0.contains("Categories") }
        let titleRow = try #require(wide.split(separator: "\n").first { $0.contains("Categories") })
        #expect(titleRow.contains("Home"), "the column and the stack side by side:\n\(wide)")

        // ← from Home's first offer reaches the column; a category chosen there shows beside it, after Home.
        try tmux.run(["send-keys", "-t", "ivko", "Left"])
        _ = try await tmux.waitFor("focus in the column") { $0.contains("  [ ") && $0.contains("Categories") }
        try tmux.run(["send-keys", "-t", "ivko", "Enter"])
        let chosen = try await tmux.waitFor("a category beside the column") { $0.contains("▸ ") && $0.contains("‹ Home") }
        #expect(chosen.contains("Categories"))

        // Narrower again: the column leaves, the category stays.
        try tmux.run(["resize-window", "-t", "ivko", "-x", "100", "-y", "30"])
        let back = try await tmux.waitFor("the stack alone") { !$0.contains("Categories") && $0.contains("‹ Home") }
        #expect(back.contains("Search"))
        try tmux.run(["send-keys", "-t", "ivko", "Escape"])
        _ = try await tmux.waitFor("Home again") { $0.contains("Offers") && !$0.contains("‹ Home") }
        try tmux.type("q", enter: false)
        _ = try await tmux.waitFor("the shell's prompt after ivko") { $0.contains("ivko-test>") && !$0.contains("Offers") }
    }
}
