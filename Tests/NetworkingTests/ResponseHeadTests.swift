import Networking
import Testing

@Suite("Response head")
struct ResponseHeadTests {
    @Test(
        "Content-Length is read with the spaces and tabs HTTP allows around it",
        arguments: [("51200", Int64(51_200)), (" 7 ", 7), ("\t0\t", 0), ("  12", 12)])
    func contentLength(value: String, expected: Int64) {
        #expect(ResponseHead(status: 200, headers: ["content-length": value]).contentLength == expected)
    }

    @Test("a Content-Length that is no length is none", arguments: ["", "  ", "-1", "1 2", "twelve", "99999999999999999999"])
    func notALength(value: String) {
        #expect(ResponseHead(status: 200, headers: ["Content-Length": value]).contentLength == nil)
    }

    @Test("no body is expected for HEAD, 204 and a coded body; otherwise the declared length")
    func expectedBodyLength() {
        let head = ResponseHead(status: 200, headers: ["Content-Length": "10"])
        #expect(head.expectedBodyLength(method: "GET") == 10)
        #expect(head.expectedBodyLength(method: "HEAD") == nil)
        #expect(ResponseHead(status: 204, headers: ["Content-Length": "10"]).expectedBodyLength(method: "GET") == nil)
        let coded = ResponseHead(status: 200, headers: ["Content-Length": "10", "Content-Encoding": "gzip"])
        #expect(coded.expectedBodyLength(method: "GET") == nil)
    }
}
