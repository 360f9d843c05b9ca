import IvkoModel

/// Reads the backend's date spellings into wall-clock values (no time zone applied yet):
/// - `dd.MM.yyyy` (`"03.04.2019"`, one-digit day and month accepted: `"3.4.2019"`);
/// - `dd.MM.yyyy HH:mm` and `dd.MM.yyyy HH:mm:ss` (`"21.11.2026 14:03"`);
/// - ISO 8601 for `updated`: `yyyy-MM-ddTHH:mm[:ss[.fff]]`, `T` or a space, optional zone
///   `Z` / `±HH:mm` / `±HHmm` / `±HH` (the backend sends none: shop time), or a bare `yyyy-MM-dd`.
/// Days that do not exist (`31.02.2026`) and out-of-range times are unreadable.
enum DateParser {
    /// Reads `dd.MM.yyyy` with an optional time, from trimmed text.
    static func shopDate(_ text: String) -> LocalDateTime? {
        AsciiDigits.withBytes(of: text) { bytes in
            var scanner = ByteScanner(bytes)
            return shopDate(&scanner)
        }
    }

    /// Reads ISO 8601 local time (see the type's notes), from trimmed text.
    static func isoDate(_ text: String) -> LocalDateTime? {
        AsciiDigits.withBytes(of: text) { bytes in
            var scanner = ByteScanner(bytes)
            return isoDate(&scanner)
        }
    }

    private static func shopDate(_ scanner: inout ByteScanner) -> LocalDateTime? {
        guard let day = scanner.digits(minimum: 1, maximum: 2), scanner.skip(UInt8(ascii: ".")),
            let month = scanner.digits(minimum: 1, maximum: 2), scanner.skip(UInt8(ascii: ".")),
            let year = scanner.digits(minimum: 4, maximum: 4),
            let calendarDay = CalendarDay(year: year, month: month, day: day)
        else { return nil }
        var result = LocalDateTime(day: calendarDay)
        if scanner.isAtEnd { return result }
        guard scanner.skipSpaces(), readTime(&scanner, into: &result), scanner.isAtEnd else { return nil }
        return result
    }

    private static func isoDate(_ scanner: inout ByteScanner) -> LocalDateTime? {
        guard let year = scanner.digits(minimum: 4, maximum: 4), scanner.skip(UInt8(ascii: "-")),
            let month = scanner.digits(minimum: 2, maximum: 2), scanner.skip(UInt8(ascii: "-")),
            let day = scanner.digits(minimum: 2, maximum: 2),
            let calendarDay = CalendarDay(year: year, month: month, day: day)
        else { return nil }
        var result = LocalDateTime(day: calendarDay)
        if scanner.isAtEnd { return result }
        guard scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t")) || scanner.skip(UInt8(ascii: " ")),
            readTime(&scanner, into: &result)
        else { return nil }
        if scanner.isAtEnd { return result }
        guard let offset = readZone(&scanner), scanner.isAtEnd else { return nil }
        result.utcOffset = offset
        return result
    }

    /// Reads `HH:mm[:ss[.fff]]`.
    private static func readTime(_ scanner: inout ByteScanner, into result: inout LocalDateTime) -> Bool {
        guard let hour = scanner.digits(minimum: 1, maximum: 2), hour < 24, scanner.skip(UInt8(ascii: ":")),
            let minute = scanner.digits(minimum: 2, maximum: 2), minute < 60
        else { return false }
        result.hour = hour
        result.minute = minute
        guard scanner.skip(UInt8(ascii: ":")) else { return true }
        guard let second = scanner.digits(minimum: 2, maximum: 2), second <= 60 else { return false }
        result.second = min(second, 59)
        guard scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) else { return true }
        var fraction = 0.0
        var scale = 0.1
        var count = 0
        while count < 9, let digit = scanner.digits(minimum: 1, maximum: 1) {
            fraction += Double(digit) * scale
            scale /= 10
            count += 1
        }
        scanner.skipDigits(maximum: 30)
        result.fraction = fraction
        return count > 0
    }

    /// Reads `Z`, `±HH:mm`, `±HHmm` or `±HH` and returns the offset from UTC in seconds.
    private static func readZone(_ scanner: inout ByteScanner) -> Int? {
        if scanner.skip(UInt8(ascii: "Z")) || scanner.skip(UInt8(ascii: "z")) { return 0 }
        let sign: Int
        if scanner.skip(UInt8(ascii: "+")) {
            sign = 1
        } else if scanner.skip(UInt8(ascii: "-")) {
            sign = -1
        } else {
            return nil
        }
        guard let hours = scanner.digits(minimum: 2, maximum: 2), hours <= 18 else { return nil }
        _ = scanner.skip(UInt8(ascii: ":"))
        let minutes = scanner.digits(minimum: 2, maximum: 2) ?? 0
        guard minutes < 60 else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }
}
