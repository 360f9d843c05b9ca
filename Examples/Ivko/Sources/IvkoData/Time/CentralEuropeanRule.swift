import IvkoModel

/// The EU's summer-time rule for Central Europe: UTC+2 from the last Sunday of March, 01:00 UTC,
/// to the last Sunday of October, 01:00 UTC; UTC+1 otherwise.
enum CentralEuropeanRule {
    /// The offset at an instant given as seconds since 1970 (UTC).
    static func secondsFromGMT(atUTCSeconds seconds: Int) -> Int {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let year = CivilCalendar.day(daysSince1970: days)?.year ?? 1970
        let summerStarts = changeInstant(year: year, month: 3)
        let summerEnds = changeInstant(year: year, month: 10)
        return seconds >= summerStarts && seconds < summerEnds ? 7_200 : 3_600
    }

    /// 01:00 UTC on the last Sunday of `month` (March or October, both of 31 days), in seconds since 1970.
    static func changeInstant(year: Int, month: Int) -> Int {
        let lastDay = CivilCalendar.daysSince1970(year: year, month: month, day: 31)
        // 1970-01-01 was a Thursday: weekday 4 counting Sunday as 0.
        let weekday = ((lastDay + 4) % 7 + 7) % 7
        return (lastDay - weekday) * 86_400 + 3_600
    }
}
