/// The surface a product picture gives its garment, from the name's adjective (`CABLE KNIT`, `PLEATED`,
/// `TWEED`…) or else its material (wool knits in ribs, denim in twill, linen as a weave, silk with a
/// sheen, cotton in stripes when the product has a second colour). Sampled relative to the shape's anchor,
/// where every texture shows the plain colour within a few percent (so the anchor's pixel is the
/// product's colour, as near as a picture test needs).
struct FabricTexture: Sendable, Equatable {
    /// The pattern.
    enum Pattern: Sendable, Equatable {
        case plain, ribs, twill, weave, sheen, quilt, pleats, herringbone, sparkle, floral, stripes
    }

    /// One pixel of the texture: the brightness of the colour in percent, or the accent (second) colour.
    enum Sample: Equatable {
        case shade(Int)
        case accent
    }

    let pattern: Pattern
    /// The pattern's repeat in pixels (at least 4).
    let period: Int

    /// The texture of a product drawn with a repeat of `period` pixels.
    init(name: String, materials: [String], kind: GarmentKind, hasAccent: Bool, period: Int) {
        self.period = max(4, period)
        let upperName = name.uppercased()
        let material = materials.joined(separator: " ").uppercased()
        let byName: [(String, Pattern)] = [
            ("CABLE KNIT", .ribs), ("RIBBED", .ribs), ("PLEATED", .pleats), ("QUILTED", .quilt), ("TWEED", .herringbone),
            ("SEQUIN", .sparkle), ("FLORAL", .floral), ("JEANS", .twill), ("VELVET", .sheen), ("SATIN", .sheen),
            ("SILK", .sheen), ("LINEN", .weave),
        ]
        if let match = byName.first(where: { upperName.contains($0.0) }) {
            pattern = match.1 == .floral && !hasAccent ? .sparkle : match.1
        } else if material.contains("DENIM") {
            pattern = .twill
        } else if material.contains("WOOL") || material.contains("CASHMERE") {
            pattern = [.sweater, .cardigan, .turtleneck, .vest, .scarf, .beret, .gloves].contains(kind) ? .ribs : .herringbone
        } else if material.contains("LINEN") {
            pattern = .weave
        } else if material.contains("SILK") || material.contains("VISCOSE") {
            pattern = .sheen
        } else if material.contains("COTTON") && hasAccent {
            pattern = .stripes
        } else {
            pattern = .plain
        }
    }

    /// The pixels after which the whole pattern repeats, across and down.
    var repeatLength: Int {
        switch pattern {
        case .plain: 1
        case .ribs, .twill, .weave: period
        case .quilt, .pleats, .herringbone, .sparkle, .stripes: 2 * period
        case .floral: 4 * period
        case .sheen: 8 * period
        }
    }

    /// The texture at `dx`, `dy` pixels from the anchor.
    func sample(dx: Int, dy: Int) -> Sample {
        let p = period
        let x = Self.wrap(dx, p)
        switch pattern {
        case .plain:
            return .shade(100)
        case .ribs:
            // A soft ridge every repeat, brightest on its crest (the anchor's column).
            return .shade(108 - 18 * min(x, p - x) * 2 / p)
        case .twill:
            return .shade(Self.wrap(dx + dy + p / 2, p) < p / 3 ? 110 : 94)
        case .weave:
            let warp = Self.wrap(dx + p / 2, p) < 2
            let weft = Self.wrap(dy + p / 2, p) < 2
            return .shade(100 - (warp ? 6 : 0) - (weft ? 6 : 0) + (warp && weft ? 4 : 0))
        case .sheen:
            // A broad diagonal light band, eight repeats wide, half-lit at the anchor.
            let band = Self.wrap(dx + dy + 4 * p, 8 * p)
            return .shade(112 - 24 * min(band, 8 * p - band) / (8 * p))
        case .quilt:
            let seam = min(Self.wrap(dx + dy + p, 2 * p), Self.wrap(dx - dy + p, 2 * p))
            return .shade(seam < 2 ? 78 : 102)
        case .pleats:
            return .shade(104 - 16 * Self.wrap(dx, 2 * p) / (2 * p))
        case .herringbone:
            let column = Self.wrap(dx, 2 * p) < p ? dx + dy : dx - dy
            return .shade(Self.wrap(column + p / 2, p) < p / 3 ? 90 : 101)
        case .sparkle:
            let cellX = Self.wrap(dx, 2 * p)
            let cellY = Self.wrap(dy, 2 * p)
            return .shade(abs(cellX - p) + abs(cellY - p) < 2 ? 128 : 100)
        case .floral:
            let cellX = Self.wrap(dx, 4 * p)
            let cellY = Self.wrap(dy, 4 * p)
            let distance = (cellX - 2 * p) * (cellX - 2 * p) + (cellY - 2 * p) * (cellY - 2 * p)
            return distance > (3 * p / 2) * (3 * p / 2) ? .shade(100) : (distance < p * p / 4 ? .shade(120) : .accent)
        case .stripes:
            return Self.wrap(dy, 2 * p) < p ? .shade(100) : .accent
        }
    }

    /// `value` modulo `modulus`, never negative.
    private static func wrap(_ value: Int, _ modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }
}
