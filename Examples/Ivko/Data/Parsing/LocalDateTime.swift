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
        let year = day.month <= 2 ? day.year - 1 : day.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let shiftedMonth = (day.month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
