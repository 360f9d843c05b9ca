import Screens

extension InspectorSnapshot {
    /// The snapshot as text for a log or a terminal: the tree, one line per coordinator, indented two
    /// spaces per level, then the messages, two lines each (who answered, then every responder asked).
    ///
    /// ```
    /// ApplicationCoordinator(app) started
    ///   SceneCoordinator<NavigationController>(scene 1) started scene="scene 1" active root=NavigationController
    ///     CartCoordinator(cart) waiting queued=[AddToCart] root=NavigationController screens=[CartViewController]
    /// last 1 of 4 messages:
    ///   OpenProduct from Button: replied by CatalogCoordinator(catalog) in 14µs
    ///     asked ListViewCell → ListView → View → ProductListViewController → CatalogCoordinator(catalog)
    /// ```
    ///
    /// Durations are the one part that differs between runs; hide them to compare whole strings.
    public func text(showingDurations: Bool = true) -> String {
        var lines = tree?.lines(depth: 0) ?? ["(the inspected tree was released)"]
        lines.append(messagesHeader)
        for record in messages {
            lines.append("  " + record.summary(showingDuration: showingDurations))
            lines.append("    asked " + (record.path.isEmpty ? "nobody" : record.path.map(\.description).joined(separator: " → ")))
        }
        return lines.joined(separator: "\n")
    }

    private var messagesHeader: String {
        switch (messages.count, messageCount) {
        case (0, _): "no messages"
        case let (kept, total) where kept < total: "last \(kept) of \(total) messages:"
        case (1, _): "1 message:"
        case let (kept, _): "\(kept) messages:"
        }
    }
}

extension CoordinatorSnapshot {
    /// The subtree as text, one line per coordinator, indented two spaces per level (the first part
    /// of `InspectorSnapshot.text`).
    public var text: String {
        lines(depth: 0).joined(separator: "\n")
    }

    func lines(depth: Int) -> [String] {
        [String(repeating: "  ", count: depth) + summary] + children.flatMap { $0.lines(depth: depth + 1) }
    }

    /// `Name state [modal] [queued=[…]] [scene="…" activation] [root=…] [screens=[…]] [presented=[…]]
    /// [visible=…] [handles=[…]]`, leaving out what is empty.
    private var summary: String {
        var parts = [name.description]
        switch state {
        case .started: parts.append("started")
        case .waiting: parts.append("waiting")
        case .stopped: parts.append("stopped")
        }
        if isPresentedModally { parts.append("modal") }
        if !queuedMessages.isEmpty { parts.append("queued=" + Self.list(queuedMessages)) }
        if let scene { parts.append("scene=\"\(scene.session)\" " + Self.name(of: scene.activation)) }
        if let rootViewController { parts.append("root=" + rootViewController.name) }
        if !viewControllers.isEmpty { parts.append("screens=" + Self.list(viewControllers.map(\.name))) }
        if !presentedViewControllers.isEmpty { parts.append("presented=" + Self.list(presentedViewControllers.map(\.name))) }
        if let visibleViewController { parts.append("visible=" + visibleViewController.name) }
        if !handledMessages.isEmpty { parts.append("handles=" + Self.list(handledMessages)) }
        return parts.joined(separator: " ")
    }

    private static func list(_ names: [String]) -> String {
        "[" + names.joined(separator: ", ") + "]"
    }

    private static func name(of activation: Scene.ActivationState) -> String {
        switch activation {
        case .foregroundActive: "active"
        case .foregroundInactive: "inactive"
        case .background: "background"
        case .unattached: "unattached"
        }
    }
}

extension DispatchRecord {
    /// `Message from Sender: replied by A → B in 12µs` (or `unhandled`, or `failed in A: error`).
    func summary(showingDuration: Bool) -> String {
        let handledBy = handlers.map(\.description).joined(separator: " → ")
        var line = "\(message) from \(sender): "
        switch outcome {
        case .replied: line += "replied by " + handledBy
        case .unhandled: line += "unhandled"
        case .failed(let error): line += handlers.isEmpty ? "failed: \(error)" : "failed in \(handledBy): \(error)"
        }
        if showingDuration { line += " in \(Self.microseconds(duration))µs" }
        return line
    }

    private static func microseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000
    }
}
