import Screens

/// What a keyboard user can reach: the focusable elements on screen, and a sweep of the arrow keys
/// that checks each can be reached from where focus is, as a person would, one key at a time.
extension HeadlessDriver {
    /// An element the keyboard can focus on the screen now.
    public struct Element: Hashable, Sendable, CustomStringConvertible {
        /// Names the element across frames, scrolling and reused cells: its place in the window
        /// (layer, subviews, list items), e.g. `0/1/1/i2/0/3`.
        public let id: String
        /// What it shows: a button's or bar button's title, a field's placeholder, a row's text.
        public let title: String
        /// Whether focus is on it.
        public let isFocused: Bool

        /// The title and the id, for a failure message.
        public var description: String { "“\(title)” (\(id))" }
    }

    /// The result of `sweepArrowKeys(keyLimit:)`.
    public struct Sweep: Sendable {
        /// The focusable elements on screen when the sweep began, in reading order.
        public let elements: [Element]
        /// Those the arrow keys never reached.
        public let unreached: [Element]
        /// The keys pressed.
        public let keysPressed: Int
    }

    /// The focusable elements on screen now, in reading order (those of a screen scrolled out of
    /// view included: the arrows scroll to them).
    public var focusableElements: [Element] {
        let screen = interface.layout()
        return screen.elements.enumerated().map { index, element in
            Element(id: Self.id(of: element.key), title: Self.title(of: element), isFocused: index == screen.focusedIndex)
        }
    }

    /// Presses the arrow keys from the focused element until every focusable element on screen
    /// has had focus, or no move is left to try, or `keyLimit` keys were pressed, and says which
    /// were never reached: a keyboard user's check that nothing on screen is out of reach. Only
    /// arrows are pressed (nothing is tapped); focus is left where the sweep ended.
    ///
    /// ```swift
    /// let sweep = driver.sweepArrowKeys()
    /// #expect(sweep.unreached.isEmpty, "out of the keyboard's reach: \(sweep.unreached)")
    /// ```
    public func sweepArrowKeys(keyLimit: Int = 4000) -> Sweep {
        let start = focusableElements
        var reached = Set(start.filter(\.isFocused).map(\.id))
        var edges: [String: [Key: String]] = [:]
        var keys = 0
        let directions: [Key] = [.up, .down, .left, .right]
        func focusedID() -> String? { interface.layout().focused.map { Self.id(of: $0.key) } }
        // Presses `key`; presses it again (up to a screenful) while it scrolls without moving focus.
        func press(_ key: Key, from here: String?) -> String? {
            var now = here
            for _ in 0..<interface.size.height {
                let before = interface.render().text
                keys += 1
                let outcome = apply(.key(key))
                now = focusedID()
                guard outcome == .handled, now == here, interface.render().text != before, keys < keyLimit else { break }
            }
            if let now { reached.insert(now) }
            return now
        }
        var current = focusedID()
        if current == nil {
            // Nothing focused yet: the first arrow focuses something.
            current = press(.down, from: nil)
        }
        while keys < keyLimit, !start.allSatisfy({ reached.contains($0.id) }), let here = current {
            // The nearest element, by known moves, that has a direction not tried yet.
            guard let (path, target, key) = Self.nearestUntried(from: here, edges: edges, directions: directions) else { break }
            var at: String? = here
            var lost = false
            for step in path {
                guard let from = at else { break }
                let landed = press(step.key, from: from)
                if landed != step.to {
                    edges[from, default: [:]][step.key] = landed ?? from
                    at = landed
                    lost = true
                    break
                }
                at = landed
            }
            current = at
            guard !lost, at == target, let from = at else { continue }
            current = press(key, from: from)
            edges[from, default: [:]][key] = current ?? from
        }
        return Sweep(elements: start, unreached: start.filter { !reached.contains($0.id) }, keysPressed: keys)
    }

    /// A shortest path of known moves from `start` to an element with a direction not tried yet,
    /// that element, and the direction.
    private static func nearestUntried(
        from start: String, edges: [String: [Key: String]], directions: [Key]
    ) -> (path: [(key: Key, to: String)], target: String, key: Key)? {
        var queue: [(node: String, path: [(key: Key, to: String)])] = [(start, [])]
        var seen: Set<String> = [start]
        var index = 0
        while index < queue.count {
            let (node, path) = queue[index]
            index += 1
            let known = edges[node] ?? [:]
            if let untried = directions.first(where: { known[$0] == nil }) { return (path, node, untried) }
            for key in directions {
                guard let next = known[key], !seen.contains(next) else { continue }
                seen.insert(next)
                queue.append((next, path + [(key, next)]))
            }
        }
        return nil
    }

    private static func id(of key: FocusKey) -> String {
        key.map { step in
            switch step {
            case .layer(let index): "\(index)"
            case .child(let index): "\(index)"
            case .item(let position): "i\(position)"
            case .barItem(let index): "b\(index)"
            case .banner: "banner"
            }
        }.joined(separator: "/")
    }

    private static func title(of element: FocusableElement) -> String {
        switch element.activation {
        case .button(let button): button.title ?? button.accessibilityLabel ?? ""
        case .cell(let list, let indexPath): list.cellForItem(at: indexPath).flatMap { $0.text ?? $0.accessibilityLabel } ?? ""
        case .textField(let field): field.placeholder ?? field.accessibilityLabel ?? ""
        case .searchBar(let bar): bar.placeholder ?? bar.accessibilityLabel ?? ""
        case .alertAction(let action): action.action.title ?? ""
        case .barButton(let item): item.title
        }
    }
}
