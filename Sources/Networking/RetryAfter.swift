public import Foundation

/// Reads a `Retry-After` header (RFC 9110 §10.2.3): either a number of seconds or an HTTP date.
public enum RetryAfter {
    /// The wait the header asks for, measured from `now`; zero for a date in the past, nil for a
    /// value that is neither form.
    public static func delay(from value: String, now: Date) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            guard let seconds = Int64(trimmed) else { return nil }
            return .seconds(seconds)
        }
        guard let date = httpDate(trimmed) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return seconds > 0 ? .milliseconds(Int64((seconds * 1000).rounded(.up))) : .zero
    }

    /// Parses an HTTP date in the preferred IMF-fixdate form or the two obsolete forms.
    /// Only ASCII text can be one (Foundation's `DateFormatter` on Linux traps on some other text).
    public static func httpDate(_ text: String) -> Date? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
