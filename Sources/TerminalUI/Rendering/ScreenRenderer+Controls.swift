import Screens

/// Labels, buttons, fields, progress, activity and pictures.
extension ScreenRenderer {
    /// Wrapped text, as many lines as fit.
    func drawLabel(_ content: RenderContent, in rect: Rect) -> Int {
        guard let text = content.text, !text.isEmpty else { return 0 }
        let lines = TextMetrics.wrap(text, to: rect.width).prefix(rect.height)
        for (offset, line) in lines.enumerated() {
            write(line, column: rect.x, row: rect.y + offset, style: content.isEnabled ? .plain : Theme.disabled, clip: rect)
        }
        return lines.count
    }

    /// A button or an alert's action: its title with a padding column on each side for the focus
    /// brackets. Disabled ones are dimmed and cannot be focused. A selected button (the chosen one
    /// of several, such as a size) is marked with `✓`, so the choice shows without the focus. The
    /// swatches among its subviews (a colour's) come before the title.
    func drawButton(_ view: View, content: RenderContent, in rect: Rect, path: FocusKey) -> Int {
        let swatches = view.subviews.filter(\.isSwatch).filter { !$0.isHidden }
        let title = Self.buttonTitle(content)
        let swatchColumns = Self.swatchColumns(in: view)
        let width = min(TextMetrics.width(of: title) + 4 + swatchColumns, rect.width)
        let style: CellStyle =
            if !content.isEnabled {
                Theme.disabled
            } else if content.kind == .alertAction, content.detail == "destructive" {
                Theme.destructive
            } else {
                Theme.button
            }
        let box = Rect(x: rect.x, y: rect.y, width: width, height: 1)
        var column = rect.x + 2
        for swatch in swatches {
            drawSwatch(swatch, in: Rect(x: column, y: rect.y, width: max(box.maxX - 2 - column, 0), height: 1))
            column += Self.swatchWidth + 1
        }
        write(TextMetrics.truncate(title, to: max(box.maxX - 2 - column, 0)), column: column, row: rect.y, style: style, clip: box)
        if content.isEnabled, content.isFocusable {
            if let button = view as? Button {
                addElement(key: path, rect: box, activation: .button(button))
            } else if let action = view as? AlertActionView {
                addElement(key: path, rect: box, activation: .alertAction(action), isPreferred: content.isSelected)
            }
        }
        return 1
    }

    /// The columns a swatch takes.
    static let swatchWidth = 2

    /// A swatch: `swatchWidth` blank cells on the view's colour (brought down to the terminal's
    /// palette when it is drawn; blank on a terminal without colours).
    @discardableResult
    func drawSwatch(_ view: View, in rect: Rect) -> Int {
        guard let color = view.backgroundColor, rect.width > 0, rect.height > 0 else { return 0 }
        let style = CellStyle(background: .rgb(red: color.red, green: color.green, blue: color.blue))
        frame.fill(Rect(x: rect.x, y: rect.y, width: min(Self.swatchWidth, rect.width), height: 1), style: style)
        return 1
    }

    /// The columns the swatches among a button's subviews take before its title (each with a
    /// column after it).
    static func swatchColumns(in view: View) -> Int {
        view.subviews.filter { $0.isSwatch && !$0.isHidden }.count * (swatchWidth + 1)
    }

    /// The title a button shows: `✓ ` before it when the button is selected (an alert's preferred
    /// action is selected too, but shows it by its focus, not a mark).
    static func buttonTitle(_ content: RenderContent) -> String {
        (content.kind == .button && content.isSelected ? "✓ " : "") + (content.text ?? "")
    }

    /// A text field: its text (the end of it when too long; bullets when secure) or its dimmed
    /// placeholder, underlined across the field.
    func drawTextField(_ view: View, content: RenderContent, in rect: Rect, path: FocusKey) -> Int {
        let box = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        drawField(text: content.text ?? "", placeholder: content.detail, prefix: "", in: box)
        if content.isEnabled, let field = view as? TextField {
            addElement(key: path, rect: box, activation: .textField(field))
        }
        return 1
    }

