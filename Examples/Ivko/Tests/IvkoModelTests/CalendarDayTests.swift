import Foundation
import IvkoModel
import Testing

@Suite("Calendar days")
struct CalendarDayTests {
    @Test func onlyExistingDaysCanBeMade() {
        #expect(CalendarDay(year: 2028, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2100, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 2026, month: 4, day: 31) == nil)
        #expect(CalendarDay(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDay(year: 2026, month: 1, day: 0) == nil)
    }

    @Test func dayOfAnInstantDependsOnTheZone() throws {
        let instant = Date(timeIntervalSince1970: 1_797_379_200 - 1_800) // 2026-12-15 23:30 UTC
        let belgrade = try #require(TimeZone(identifier: "Europe/Belgrade"))
        #expect(CalendarDay(instant, in: belgrade) == CalendarDay(year: 2026, month: 12, day: 16))
        #expect(CalendarDay(instant, in: .gmt) == CalendarDay(year: 2026, month: 12, day: 15))
    }

    @Test func ordersAndPrints() throws {
        let earlier = try #require(CalendarDay(year: 2026, month: 11, day: 30))
        let later = try #require(CalendarDay(year: 2026, month: 12, day: 1))
        #expect(earlier < later)
        #expect(earlier.description == "2026-11-30")
    }

    @Test func decodingRejectsADayThatDoesNotExist() {
        let json = Data(#"{"year": 2026, "month": 2, "day": 30}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalendarDay.self, from: json) }
    }

    @Test func promotionIsShownOnItsFirstAndLastDays() throws {
        let style = try #require(StyleCode(rawValue: "W26NR0031"))
        let promotion = Promotion(
            style: style, title: "Nordic Nights",
            firstDay: CalendarDay(year: 2026, month: 11, day: 15), lastDay: CalendarDay(year: 2026, month: 12, day: 15)
        )
        #expect(!promotion.isShown(on: try #require(CalendarDay(year: 2026, month: 11, day: 14))))
        #expect(promotion.isShown(on: try #require(CalendarDay(year: 2026, month: 11, day: 15))))
        #expect(promotion.isShown(on: try #require(CalendarDay(year: 2026, month: 12, day: 15))))
        #expect(!promotion.isShown(on: try #require(CalendarDay(year: 2026, month: 12, day: 16))))
        let open = Promotion(style: style, title: "Always")
        #expect(open.isShown(on: try #require(CalendarDay(year: 1999, month: 1, day: 1))))
    }
}
