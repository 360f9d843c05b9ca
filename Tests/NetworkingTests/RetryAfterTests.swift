import Foundation
import Networking
import Testing

@Suite("Retry-After parsing")
struct RetryAfterTests {
    let now = Date(timeIntervalSince1970: 1_445_412_450) // Wed, 21 Oct 2015 07:27:30 GMT

    @Test("delta-seconds", arguments: [("120", Duration.seconds(120)), (" 7 ", .seconds(7)), ("0", .zero)])
    func seconds(value: String, expected: Duration) {
        #expect(RetryAfter.delay(from: value, now: now) == expected)
    }

    @Test(
        "HTTP dates in all three forms",
        arguments: [
            "Wed, 21 Oct 2015 07:28:00 GMT",
            "Wednesday, 21-Oct-15 07:28:00 GMT",
            "Wed Oct 21 07:28:00 2015",
        ])
    func httpDate(value: String) {
        #expect(RetryAfter.delay(from: value, now: now) == .seconds(30))
    }

    @Test("a date in the past means no wait")
    func pastDate() {
        #expect(RetryAfter.delay(from: "Wed, 21 Oct 2015 07:00:00 GMT", now: now) == .zero)
    }

    @Test("anything else is ignored", arguments: ["", "-5", "soon", "1.5", "99999999999999999999999"])
    func invalid(value: String) {
        #expect(RetryAfter.delay(from: value, now: now) == nil)
    }
}
