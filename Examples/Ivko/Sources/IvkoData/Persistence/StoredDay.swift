import IvkoModel

/// How the databases keep a `CalendarDay`: as its ISO text `yyyy-MM-dd`, which sorts by date.
enum StoredDay {
    /// The day in `text` as written by `CalendarDay.description`; `nil` for anything else.
    static func day(from text: String) -> CalendarDay? {
        let parts = text.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else {
            return nil
        }
        return CalendarDay(year: year, month: month, day: day)
    }
}
