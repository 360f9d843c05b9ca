/// The customer's loyalty points and store credit.
public struct Balance: Hashable, Sendable, Codable {
    /// The loyalty points.
    public var points: Int
    /// The store credit.
    public var credit: Money

    /// Makes a balance.
    public init(points: Int, credit: Money) {
        self.points = points
        self.credit = credit
    }
}
