import IvkoModel

/// A wall-clock time on the shop's calendar, as the backend writes it (no zone), with the zone
/// offset when a server happens to give one.
struct LocalDateTime: Hashable, Sendable {
    /// The day.
    var day: CalendarDay
    /// Hours, 0…23.
    var hour: Int = 0
    /// Minutes, 0…59.
    var minute: Int = 0
    /// Seconds, 0…59 (a leap second 60 is read as 59).
    var second: Int = 0
    /// Fractional seconds, 0 ≤ x < 1.
    var fraction: Double = 0
    /// The offset from UTC in seconds when the text named one (`Z`, `+01:00`); `nil` means shop time.
    var utcOffset: Int?

    /// Seconds since 1970-01-01 00:00 of this wall-clock time read as if it were UTC.
    var secondsAsIfUTC: Int {
        CivilCalendar.daysSince1970(day) * 86_400 + hour * 3_600 + minute * 60 + second
    }
}

/// Day arithmetic on the proleptic Gregorian calendar, without `Calendar` (cheap per record).
enum CivilCalendar {
    /// Days from 1970-01-01 to `day` (negative before).
    static func daysSince1970(_ day: CalendarDay) -> Int {
        daysSince1970(year: day.year, month: day.month, day: day.day)
    }

    /// Days from 1970-01-01 to the given date (negative before).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 (the inverse of `daysSince1970`); nil outside the years
    /// `CalendarDay` holds (1…9999).
    static func day(daysSince1970 days: Int) -> CalendarDay? {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return CalendarDay(year: year, month: month, day: day)
    }
}
