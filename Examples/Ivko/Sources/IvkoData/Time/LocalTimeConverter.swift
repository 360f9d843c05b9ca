import Foundation
import IvkoModel

/// Turns the backend's wall-clock times into instants, in the shop's time zone (Europe/Belgrade),
/// including the summer-time changes. Remembers the zone's offset per wall-clock hour, so a page of
/// products costs one time-zone lookup per distinct hour, not two per record. Use one per conversion.
final class LocalTimeConverter {
    /// The shop's time zone.
    let timeZone: ShopTimeZone
    private var offsetByLocalHour: [Int: Int] = [:]

    /// Makes a clock for `timeZone`.
    init(timeZone: ShopTimeZone) {
        self.timeZone = timeZone
    }

    /// The instant of `local`: its own zone offset when it has one, else the shop's.
    /// A time skipped by the spring change (02:30) falls an hour later; a repeated one is the first.
    /// - Throws: when the shop's zone cannot place the time (see `ShopTimeZone`).
    func date(_ local: LocalDateTime) throws(ShopTimeZoneError) -> Date {
        let wallSeconds = local.secondsAsIfUTC
        let offset: Int
        if let own = local.utcOffset {
            offset = own
        } else {
            offset = try shopOffset(atWallSeconds: wallSeconds)
        }
        return Date(timeIntervalSince1970: TimeInterval(wallSeconds - offset) + local.fraction)
    }

    /// The day on the shop's calendar on which `date` falls.
    func day(of date: Date) throws(ShopTimeZoneError) -> CalendarDay {
        try timeZone.day(of: date)
    }

    /// The shop's offset from UTC for a wall-clock time given as seconds-as-if-UTC.
    /// Around a change, an offset is valid when the wall time maps back onto itself with it:
    /// of two valid ones (autumn, repeated hour) the earlier instant wins; with none (spring gap)
    /// the offset before the change applies, which moves the time forward by the gap.
    private func shopOffset(atWallSeconds wallSeconds: Int) throws(ShopTimeZoneError) -> Int {
        let hourKey = wallSeconds >= 0 ? wallSeconds / 3_600 : (wallSeconds - 3_599) / 3_600
        if let cached = offsetByLocalHour[hourKey] { return cached }
        let before = try offset(atUTCSeconds: wallSeconds - 86_400)
        let after = try offset(atUTCSeconds: wallSeconds + 86_400)
        let result: Int
        if before == after {
            result = before
        } else {
            let beforeIsValid = try offset(atUTCSeconds: wallSeconds - before) == before
            let afterIsValid = try offset(atUTCSeconds: wallSeconds - after) == after
            switch (beforeIsValid, afterIsValid) {
            case (true, true): result = max(before, after)
            case (false, true): result = after
            default: result = before
            }
        }
        offsetByLocalHour[hourKey] = result
        return result
    }

    private func offset(atUTCSeconds seconds: Int) throws(ShopTimeZoneError) -> Int {
        try timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
