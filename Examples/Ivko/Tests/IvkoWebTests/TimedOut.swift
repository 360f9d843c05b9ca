/// A wait that ran out of time.
struct TimedOut: Error, CustomStringConvertible {
    let what: String
    let limit: Duration
    var description: String { "waited \(limit) in vain for \(what)" }
}
