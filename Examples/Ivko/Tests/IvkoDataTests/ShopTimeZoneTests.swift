import AsyncTools
import Foundation
@testable import IvkoData
import IvkoModel
import IvkoService
import Testing

/// The shop's zone with and without a time-zone database: Belgrade's summer time is right either
/// way, and an instant the built-in rule does not cover is a typed error, never a guess.
@Suite("Shop time zone")
struct ShopTimeZoneTests {
    /// The zone as the system's database gives it, and the built-in rule a system without one gets.
    static let zones: [ShopTimeZone] = [.belgrade(), .belgrade(lookup: { _ in nil })]

    @Test func theSourceOfTheZoneIsInjectable() {
        #expect(ShopTimeZone.belgrade().usesTimeZoneDatabase, "this machine has tzdata; the first case needs it")
        #expect(ShopTimeZone.belgrade(lookup: { _ in nil }) == .centralEuropean)
        #expect(!ShopTimeZone.centralEuropean.usesTimeZoneDatabase)
        let asked = Lookups()
        _ = ShopTimeZone.belgrade {
            asked.append($0); return nil
        }
        #expect(asked.identifiers == ["Europe/Belgrade"])
    }

    @Test(arguments: zones)
    func winterAndSummerTimes(zone: ShopTimeZone) throws {
        let localTime = LocalTimeConverter(timeZone: zone)
        func instant(_ text: String) throws -> Date { try localTime.date(try #require(DateParser.isoDate(text))) }
        #expect(try instant("2026-01-15T12:00:00") == Expect.utc(2026, 1, 15, 11, 0)) // CET, UTC+1
        #expect(try instant("2026-07-15T12:00:00") == Expect.utc(2026, 7, 15, 10, 0)) // CEST, UTC+2
        #expect(try instant("2026-11-21T14:03:00") == Expect.utc(2026, 11, 21, 13, 3))
        #expect(try instant("1996-08-01T00:00:00") == Expect.utc(1996, 7, 31, 22, 0))
        #expect(try instant("2040-06-30T23:59:00") == Expect.utc(2040, 6, 30, 21, 59))
    }

    /// 29 March 2026 (02:00 CET → 03:00 CEST) and 25 October 2026 (03:00 CEST → 02:00 CET), and
    /// the same Sundays of other years, computed by the rule, not listed.
    @Test(arguments: zones)
    func theChangesFallOnTheLastSundays(zone: ShopTimeZone) throws {
        let changes = [
            (2026, 3, 29, 10, 25), (2025, 3, 30, 10, 26), (2024, 3, 31, 10, 27), (1996, 3, 31, 10, 27), (2032, 3, 28, 10, 31),
        ]
        for (year, march, marchDay, october, octoberDay) in changes {
            let springChange = Expect.utc(year, march, marchDay, 1, 0)
            let autumnChange = Expect.utc(year, october, octoberDay, 1, 0)
            #expect(try zone.secondsFromGMT(for: springChange.addingTimeInterval(-1)) == 3_600, "\(year)")
            #expect(try zone.secondsFromGMT(for: springChange) == 7_200, "\(year)")
            #expect(try zone.secondsFromGMT(for: autumnChange.addingTimeInterval(-1)) == 7_200, "\(year)")
            #expect(try zone.secondsFromGMT(for: autumnChange) == 3_600, "\(year)")
        }
        let localTime = LocalTimeConverter(timeZone: zone)
        func instant(_ text: String) throws -> Date { try localTime.date(try #require(DateParser.isoDate(text))) }
        // Spring: 02:30 does not exist and falls an hour later; autumn: 02:30 happens twice, the first counts.
        #expect(try instant("2026-03-29T01:59:00") == Expect.utc(2026, 3, 29, 0, 59))
        #expect(try instant("2026-03-29T02:30:00") == Expect.utc(2026, 3, 29, 1, 30))
        #expect(try instant("2026-03-29T03:00:00") == Expect.utc(2026, 3, 29, 1, 0))
        #expect(try instant("2026-10-25T02:30:00") == Expect.utc(2026, 10, 25, 0, 30))
        #expect(try instant("2026-10-25T03:00:00") == Expect.utc(2026, 10, 25, 2, 0))
    }

    /// The built-in rule agrees with the database at every change and around it, 1996–2060.
    @Test func theBuiltInRuleAgreesWithTheDatabase() throws {
        let database = ShopTimeZone.belgrade()
        try #require(database.usesTimeZoneDatabase)
        for year in 1996...2060 {
            for month in [3, 10] {
                let change = TimeInterval(CentralEuropeanRule.changeInstant(year: year, month: month))
                for offset in [-86_400.0, -3_601, -1, 0, 1, 3_599, 86_400] {
                    let date = Date(timeIntervalSince1970: change + offset)
                    #expect(
                        try ShopTimeZone.centralEuropean.secondsFromGMT(for: date) == database.secondsFromGMT(for: date),
                        "\(date)")
                }
            }
        }
    }

    @Test(arguments: zones)
    func theShopsDayFollowsSummerTime(zone: ShopTimeZone) throws {
        #expect(try zone.day(of: Expect.utc(2026, 12, 15, 22, 59)) == Expect.day(2026, 12, 15))
        #expect(try zone.day(of: Expect.utc(2026, 12, 15, 23, 0)) == Expect.day(2026, 12, 16))
        #expect(try zone.day(of: Expect.utc(2026, 7, 15, 21, 59)) == Expect.day(2026, 7, 15))
        #expect(try zone.day(of: Expect.utc(2026, 7, 15, 22, 0)) == Expect.day(2026, 7, 16))
    }

    /// Before the rule the built-in zone knows, it says so instead of guessing.
    @Test func withoutADatabaseAnOlderTimeIsATypedError() throws {
        let zone = ShopTimeZone.belgrade(lookup: { _ in nil })
        let old = Expect.utc(1990, 7, 1, 12, 0)
        #expect(throws: ShopTimeZoneError.outsideBuiltInRule(old)) { try zone.secondsFromGMT(for: old) }
        #expect(throws: ShopTimeZoneError.outsideBuiltInRule(old)) { try zone.day(of: old) }
        #expect(try ShopTimeZone.belgrade().secondsFromGMT(for: old) == 7_200)

        let data = ResponseConverter(timeZone: zone)
        let page = try data.productPage(
            fromProducts: try Samples.parse(
                """
                {"exported_at": "21.11.2026 14:03", "products": [
                  {"style": "W26KD0112", "name": "OLD", "price": {"retail": "1,00"}, "active": "Y", "updated": "1990-07-01T12:00:00"},
                  {"style": "W26KD0113", "name": "NEW", "price": {"retail": "1,00"}, "active": "Y", "updated": "2026-07-01T12:00:00"}]}
                """))
        #expect(page.products.map(\.name) == ["New"])
        #expect(
            page.skipped.map(\.error) == [
                FieldError(
                    field: "updated",
                    problem: .unreadable(expected: "a time the shop's time-zone rules cover", value: "1990-07-01T12:00:00")
                )
            ])
        #expect(page.products.first?.updated == Expect.utc(2026, 7, 1, 10, 0))
        #expect(throws: DataError.timeZone(.slides, .outsideBuiltInRule(old))) {
            try data.promotions(fromSlides: .array([]), now: old)
        }
    }

    /// Promotions are chosen on the shop's calendar in summer too (the old fallback of a fixed
    /// UTC+1 still showed a promotion in the first hour after its last day).
    @Test(arguments: zones)
    func promotionsUseTheShopsSummerDay(zone: ShopTimeZone) throws {
        let slides = try Samples.parse(#"[{"style": "W26KD0112", "title": "Summer", "from": "01.07.2026", "to": "15.07.2026"}]"#)
        let data = ResponseConverter(timeZone: zone)
        #expect(try data.promotions(fromSlides: slides, now: Expect.utc(2026, 7, 15, 21, 30)).count == 1)
        #expect(try data.promotions(fromSlides: slides, now: Expect.utc(2026, 7, 15, 22, 30)).isEmpty)
    }
}

/// The identifiers a time-zone lookup was asked for.
private final class Lookups: Sendable {
    private let stored = Locked<[String]>([])
    func append(_ identifier: String) { stored.withLock { $0.append(identifier) } }
    var identifiers: [String] { stored.withLock { $0 } }
}
