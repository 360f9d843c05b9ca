import Screens

/// The window's layers (the root controller, then each presented one: sheets in a box over the
/// dimmed screen, alerts centred, action sheets at the bottom, full-screen ones over everything),
/// the status line and the overlays.
extension ScreenRenderer {
    /// Draws `window` in `area` and returns the top layer's controller, the only one the user can
    /// reach (the elements of the layers under it are dropped).
    @discardableResult
    func drawWindow(_ window: Window, in whole: Rect) -> ViewController? {
        let stack = window.presentationStack
        guard !stack.isEmpty else { return nil }
        // The banner's box takes the first rows; the layers get the rest, and the banner is drawn
        // last, so a sheet or an alert never drops its elements (it takes no focus, and loses none).
        let bannerHeight = window.banner.flatMap { bannerBoxHeight($0, in: whole) } ?? 0
        let area = whole.rows(from: whole.y + bannerHeight)
        defer {
            if let banner = window.banner, bannerHeight > 0 {
                drawBanner(banner, in: Rect(x: whole.x, y: whole.y, width: whole.width, height: bannerHeight))
            }
        }
        let cover =
            stack.indices.dropFirst().last { index in
                stack[index].modalPresentationStyle.resolved == .fullScreen && !(stack[index] is AlertController)
            } ?? 0
        for index in cover..<stack.count {
            let controller = stack[index]
            guard let view = controller.viewIfLoaded else { continue }
            let path: FocusKey = [.layer(index)]
            if index == cover {
                draw(view, in: area, path: path)
                continue
            }
            frame.restyle(area) { $0.isDim = true }
            elements.removeAll()
            // The bars under it are dimmed: a change to one is drawn with the whole window.
            barPlaces.removeAll()
            if let alert = controller as? AlertController {
                drawAlert(alert, view: view, in: area, path: path)
            } else if controller.modalPresentationStyle.resolved == .fullScreen {
                frame.fill(area)
                draw(view, in: area, path: path)
            } else {
                let sheet =
                    area.width >= 24 && area.height >= 6
                    ? Rect(x: area.x + 2, y: area.y + 1, width: area.width - 4, height: area.height - 1)
                    : area
                drawBox(sheet)
                draw(view, in: sheet.inset(horizontal: 1, vertical: 1), path: path)
            }
        }
        return stack.last
    }

    /// The rows of the banner's box at the window's width: its content and a border; `nil` when it
    /// is hidden or the window is too small to keep rows for the screen under it.
    private func bannerBoxHeight(_ banner: View, in area: Rect) -> Int? {
        guard !banner.isHidden, area.width >= 8 else { return nil }
        let content = measure(banner, width: area.width - 4).height
        let height = content + 2
        guard content > 0, height <= area.height / 2 else { return nil }
        return height
    }

    /// The banner in a box across the window's top, its elements reachable like the screen's.
    private func drawBanner(_ banner: View, in box: Rect) {
        drawBox(box, style: Theme.focusedBorder)
        draw(banner, in: box.inset(horizontal: 2, vertical: 1), path: [.banner])
    }

    /// An alert (a box in the middle) or an action sheet (a box at the bottom): the title in bold,
    /// the message, the text fields, then the actions (side by side when they fit in an alert, one
    /// per row otherwise, an action sheet's cancel apart at the end).
    func drawAlert(_ alert: AlertController, view: View, in area: Rect, path: FocusKey) {
        let content = view.renderContent
        let isActionSheet = content.kind == .actionSheet
        let children = Self.indexedSubviews(of: view).filter { !$0.view.isHidden }
        let fields = children.filter { $0.view.renderContent.kind == .textField }
        let actions = children.filter { $0.view.renderContent.kind == .alertAction }
        let maxWidth = min(area.width, 60)
        let actionWidths = actions.map { measure($0.view, width: maxWidth).width }
        let actionsInRow = actionWidths.reduce(0, +) + 2 * max(actions.count - 1, 0)
        let title = content.text ?? ""
        let message = content.detail ?? ""
        let textWidth = max(TextMetrics.width(of: title), TextMetrics.width(of: message))
        let width = min(maxWidth, max(min(36, area.width), min(textWidth, 56) + 4, actionsInRow + 4))
        let inner = width - 4
        let titleLines = title.isEmpty ? [] : TextMetrics.wrap(title, to: inner)
        let messageLines = message.isEmpty ? [] : TextMetrics.wrap(message, to: inner)
        let sideBySide = !isActionSheet && actionsInRow <= inner
        let cancelApart = isActionSheet && actions.count > 1 && (actions.last?.view as? AlertActionView)?.action.style == .cancel
        let actionRows = actions.isEmpty ? 0 : (sideBySide ? 1 : actions.count + (cancelApart ? 1 : 0))
        var rows = titleLines.count + messageLines.count
        if !fields.isEmpty { rows += 1 + fields.count }
        if actionRows > 0 { rows += (rows > 0 ? 1 : 0) + actionRows }
        let height = min(rows + 2, area.height)
        let box = Rect(
            x: area.x + (area.width - width) / 2,
            y: isActionSheet ? area.maxY - height : area.y + (area.height - height) / 2,
            width: width, height: height
        )
        drawBox(box, style: .plain)
        let body = box.inset(horizontal: 2, vertical: 1)
        var row = body.y
        for line in titleLines {
            write(line, column: body.x + (inner - TextMetrics.width(of: line)) / 2, row: row, style: Theme.title, clip: body)
            row += 1
        }
        for line in messageLines {
            write(line, column: body.x + (inner - TextMetrics.width(of: line)) / 2, row: row, style: .plain, clip: body)
            row += 1
        }
        if !fields.isEmpty { row += 1 }
        for field in fields {
            draw(
                field.view, in: Rect(x: body.x, y: row, width: body.width, height: 1).intersection(body), path: path + [.child(field.index)]
            )
            row += 1
        }
        guard !actions.isEmpty else { return }
        if row > body.y { row += 1 }
        if sideBySide {
            var column = body.x + (inner - actionsInRow) / 2
            for (action, actionWidth) in zip(actions, actionWidths) {
                draw(
                    action.view, in: Rect(x: column, y: row, width: actionWidth, height: 1).intersection(body),
                    path: path + [.child(action.index)])
                column += actionWidth + 2
            }
            return
        }
        for (offset, (action, actionWidth)) in zip(actions, actionWidths).enumerated() {
            if cancelApart, offset == actions.count - 1 { row += 1 }
            let shownWidth = min(actionWidth, inner)
            let actionRect = Rect(x: body.x + (inner - shownWidth) / 2, y: row, width: shownWidth, height: 1)
            draw(action.view, in: actionRect.intersection(body), path: path + [.child(action.index)])
            row += 1
        }
    }

