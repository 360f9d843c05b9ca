/// Replacing the tabs of a tab bar controller.
extension TabBarController {
    /// Replaces the tabs. The selected controller stays selected if it is still a tab; otherwise
    /// the same index (clamped) is selected. Removed controllers leave containment, new ones join.
    ///
    /// Fails, changing nothing, with `.duplicateViewControllers`, `.alreadyPresented`, `.hasParent`
    /// (a child of another container), `.isWindowRoot` or `.wouldCreateCycle`.
    @discardableResult
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) -> Result<Void, ScreensError> {
        if let error = validateTabs(viewControllers) { return .failure(error) }
        let removed = tabs.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !tabs.contains { $0 === new } }
        let previous = selectedViewController
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { _ = addChild(controller) }
        tabs = viewControllers
        if isViewLoaded { tabBar.setNeedsDisplay() }
        let newIndex: Int? =
            if let previous, let kept = tabs.firstIndex(where: { $0 === previous }) {
                kept
            } else if tabs.isEmpty {
                nil
            } else {
                min(selectedStorage ?? 0, tabs.count - 1)
            }
        switchSelection(to: newIndex, animated: animated, initiator: .programmatic)
        for controller in removed {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        children = tabs
        for controller in added { controller.didMove(toParent: self) }
        return .success(())
    }

    private func validateTabs(_ candidates: [ViewController]) -> ScreensError? {
        for (index, controller) in candidates.enumerated() {
            if candidates[..<index].contains(where: { $0 === controller }) { return .duplicateViewControllers }
            if tabs.contains(where: { $0 === controller }) { continue }
            if controller.presentingStorage != nil { return .alreadyPresented }
            if isDescendant(of: controller) { return .wouldCreateCycle }
            if controller.parent != nil { return .hasParent }
            if controller.viewIfLoaded?.superview is Window { return .isWindowRoot }
        }
        return nil
    }
}

extension ViewController {
    /// The nearest tab bar controller up the parent chain.
    public var tabBarController: TabBarController? {
        nearestAncestor(of: TabBarController.self)
    }
}
