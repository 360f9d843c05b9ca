import Foundation
@testable import IvkoData
import IvkoModel
import Testing

@Suite("Date parser and local time conversion")
struct DateParserTests {
    let localTime = LocalTimeConverter(timeZone: .belgrade())

    @Test(arguments: [
        ("03.04.2019", 2019, 4, 3), ("21.11.2026", 2026, 11, 21), ("3.4.2019", 2019, 4, 3), ("29.02.2028", 2028, 2, 29),
        ("01.11.2026 00:00", 2026, 11, 1),
    ])
    func shopDays(text: String, year: Int, month: Int, day: Int) {
        #expect(DateParser.shopDate(text)?.day == CalendarDay(year: year, month: month, day: day))
    }

    @Test(arguments: [
        "", "2026-11-21", "21.11.26", "21/11/2026", "31.02.2026", "29.02.2026", "00.01.2026", "21.13.2026",
        "21.11.2026 25:00", "21.11.2026 14:60", "21.11.2026 14", "21.11.2026T14:03", "21.11.2026 14:03 CET", "x21.11.2026",
    ])
    func unreadableShopDates(text: String) {
        #expect(DateParser.shopDate(text) == nil)
    }

    @Test(arguments: [
        ("21.11.2026 14:03", Expect.utc(2026, 11, 21, 13, 3)), // winter: UTC+1
        ("21.07.2026 14:03", Expect.utc(2026, 7, 21, 12, 3)), // summer: UTC+2
        ("21.11.2026 9:05:30", Expect.utc(2026, 11, 21, 8, 5, 30)),
        ("21.11.2026", Expect.utc(2026, 11, 20, 23, 0)), // a day starts at local midnight
    ])
    func shopTimes(text: String, expected: Date) throws {
        let local = try #require(DateParser.shopDate(text))
        #expect(try localTime.date(local) == expected)
    }

    @Test(arguments: [
        ("2026-11-20T08:00:00", Expect.utc(2026, 11, 20, 7, 0)),
        ("2026-11-19T17:45:10", Expect.utc(2026, 11, 19, 16, 45, 10)),
        ("2026-08-31T23:59:00", Expect.utc(2026, 8, 31, 21, 59)),
        ("2026-11-20 08:00", Expect.utc(2026, 11, 20, 7, 0)),
        ("2026-11-20", Expect.utc(2026, 11, 19, 23, 0)),
        ("2026-11-20T08:00:00Z", Expect.utc(2026, 11, 20, 8, 0)),
        ("2026-11-20T08:00:00+03:00", Expect.utc(2026, 11, 20, 5, 0)),
        ("2026-11-20T08:00:00-0130", Expect.utc(2026, 11, 20, 9, 30)),
        ("2026-11-20T08:00:00.500", Expect.utc(2026, 11, 20, 7, 0).addingTimeInterval(0.5)),
    ])
    func isoTimes(text: String, expected: Date) throws {
        let local = try #require(DateParser.isoDate(text))
        #expect(try localTime.date(local) == expected)
    }

    @Test(arguments: [
        "20.11.2026", "2026-11-20T", "2026-11-20T8", "2026-13-01T00:00:00", "2026-11-20T08:00:00+", "2026-11-20T08:00:00 CET",
        "2026-11-20T08:00:00.", "26-11-20T08:00:00",
    ])
    func unreadableIsoTimes(text: String) {
        #expect(DateParser.isoDate(text) == nil)
    }

    @Test func summerTimeChanges() throws {
        // 29 March 2026: 02:00 CET jumps to 03:00 CEST. A skipped wall time falls an hour later.
        #expect(try localTime.date(try #require(DateParser.isoDate("2026-03-29T01:30:00"))) == Expect.utc(2026, 3, 29, 0, 30))
        #expect(try localTime.date(try #require(DateParser.isoDate("2026-03-29T02:30:00"))) == Expect.utc(2026, 3, 29, 1, 30))
        #expect(try localTime.date(try #require(DateParser.isoDate("2026-03-29T03:30:00"))) == Expect.utc(2026, 3, 29, 1, 30))
        // 25 October 2026: 03:00 CEST falls back to 02:00 CET. A repeated wall time is the first one.
        #expect(try localTime.date(try #require(DateParser.isoDate("2026-10-25T02:30:00"))) == Expect.utc(2026, 10, 25, 0, 30))
        #expect(try localTime.date(try #require(DateParser.isoDate("2026-10-25T03:30:00"))) == Expect.utc(2026, 10, 25, 2, 30))
        #expect(try localTime.date(try #require(DateParser.isoDate("2026-10-25T01:30:00"))) == Expect.utc(2026, 10, 24, 23, 30))
    }

    @Test func dayOfAnInstantIsTheShopsDay() throws {
        #expect(try localTime.day(of: Expect.utc(2026, 12, 15, 22, 59)) == CalendarDay(year: 2026, month: 12, day: 15))
        #expect(try localTime.day(of: Expect.utc(2026, 12, 15, 23, 0)) == CalendarDay(year: 2026, month: 12, day: 16))
    }
}
