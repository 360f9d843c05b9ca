public import Foundation

/// Dates as the shop writes them: `dd.MM.yyyy`, `dd.MM.yyyy HH:mm` and ISO 8601 without a zone,
/// all in the shop's local time zone (Europe/Belgrade).
public enum ShopCalendar {
    /// The shop's time zone, Europe/Belgrade (UTC+1 if the zone database is unavailable).
    public static let timeZone: TimeZone =
        TimeZone(identifier: "Europe/Belgrade") ?? TimeZone(secondsFromGMT: 3600) ?? .gmt

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }()

    /// `dd.MM.yyyy` in Belgrade time.
    public static func dayString(_ date: Date) -> String {
        let parts = calendar.dateComponents([.day, .month, .year], from: date)
        return "\(two(parts.day))." + "\(two(parts.month)).\(parts.year ?? 0)"
    }

    /// `dd.MM.yyyy HH:mm` in Belgrade time.
    public static func minuteString(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return dayString(date) + " \(two(parts.hour)):\(two(parts.minute))"
    }

    /// The four-digit year in Belgrade time.
    public static func year(_ date: Date) -> Int {
        calendar.component(.year, from: date)
    }

    /// The date so many calendar days later (earlier if negative).
    public static func adding(days: Int, to date: Date) -> Date {
        calendar.date(byAdding: .day, value: days, to: date) ?? date.addingTimeInterval(Double(days) * 86_400)
    }

    private static func two(_ value: Int?) -> String {
        DecimalComma.padded(value ?? 0, width: 2)
    }
}

extension ShopCalendar {
    /// ISO 8601 local time without a zone (`2026-11-20T08:00:00`), in Belgrade time.
    public static func isoLocalString(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
        return day + "T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }
}
