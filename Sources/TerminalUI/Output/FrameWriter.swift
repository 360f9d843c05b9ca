/// Turns successive frames into the bytes a terminal needs: the first frame (and any after a size
/// change or `invalidate()`) clears the screen once and draws what is not blank; every later frame
/// sends only the cells that changed, each run preceded by one cursor move and a style change only
/// where the style differs. So a key press that moves the focus costs a few dozen bytes, never a
/// clear (no flicker).
///
/// Colours and attributes are brought down to the terminal's `capabilities` here (24-bit to the
/// 256-colour palette or the 16 standard colours, or dropped), and a change the terminal could not
/// show anyway is not sent.
public struct FrameWriter: Sendable {
    /// What the terminal can show.
    public let capabilities: TerminalCapabilities
    private var shown: Frame?
    private var pen: CellStyle?
    private var cursor: (column: Int, row: Int)?

    /// Creates a writer for a terminal that shows nothing of ours yet.
    public init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// Forgets what the terminal shows, so the next `update` redraws everything (after a resume,
    /// or when the user asks for a redraw).
    public mutating func invalidate() {
        shown = nil
        pen = nil
        cursor = nil
    }

    /// The bytes that change what the terminal shows into `frame`; empty when nothing changed.
    /// With `changedRows` (the rows in which `frame` may differ from the last frame given, as
    /// `TerminalInterface.changedRows` says), only those rows are compared.
    public mutating func update(to frame: Frame, changedRows: Set<Int>? = nil) -> [UInt8] {
        var output = ""
        let before: Frame
        if let shown, shown.width == frame.width, shown.height == frame.height {
            before = shown
        } else {
            output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            pen = .plain
            cursor = (0, 0)
            before = Frame(width: frame.width, height: frame.height)
        }
        let width = frame.width
        let rows = shown == nil ? nil : changedRows
        for row in 0..<frame.height where rows?.contains(row) ?? true {
            // A row that is the same cell for cell has nothing to send (its wide characters too).
            let cells = (row * width)..<((row + 1) * width)
            if before.cells[cells] == frame.cells[cells] { continue }
            for column in 0..<frame.width {
                let new = frame[column, row]
                if new.isContinuation { continue }
                let old = before[column, row]
                let style = effective(new.style)
                if !old.isContinuation, old.hasSameCharacter(as: new), effective(old.style) == style,
                    new.isPrintableASCII || TextMetrics.width(of: new.character) < 2 || before[column + 1, row].isContinuation
                {
                    continue
                }
                if cursor.map({ $0.column != column || $0.row != row }) ?? true {
                    output += "\u{1B}[\(row + 1);\(column + 1)H"
                }
                if pen != style {
                    output += sgr(style)
                    pen = style
                }
                let character: Character =
                    new.isPrintableASCII ? new.character : TextMetrics.width(of: new.character) == 0 ? " " : new.character
                output.append(character)
                let next = column + (new.isPrintableASCII ? 1 : max(TextMetrics.width(of: character), 1))
                cursor = next >= frame.width ? nil : (next, row)
            }
        }
        shown = frame
        return Array(output.utf8)
    }

    /// The style as this terminal shows it: colours and attributes it lacks removed.
    func effective(_ style: CellStyle) -> CellStyle {
        var result = style
        if capabilities.colors == .none {
            result.foreground = nil
            result.background = nil
        }
        if !capabilities.hasAttributes {
            result.isBold = false
            result.isDim = false
            result.isReversed = false
            result.isUnderlined = false
        }
        return result
    }

    /// Select Graphic Rendition: a reset, then the style's attributes and colours.
    private func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isUnderlined { codes.append("4") }
        if style.isReversed { codes.append("7") }
        if let foreground = style.foreground { codes.append(colorCode(foreground, background: false)) }
        if let background = style.background { codes.append(colorCode(background, background: true)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private func colorCode(_ color: TerminalColor, background: Bool) -> String {
        switch color {
        case .standard(let index):
            return standardCode(Int(index) & 15, background: background)
        case let .rgb(red, green, blue):
            switch capabilities.colors {
            case .trueColor:
                return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
            case .palette256:
                return "\(background ? 48 : 38);5;\(ColorApproximation.paletteIndex(red: red, green: green, blue: blue))"
            case .standard, .none:
                return standardCode(ColorApproximation.standardIndex(red: red, green: green, blue: blue), background: background)
            }
        }
    }

    private func standardCode(_ index: Int, background: Bool) -> String {
        let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        return String(base + index % 8)
    }
}

/// Nearest colours in the 256-colour palette and among the 16 standard colours.
enum ColorApproximation {
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The index in the 256-colour palette (its 6×6×6 cube or its grey ramp) nearest to the colour.
    static func paletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        let cube = [r, g, b].map(nearestCubeLevel)
        let cubeColor = cube.map { cubeLevels[$0] }
        let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
        let average = (r + g + b) / 3
        let grey = min(max((average - 8 + 5) / 10, 0), 23)
        let greyLevel = 8 + 10 * grey
        let cubeDistance = distance((r, g, b), (cubeColor[0], cubeColor[1], cubeColor[2]))
        let greyDistance = distance((r, g, b), (greyLevel, greyLevel, greyLevel))
        return greyDistance < cubeDistance ? 232 + grey : cubeIndex
    }

    /// The standard colour (0–15) nearest to the colour.
    static func standardIndex(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        let palette: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        let color = (Int(red), Int(green), Int(blue))
        var best = 0
        for index in palette.indices where distance(color, palette[index]) < distance(color, palette[best]) {
            best = index
        }
        return best
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        var best = 0
        for index in cubeLevels.indices where abs(cubeLevels[index] - value) < abs(cubeLevels[best] - value) {
            best = index
        }
        return best
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
