/// The styles the renderer draws with. Colours are the 16 standard ones, which every colour
/// terminal has; the `FrameWriter` drops what a terminal lacks.
enum Theme {
    static let title = CellStyle(isBold: true)
    static let rule = CellStyle(foreground: .gray)
    static let button = CellStyle(foreground: .cyan, isBold: true)
    static let destructive = CellStyle(foreground: .red, isBold: true)
    static let disabled = CellStyle(isDim: true)
    static let placeholder = CellStyle(isDim: true)
    static let field = CellStyle(isUnderlined: true)
    static let badge = CellStyle(foreground: .red, isBold: true)
    static let selectedTab = CellStyle(foreground: .cyan, isBold: true, isUnderlined: true)
    static let hint = CellStyle(foreground: .gray)
    static let border = CellStyle(foreground: .gray)
    static let focusedBorder = CellStyle(foreground: .cyan, isBold: true)
    static let progressDone = CellStyle(foreground: .green)
    static let progressToDo = CellStyle(foreground: .gray)
    static let selected = CellStyle(isBold: true)
}
