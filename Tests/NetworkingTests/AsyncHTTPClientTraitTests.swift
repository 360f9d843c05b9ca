import Testing

/// Says in the test report whether the AsyncHTTPClient transport was tested: its cases exist only when the
/// package is built with its AsyncHTTPClient trait (`Scripts/test` and CI build it so; a plain `swift test`
/// does not), and a run without them shows this test skipped with the reason instead of passing quietly.
@Suite("The AsyncHTTPClient trait")
struct AsyncHTTPClientTraitTests {
    @Test(
        "every server test runs over AsyncHTTPClient too",
        .enabled(
            if: TransportKind.allCases.map(\.rawValue).contains("asyncHTTPClient"),
            "built without the package trait AsyncHTTPClient: `Scripts/test` or `swift test --traits AsyncHTTPClient` tests that transport"
        )
    )
    func asyncHTTPClientIsAmongTheTransports() {
        #expect(TransportKind.allCases.count == 3)
    }
}
