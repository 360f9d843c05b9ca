public import Foundation

/// Why the shop's time zone cannot place an instant.
public enum ShopTimeZoneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Without a time-zone database the zone knows only the rule in force since the winter of
    /// 1995/96 (and no year past 9999); `date` is outside it.
    case outsideBuiltInRule(Date)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .outsideBuiltInRule(let date):
            "no time-zone database, and the built-in Central European rule does not cover \(date) (it starts on 29 October 1995)"
        }
    }
}
