import Foundation
import IvkoModel
import IvkoService

/// The backend's sample responses in `Tests/Fixtures/IvkoSamples`, found relative to this file.
enum Samples {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IvkoSamples")

    /// The parsed sample `name`.
    static func json(_ name: String) throws -> JSONValue {
        try JSONValue(parsing: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Parses JSON written in a test.
    static func parse(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: Data(text.utf8))
    }
}

/// Short constructors for expected values.
enum Expect {
    static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    static func euros(_ text: String) -> Money {
        Money(decimal(text), .euro)
    }

    static func style(_ text: String) -> StyleCode? {
        StyleCode(rawValue: text)
    }

    static func color(_ text: String) -> ColorCode? {
        ColorCode(rawValue: text)
    }

    static func colors(_ codes: String...) -> [ColorCode] {
        codes.compactMap(ColorCode.init(rawValue:))
    }

    static func sizes(_ labels: String...) -> [Size] {
        labels.compactMap(Size.init(rawValue:))
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay? {
        CalendarDay(year: year, month: month, day: day)
    }

    static func asset(_ path: String) -> AssetPath? {
        AssetPath(rawValue: path)
    }

    /// The instant of a UTC wall-clock time.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? .distantPast
    }
}
