public import Foundation
public import IvkoModel

/// The shop's time zone, Europe/Belgrade, in which the backend writes its wall-clock times.
///
/// It comes from the system's time-zone database when there is one. Without one (a container
/// without tzdata) it uses the rule Central Europe keeps, built in: UTC+1 in winter and UTC+2
/// from the last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC. That rule
/// is Belgrade's since 1996 (summer 1995 still ended in September); for an instant before the
/// winter of 1995/96 the built-in zone throws
/// `ShopTimeZoneError.outsideBuiltInRule` rather than guess. It never falls back to a fixed
/// offset, which is an hour wrong half of the year.
public struct ShopTimeZone: Sendable, Hashable, CustomStringConvertible {
    /// Where the zone's offsets come from.
    enum Rules: Sendable, Hashable {
        /// A zone of the time-zone database.
        case database(TimeZone)
        /// The built-in Central European rule.
        case centralEuropean
    }

    /// The zone's identifier in the time-zone database.
    public static let belgradeIdentifier = "Europe/Belgrade"

    /// The first instant the built-in rule is Belgrade's: 1995-10-29 01:00 UTC, when the rule's
    /// winter began (in 1995 Belgrade's summer time had already ended in September).
    public static let builtInRuleStart = Date(timeIntervalSince1970: 814_928_400)

    let rules: Rules

    private init(rules: Rules) {
        self.rules = rules
    }

    /// A zone of the time-zone database (any zone, for tests or another shop).
    public init(_ timeZone: TimeZone) {
        rules = .database(timeZone)
    }

    /// The shop's zone: Europe/Belgrade as `lookup` finds it in the time-zone database, or the
    /// built-in Central European rule when it finds none. `lookup` is the system's database
    /// unless a test hands in another.
    public static func belgrade(
        lookup: (_ identifier: String) -> TimeZone? = { TimeZone(identifier: $0) }
    ) -> ShopTimeZone {
        lookup(belgradeIdentifier).map(ShopTimeZone.init) ?? .centralEuropean
    }

    /// Central European time by the built-in EU rule (see the type's notes), whatever the system has.
    public static let centralEuropean = ShopTimeZone(rules: .centralEuropean)

    /// Whether the offsets come from the time-zone database (else from the built-in rule).
    public var usesTimeZoneDatabase: Bool {
        if case .database = rules { return true }
        return false
    }

    /// The zone's offset from UTC at `date`, in seconds (3,600 in winter, 7,200 in summer).
    /// - Throws: `ShopTimeZoneError.outsideBuiltInRule` for an instant before `builtInRuleStart`
    ///   (or after the year 9999) when the built-in rule is in use.
    public func secondsFromGMT(for date: Date) throws(ShopTimeZoneError) -> Int {
        switch rules {
        case .database(let timeZone):
            return timeZone.secondsFromGMT(for: date)
        case .centralEuropean:
            guard date >= Self.builtInRuleStart, date.timeIntervalSince1970 < 253_402_300_800 else {
                throw .outsideBuiltInRule(date)
            }
            return CentralEuropeanRule.secondsFromGMT(atUTCSeconds: Int(date.timeIntervalSince1970.rounded(.down)))
        }
    }

    /// The day on the shop's calendar on which `date` falls.
    /// - Throws: as `secondsFromGMT(for:)`.
    public func day(of date: Date) throws(ShopTimeZoneError) -> CalendarDay {
        let offset = try secondsFromGMT(for: date)
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        guard let day = CivilCalendar.day(daysSince1970: days) else { throw .outsideBuiltInRule(date) }
        return day
    }

    /// `Europe/Belgrade (time-zone database)` or `Central European (built-in EU rule)`.
    public var description: String {
        switch rules {
        case .database(let timeZone): "\(timeZone.identifier) (time-zone database)"
        case .centralEuropean: "Central European (built-in EU rule)"
        }
    }
}
