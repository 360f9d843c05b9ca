import Screens

/// The navigation bar and the tab bar.
extension ScreenRenderer {
    /// Two rows: `‹ Back` at the left, the title centred (bold), the bar buttons at the right
    /// (focusable), then a rule. The back button is not a focus stop: Esc and Backspace are back.
    func drawNavigationBar(_ bar: NavigationBar, in rect: Rect, path: FocusKey) -> Int {
        let row = rect.y
        let line = rect.inset(horizontal: 1).row(row)
        var left = line.x
        if let back = bar.backButtonTitle {
            left += write("‹ " + TextMetrics.truncate(back, to: 16), column: left, row: row, style: Theme.button, clip: line) + 1
        }
        let item = bar.topItem
        var barIndex = 0
        for button in item?.leftBarButtonItems ?? [] {
            left += drawBarButton(button, column: left, row: row, clip: line, key: path + [.barItem(barIndex)])
            barIndex += 1
        }
        var right = line.maxX
        let rightItems = item?.rightBarButtonItems ?? []
        var rightKeys: [(BarButtonItem, FocusKey)] = []
        for (offset, button) in rightItems.enumerated() { rightKeys.append((button, path + [.barItem(barIndex + offset)])) }
        for (button, key) in rightKeys.reversed() {
            let width = TextMetrics.width(of: button.title) + 4
            guard right - width >= left else { break }
            right -= width
            drawBarButton(button, column: right, row: row, clip: line, key: key)
        }
        if let title = bar.title, !title.isEmpty {
            let room = right - left - 2
            if room > 0 {
                let shown = TextMetrics.truncate(title, to: room)
                let width = TextMetrics.width(of: shown)
                let centred = rect.x + (rect.width - width) / 2
                let column = min(max(centred, left + 1), right - 1 - width)
                write(shown, column: column, row: row, style: Theme.title, clip: line)
            }
        }
        if rect.height > 1 {
            frame.fill(Rect(x: line.x, y: row + 1, width: line.width, height: 1).intersection(rect), with: "─", style: Theme.rule)
        }
        return min(2, rect.height)
    }

    @discardableResult
    private func drawBarButton(_ button: BarButtonItem, column: Int, row: Int, clip: Rect, key: FocusKey) -> Int {
        let width = TextMetrics.width(of: button.title) + 4
        let box = Rect(x: column, y: row, width: width, height: 1).intersection(clip)
        write(button.title, column: column + 2, row: row, style: button.isEnabled ? Theme.button : Theme.disabled, clip: box)
        if button.isEnabled, !box.isEmpty {
            addElement(key: key, rect: box, activation: .barButton(button))
        }
        return width
    }

    /// Two rows: a rule, then one slot per tab with its title and badge; the selected tab is
    /// marked `▸` and underlined, disabled ones dimmed. Tabs are switched with Tab and the digits,
    /// so they are not focus stops.
    func drawTabBar(_ bar: TabBar, in rect: Rect) -> Int {
        let line = rect.inset(horizontal: 1)
        frame.fill(Rect(x: line.x, y: rect.y, width: line.width, height: 1).intersection(rect), with: "─", style: Theme.rule)
        guard rect.height > 1 else { return 1 }
        let controllers = (bar.superview?.owningViewController as? TabBarController)?.viewControllers ?? []
        // A tab with no title of its own (a navigation controller without one) is named after the
        // screen at the bottom of its stack.
        let titles = bar.titles.enumerated().map { index, title in
            guard title.isEmpty, controllers.indices.contains(index),
                let root = (controllers[index] as? NavigationController)?.viewControllers.first
            else { return title }
            return root.tabBarItem.title ?? root.title ?? ""
        }
        guard !titles.isEmpty else { return 2 }
        let slot = max(line.width / titles.count, 1)
        let row = rect.y + 1
        for (index, title) in titles.enumerated() {
            let item = controllers.indices.contains(index) ? controllers[index].tabBarItem : nil
            let selected = bar.selectedIndex == index
            let badge = item?.badgeValue.map { " (\($0))" } ?? ""
            let label = (selected ? "▸ " : "  ") + TextMetrics.truncate(title, to: max(slot - 3 - TextMetrics.width(of: badge), 1))
            let total = TextMetrics.width(of: label + badge)
            let slotRect = Rect(x: line.x + index * slot, y: row, width: slot, height: 1)
            let column = slotRect.x + max((slot - total) / 2, 0)
            let style = item?.isEnabled == false ? Theme.disabled : (selected ? Theme.selectedTab : .plain)
            let used = write(label, column: column, row: row, style: style, clip: slotRect)
            write(badge, column: column + used, row: row, style: Theme.badge, clip: slotRect)
        }
        return 2
    }
}
