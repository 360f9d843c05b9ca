public import Foundation

extension IvkoEndpoint {
    /// The JSON of a body this endpoint answered with HTTP 200, read exactly as `IvkoAPI.call`
    /// reads it: refused unparsed when over `responseLimits`, parsed, and a `{"result": "ERR"}`
    /// answer thrown as its typed business error. For answers that reach the app another way
    /// (recorded, cached or handed over as bytes).
    public func json(fromBody body: Data) throws(IvkoServiceError) -> JSONValue {
        try ResponseReading.json(fromBody: body, limits: responseLimits)
    }

    /// Like `json(fromBody:)`, the parsed body left unconverted, for an answer read once member by
    /// member (the product export; see `JSONTree`).
    public func tree(fromBody body: Data) throws(IvkoServiceError) -> JSONTree {
        try ResponseReading.tree(fromBody: body, limits: responseLimits)
    }
}
