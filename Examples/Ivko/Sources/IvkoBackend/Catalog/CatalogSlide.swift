public import Foundation

/// A promotion of the home-screen carousel. Its validity dates are either fixed calendar days
/// (the sample slides) or days relative to the server's today, so that a generated catalog always
/// has current, expired and future slides whatever the date.
public struct CatalogSlide: Sendable, Equatable {
    /// A validity day of a slide.
    public enum Day: Sendable, Equatable {
        /// A fixed day spelled `dd.MM.yyyy`.
        case fixed(String)
        /// So many days after (or before, if negative) the server's today.
        case relative(days: Int)
    }

    /// Style code of the promoted product.
    public var style: String
    /// Title, may contain HTML.
    public var title: String
    /// Subtitle, may contain HTML or be empty.
    public var subtitle: String
    /// Image path relative to `assets/`.
    public var image: String
    /// First day shown.
    public var from: Day
    /// Last day shown.
    public var to: Day
    /// Display order as a string; ties keep array order.
    public var order: String

    /// The slide as `slides.json` sends it on the given day.
    public func record(today: Date) -> SlideRecord {
        SlideRecord(
            style: style, title: title, subtitle: subtitle, img: image,
            from: Self.render(from, today: today), to: Self.render(to, today: today), order: order
        )
    }

    private static func render(_ day: Day, today: Date) -> String {
        switch day {
        case .fixed(let text): text
        case .relative(let days): ShopCalendar.dayString(ShopCalendar.adding(days: days, to: today))
        }
    }
}

/// One element of `slides.json`, every field a string.
public struct SlideRecord: Sendable, Equatable, Encodable {
    /// Style code of the promoted product.
    public var style: String
    /// Title, may contain HTML.
    public var title: String
    /// Subtitle, may contain HTML.
    public var subtitle: String
    /// Image path relative to `assets/`.
    public var img: String
    /// First day shown, `dd.MM.yyyy`.
    public var from: String
    /// Last day shown, `dd.MM.yyyy`.
    public var to: String
    /// Display order as a string.
    public var order: String
}
