/// Generates the ratings service's feed of a product, deterministically from the seed and the
/// product's style code (the same codes the catalog generates: season, theme, number, e.g.
/// `W26KD0112`), with the service's quirks: scores on a scale of 5 or 10 with a decimal comma, as
/// fractions (`9/10`) or percentages, dates in ISO 8601 or `dd.MM.yyyy`, HTML and entities escaped
/// once more for XML, entries that are questions or of kinds no contract lists, an id listed twice,
/// a missing average, and products nobody rated (an empty body, or a product without reviews).
struct ReviewsFeedGenerator {
    /// The answer for one SKU: the body, and whether it is the service's refusal.
    enum Answer: Equatable {
        /// The feed (possibly the empty document).
        case feed(String)
        /// `<error code="UNKNOWN_SKU">`: the SKU is not a style code.
        case unknown(String)
    }

    let seed: UInt64

    /// The answer for `sku`, with at most `limit` reviews.
    func answer(for sku: String, limit: Int) -> Answer {
        guard Self.isStyleCode(sku) else {
            return .unknown(ReviewsXML.refusal(code: "UNKNOWN_SKU", message: sku))
        }
        var rng = SplitMix64(seed: seed ^ Self.hash(sku))
        if rng.chance(0.1) { return .feed("") }
        let scale = rng.chance(0.3) ? 10 : 5
        let count = rng.chance(0.1) ? 0 : rng.int(in: 1...1_400)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<ratingsFeed version=\"2.1\" generated=\"2026-11-20T09:00:00Z\">",
            "  <product sku=\"\(sku)\" scale=\"\(scale)\">",
        ]
        if count > 0 {
            let average = Double(rng.int(in: 25...50)) / 10
            if !rng.chance(0.15) { lines.append("    " + ReviewsXML.element("average", Self.comma(average * Double(scale) / 5))) }
            lines.append("    " + ReviewsXML.element("count", Self.grouped(count)))
            let listed = min(max(1, limit), rng.int(in: 2...8), count)
            var previous: [String] = []
            for index in 0..<listed {
                // The service sometimes lists a review twice, id and all.
                let review =
                    index > 0 && rng.chance(0.12)
                    ? previous : review(id: 40_000 + rng.int(in: 0...9_999), around: average, scale: scale, rng: &rng)
                lines += review
                previous = review
            }
        }
        lines.append("  </product>")
        lines.append("</ratingsFeed>")
        return .feed(lines.joined(separator: "\n") + "\n")
    }

    /// One `<review>` element's lines.
    private func review(id: Int, around average: Double, scale: Int, rng: inout SplitMix64) -> [String] {
        let kind = rng.pick(["verified-buyer", "verified-buyer", "customer", "syndicated", "question", "video-review"])
        var lines = ["    <review id=\"R-\(id)\" kind=\"\(kind)\">"]
        if kind != "question" { lines.append("      " + ReviewsXML.element("score", Self.score(around: average, rng: &rng, scale: scale))) }
        lines.append("      " + ReviewsXML.element("author", rng.pick(Self.authors)))
        lines.append("      " + ReviewsXML.element("submitted", Self.date(rng: &rng)))
        lines.append("      " + ReviewsXML.element("title", rng.pick(Self.titles)))
        lines.append("      <body><![CDATA[\(rng.pick(Self.bodies))]]></body>")
        lines.append("    </review>")
        return lines
    }

    /// A score near `average` (stars) in one of the service's spellings.
    private static func score(around average: Double, rng: inout SplitMix64, scale: Int) -> String {
        let halves = min(10, max(2, Int((average * 2).rounded()) + rng.int(in: -2...1))) // 1 … 5 stars in halves
        switch rng.int(in: 0...3) {
        case 0: return "\(halves)/10"
        case 1: return "\(halves * 10)%"
        default: return comma(Double(halves) / 2 * Double(scale) / 5)
        }
    }

    /// A day between January 2025 and November 2026, ISO 8601 or `dd.MM.yyyy`.
    private static func date(rng: inout SplitMix64) -> String {
        let year = rng.chance(0.5) ? 2025 : 2026
        let month = rng.int(in: 1...(year == 2026 ? 11 : 12))
        let day = rng.int(in: 1...28)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if rng.chance(0.5) {
            return "\(year)-\(twoDigits(month))-\(twoDigits(day))T\(twoDigits(rng.int(in: 0...23))):\(twoDigits(rng.int(in: 0...59))):00Z"
        }
        return "\(twoDigits(day)).\(twoDigits(month)).\(year)"
    }

    /// `4,5`, `8`: one decimal with a comma, none when whole.
    static func comma(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10),\(tenths % 10)"
    }

    /// `1.204`: thousands with a dot.
    static func grouped(_ value: Int) -> String {
        value < 1_000 ? "\(value)" : "\(value / 1_000).\(DecimalComma.padded(value % 1_000, width: 3))"
    }

    /// Whether `sku` is spelt like the catalog's style codes: a season (letter, two digits), a theme
    /// (two letters or digits) and a four-digit number.
    static func isStyleCode(_ sku: String) -> Bool {
        let characters = Array(sku.utf8)
        guard characters.count == 9 else { return false }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        return isUpper(characters[0]) && characters[1...2].allSatisfy(isDigit)
            && characters[3...4].allSatisfy { isUpper($0) || isDigit($0) } && characters[5...].allSatisfy(isDigit)
    }

    /// FNV-1a of the SKU's bytes: the same on every platform and run.
    private static func hash(_ sku: String) -> UInt64 {
        sku.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    private static let authors = ["Ana M.", "Marko P.", "Jelena", "Nikola S.", "Milica &amp; Ivan", "  Dragana K. ", "Stefan"]
    private static let titles = [
        "Lovely &amp; warm", "Caf&eacute; colour, as shown", "Runs small", "Great value", "Not for me",
        "Perfect &quot;little black&quot; one", "Good",
    ]
    private static let bodies = [
        "<p>Fits <b>true</b> to size&nbsp;&mdash; I love it.</p>", "Soft fabric, washed well at 30&deg;C.",
        "Order one size up.<br>The sleeves are short.", "Colour is darker than on the picture &ndash; still nice.",
        "", "Arrived in two days. Very happy!",
    ]
}
