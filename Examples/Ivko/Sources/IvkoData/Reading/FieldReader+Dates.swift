import Foundation
import IvkoModel

extension FieldReader {
    /// The day of `key`, written `dd.MM.yyyy` (a time after it is ignored).
    func day(_ key: String) throws(FieldError) -> CalendarDay? {
        guard let text = try text(key) else { return nil }
        guard let local = DateParser.shopDate(text) else { throw unreadable(key, "a date dd.MM.yyyy", text) }
        return local.day
    }

    /// Like `day(_:)`, but a missing value is an error.
    func requiredDay(_ key: String) throws(FieldError) -> CalendarDay {
        guard let day = try day(key) else { throw error(key, .missing) }
        return day
    }

    /// The instant of `key`, written `dd.MM.yyyy HH:mm` in shop time.
    func shopTime(_ key: String, localTime: LocalTimeConverter) throws(FieldError) -> Date? {
        guard let text = try text(key) else { return nil }
        guard let local = DateParser.shopDate(text) else { throw unreadable(key, "a time dd.MM.yyyy HH:mm", text) }
        return try instant(local, key, text, localTime)
    }

    /// The instant of `key`, written in ISO 8601 without a zone in shop time (`updated`).
    func isoTime(_ key: String, localTime: LocalTimeConverter) throws(FieldError) -> Date? {
        guard let text = try text(key) else { return nil }
        guard let local = DateParser.isoDate(text) else { throw unreadable(key, "an ISO 8601 time", text) }
        return try instant(local, key, text, localTime)
    }

    /// The instant of `local`, or an unreadable-value error when the shop's zone cannot place it.
    private func instant(_ local: LocalDateTime, _ key: String, _ text: String, _ localTime: LocalTimeConverter) throws(FieldError) -> Date
    {
        do {
            return try localTime.date(local)
        } catch {
            throw unreadable(key, "a time the shop's time-zone rules cover", text)
        }
    }
}
