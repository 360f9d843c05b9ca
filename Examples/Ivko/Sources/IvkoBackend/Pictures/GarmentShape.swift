import Foundation

/// A garment's silhouette on a design grid 300 wide and 400 tall (the pictures' 3 : 4): polygons filled
/// in order, each with its paint, and the anchor, a point of the body where the garment's own colour shows
/// (the centre a detail view zooms on).
struct GarmentShape: Sendable {
    /// A point of the design grid.
    struct Point: Sendable, Equatable {
        var x: Double
        var y: Double
    }

    /// What a part paints.
    enum Paint: UInt8, Sendable {
        /// The background again (a neck opening, the inside of a handle).
        case background = 0
        /// The garment in its colour and texture.
        case body = 1
        /// Bands and trims (cuffs, waistband, collar) in the second colour.
        case trim = 2
        /// Small hard details (buttons, a buckle) in a dark or light contrast.
        case detail = 3
    }

    /// One filled polygon.
    struct Part: Sendable {
        let points: [Point]
        let paint: Paint
        /// Paints only where the garment already is (a band across a sleeve stays on the sleeve).
        let onGarmentOnly: Bool
    }

    /// The design grid's size.
    static let gridWidth = 300.0
    static let gridHeight = 400.0

    private(set) var parts: [Part] = []
    let anchor: Point

    init(anchor: (Double, Double)) {
        self.anchor = Point(x: anchor.0, y: anchor.1)
    }

    /// Adds a polygon of `(x, y)` corners.
    mutating func polygon(_ corners: [(Double, Double)], _ paint: Paint = .body, onGarmentOnly: Bool = false) {
        parts.append(Part(points: corners.map { Point(x: $0.0, y: $0.1) }, paint: paint, onGarmentOnly: onGarmentOnly))
    }

    /// Adds a polygon and its mirror image across the grid's centre line.
    mutating func mirrored(_ corners: [(Double, Double)], _ paint: Paint = .body, onGarmentOnly: Bool = false) {
        polygon(corners, paint, onGarmentOnly: onGarmentOnly)
        polygon(corners.map { (Self.gridWidth - $0.0, $0.1) }.reversed(), paint, onGarmentOnly: onGarmentOnly)
    }

    /// Adds a rectangle from `(x0, y0)` to `(x1, y1)`.
    mutating func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ paint: Paint = .body, onGarmentOnly: Bool = false) {
        polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], paint, onGarmentOnly: onGarmentOnly)
    }

    /// Adds an ellipse (a polygon of 40 corners).
    mutating func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ paint: Paint = .body, onGarmentOnly: Bool = false) {
        let corners = (0..<40).map { step -> (Double, Double) in
            let angle = Double(step) * 2 * Double.pi / 40
            return (cx + rx * cos(angle), cy + ry * sin(angle))
        }
        polygon(corners, paint, onGarmentOnly: onGarmentOnly)
    }
}
