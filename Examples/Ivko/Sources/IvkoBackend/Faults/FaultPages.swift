import Hummingbird

/// The bodies of the injected status faults, byte for byte as the real backend and its nginx send them.
enum FaultPages {
    /// The 500 body: plain text, although the content type says JSON.
    static let sqlException = """
        java.sql.SQLException: ORA-00060: deadlock detected while waiting for resource
        \tat oracle.jdbc.driver.T4CTTIoer.processError(T4CTTIoer.java:450)
        \tat com.ivko.shop.export.ProductDao.load(ProductDao.java:212)

        """

    /// nginx's 502 page.
    static let badGateway = page(502, "Bad Gateway")
    /// nginx's 503 page.
    static let serviceUnavailable = page(503, "Service Temporarily Unavailable")
    /// nginx's 504 page.
    static let gatewayTimeout = page(504, "Gateway Time-out")

    /// The response for a status fault, or `nil` for faults that are not a status.
    static func response(for fault: BackendFault) -> Response? {
        switch fault {
        case .serverError:
            return response(.internalServerError, ExportJSON.contentType, sqlException)
        case .badGateway:
            return response(.badGateway, "text/html", badGateway)
        case .gatewayTimeout:
            return response(.gatewayTimeout, "text/html", gatewayTimeout)
        case .serviceUnavailable(let retryAfter):
            var response = response(.serviceUnavailable, "text/html", serviceUnavailable)
            response.headers[.retryAfter] = String(max(0, retryAfter))
            return response
        case .truncate, .drop, .expireSessions, .latency, .hold, .holdAnswer:
            return nil
        }
    }

    private static func page(_ code: Int, _ reason: String) -> String {
        "<html><head><title>\(code) \(reason)</title></head><body><center><h1>\(code) \(reason)</h1></center>"
            + "<hr><center>nginx</center></body></html>\n"
    }

    private static func response(_ status: HTTPResponse.Status, _ contentType: String, _ body: String) -> Response {
        Response(
            status: status, headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body))
        )
    }
}