    /// A search bar: a field with a magnifier, and its cancel button at the right while shown.
    func drawSearchBar(_ view: View, content: RenderContent, in rect: Rect, path: FocusKey) -> Int {
        var field = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        for (index, subview) in view.subviews.enumerated() where !subview.isHidden {
            let width = measure(subview, width: rect.width).width
            guard width < field.width - 8 else { continue }
            field.width -= width + 1
            draw(subview, in: Rect(x: field.maxX + 1, y: rect.y, width: width, height: 1), path: path + [.child(index)])
        }
        drawField(text: content.text ?? "", placeholder: content.detail, prefix: "⌕ ", in: field)
        if content.isEnabled, let bar = view as? SearchBar {
            addElement(key: path, rect: field, activation: .searchBar(bar))
        }
        return 1
    }

    private func drawField(text: String, placeholder: String?, prefix: String, in box: Rect) {
        let inner = box.inset(horizontal: 2)
        frame.restyle(inner) { $0 = Theme.field }
        let room = inner.width - TextMetrics.width(of: prefix)
        let column = inner.x + write(prefix, column: inner.x, row: box.y, style: Theme.field, clip: inner)
        if text.isEmpty, let placeholder {
            var style = Theme.field
            style.isDim = true
            write(TextMetrics.truncate(placeholder, to: room), column: column, row: box.y, style: style, clip: inner)
        } else {
            var shown = text
            while TextMetrics.width(of: shown) > room, !shown.isEmpty { shown.removeFirst() }
            write(shown, column: column, row: box.y, style: Theme.field, clip: inner)
        }
    }

    /// A determinate progress bar with its percentage: `██████░░░░  58%`.
    func drawProgress(_ view: View, content: RenderContent, in rect: Rect) -> Int {
        let label = content.detail ?? ""
        let barWidth = max(min(rect.width - TextMetrics.width(of: label) - 1, 28), 0)
        let fraction = (view as? ProgressView)?.progress ?? (Double(label.dropLast()) ?? 0) / 100
        let done = Int((fraction * Double(barWidth)).rounded(.down))
        var column = rect.x
        column += write(String(repeating: "█", count: done), column: column, row: rect.y, style: Theme.progressDone, clip: rect)
        column += write(String(repeating: "░", count: barWidth - done), column: column, row: rect.y, style: Theme.progressToDo, clip: rect)
        write(" " + label, column: column, row: rect.y, style: .plain, clip: rect)
        return 1
    }

    /// An activity indicator: a braille spinner that turns on every redraw.
    func drawActivity(in rect: Rect) -> Int {
        let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        hasAnimation = true
        write(String(frames[tick % frames.count]), column: rect.x, row: rect.y, style: Theme.button, clip: rect)
        return 1
    }

    /// The picture in half blocks where the terminal has the colours and a decoder read the file;
    /// otherwise its text alternative, `[picture: …]`.
    func drawImage(_ view: View, content: RenderContent, in rect: Rect) -> Int {
        if let (picture, path) = decodedPicture(content) {
            let size = PictureCache.size(of: picture, maxColumns: min(rect.width, 40), maxRows: min(rect.height, pictureRowLimit))
            let cells = pictures.halfBlocks(of: picture, path: path, columns: size.columns, rows: size.rows)
            for row in 0..<size.rows {
                for column in 0..<size.columns {
                    frame[rect.x + column, rect.y + row] = cells[row * size.columns + column]
                }
            }
            return size.rows
        }
        write(
            TextMetrics.truncate(Self.textAlternative(content), to: rect.width), column: rect.x, row: rect.y, style: Theme.placeholder,
            clip: rect)
        return 1
    }

    /// The cells a picture view takes at most `maxWidth` wide.
    func imageSize(_ view: View, content: RenderContent, maxWidth: Int) -> (columns: Int, rows: Int) {
        if let (picture, _) = decodedPicture(content) {
            return PictureCache.size(of: picture, maxColumns: min(maxWidth, 40), maxRows: pictureRowLimit)
        }
        return (min(TextMetrics.width(of: Self.textAlternative(content)), maxWidth), 1)
    }

    private var pictureRowLimit: Int { cellDepth > 0 ? 6 : 12 }

    private func decodedPicture(_ content: RenderContent) -> (PixelBuffer, String)? {
        guard capabilities.drawsPictures, let path = content.detail, let picture = pictures.picture(atPath: path) else { return nil }
        return (picture, path)
    }

    static func textAlternative(_ content: RenderContent) -> String {
        if let text = content.text, !text.isEmpty { return "[picture: \(text)]" }
        return "[picture]"
    }
}
