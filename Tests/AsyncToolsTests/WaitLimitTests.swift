import AsyncTestSupport
import Testing

@Suite("The bounded waits' limit")
struct WaitLimitTests {
    @Test("Short by default: a wait for something that never comes fails within seconds")
    func shortByDefault() {
        #expect(waitLimit == .seconds(10))
    }

    @Test("A test or suite gives its waits a longer limit with the .waitLimit trait", .waitLimit(.seconds(120)))
    func stretchedByTheTrait() async throws {
        #expect(waitLimit == .seconds(120))
        let inChildTask = await Task { waitLimit }.value
        #expect(inChildTask == .seconds(120), "the tasks the test starts wait as long")
    }

    @Test("A wait that runs out records an issue naming what it waited for, and throws", .waitLimit(.milliseconds(20)))
    func runsOut() async throws {
        try await withKnownIssue {
            try await waitUntil("the light turns green") { false }
        } matching: { issue in
            issue.description.contains("until the light turns green")
        }
    }
}
