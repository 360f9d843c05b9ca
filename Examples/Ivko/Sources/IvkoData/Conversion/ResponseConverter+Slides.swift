package import Foundation
package import IvkoModel
package import IvkoService
import Logging

extension ResponseConverter {
    /// Converts `GET slides.json` (a top-level array) into the promotions to show at `now`.
    ///
    /// A slide outside its `from`…`to` days (both included, on the shop's calendar) is left out;
    /// the rest are ordered by `order`, ties (and slides without an order, which go last) keeping
    /// the backend's order. Titles keep their case (they are headlines, not names).
    /// - Throws: `DataError.unexpectedStructure` when the response is not an array,
    ///   `DataError.timeZone` when the shop's zone cannot place `now`.
    package func promotions(fromSlides slides: JSONValue, now: Date) throws(DataError) -> Converted<[Promotion]> {
        var reader = ResponseReader(.slides, logger: logger)
        let elements = try reader.topLevelArray(slides)
        let today = try reader.day(of: now, in: timeZone)
        let promotions = reader.records(elements, at: "$", key: "style") { slide throws(FieldError) -> Promotion? in
            let promotion = try promotion(from: slide)
            guard promotion.isShown(on: today) else {
                logger.debug("Left out a slide outside its days", metadata: ["style": "\(promotion.style)"])
                return nil
            }
            return promotion
        }
        let ordered = promotions.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        return Converted(ordered.map(\.element), skipped: reader.skipped)
    }

    private func promotion(from slide: FieldReader) throws(FieldError) -> Promotion {
        Promotion(
            style: try slide.requiredStyle("style"),
            title: try slide.requiredPlainText("title"),
            subtitle: try slide.plainText("subtitle"),
            image: try slide.assetPath("img"),
            firstDay: try slide.day("from"),
            lastDay: try slide.day("to"),
            order: try slide.integer("order") ?? Int.max
        )
    }
}