    /// The bottom row: key hints at the left, `extra` (the window count) at the right. The last
    /// `kept` hints (help and quit) are always shown; the others as room allows, in order.
    func drawStatusLine(_ hints: [String], kept: Int, extra: String?, row: Int) {
        let line = Rect(x: 1, y: row, width: frame.width - 2, height: 1)
        var room = line.width - 1
        if let extra {
            let width = TextMetrics.width(of: extra)
            write(extra, column: line.maxX - width, row: row, style: Theme.hint, clip: line)
            room -= width + 2
        }
        let required = hints.suffix(kept)
        let separator = 3 // "   " between hints
        // Each hint measured once: the line's width is theirs plus the separators between them.
        var width = required.reduce(0) { $0 + TextMetrics.width(of: $1) } + separator * max(required.count - 1, 0)
        var shown: [String] = []
        for hint in hints.dropLast(kept) {
            width += TextMetrics.width(of: hint) + separator
            guard width <= room else { break }
            shown.append(hint)
        }
        let text = (shown + required).joined(separator: "   ")
        write(text, column: line.x + 1, row: row, style: Theme.hint, clip: line)
    }

    /// A box over everything with a title, lines (wrapped, from `offset`, as many as fit) and a
    /// footer. Returns the offset used (kept within the lines).
    @discardableResult
    func drawOverlay(title: String, lines: [String], offset: Int, footer: String, in area: Rect) -> Int {
        let box = area.width >= 20 ? area.inset(horizontal: 1) : area
        guard box.height >= 3 else { return 0 }
        drawBox(box, title: title, footer: footer, style: .plain)
        let body = box.inset(horizontal: 2, vertical: 1)
        let wrapped = lines.flatMap { Self.wrapHanging($0, width: body.width) }
        let start = min(offset, max(wrapped.count - body.height, 0))
        for (index, line) in wrapped.dropFirst(start).prefix(body.height).enumerated() {
            write(line, column: body.x, row: body.y + index, style: .plain, clip: body)
        }
        if wrapped.count > body.height {
            let range = " \(start + 1)–\(min(start + body.height, wrapped.count)) of \(wrapped.count) "
            write(range, column: box.maxX - 2 - TextMetrics.width(of: range), row: box.maxY - 1, style: Theme.hint, clip: box)
        }
        return start
    }

    /// `line` wrapped to `width` with a hanging indent: continuation lines start under the text
    /// after the line's first gap of two spaces (the description column of a key list), or two
    /// columns in from the line's own indentation.
    static func wrapHanging(_ line: String, width: Int) -> [String] {
        guard TextMetrics.width(of: line) > width, width > 8 else { return [line] }
        let leading = line.prefix { $0 == " " }.count
        var indent = leading + 4
        var column = 0
        var spaces = 0
        for character in line {
            column += 1
            if character == " " {
                spaces += 1
                continue
            }
            if spaces >= 2, column - 1 > leading, column - 1 < min(width / 2, 30) { indent = column - 1 }
            spaces = 0
        }
        // The first line keeps its own spacing (the columns of a key list); it breaks at the last
        // space that fits after the indent.
        let characters = Array(line)
        var used = 0
        var fits = 0
        var lastBreak: Int?
        for (offset, character) in characters.enumerated() {
            used += TextMetrics.width(of: character)
            if used > width { break }
            if character == " ", offset > indent, characters[offset - 1] != " " { lastBreak = offset }
            fits = offset + 1
        }
        let cut = lastBreak ?? fits
        let head = String(characters[..<cut])
        let rest = String(characters[cut...]).trimmingSpaces
        let pad = String(repeating: " ", count: indent)
        return [head] + (rest.isEmpty ? [] : TextMetrics.wrap(rest, to: width - indent).map { pad + $0 })
    }
}
