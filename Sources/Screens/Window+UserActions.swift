/// Carrying out the user's actions on what the window shows.
extension Window {
    /// Carries out `action` as the user's touch and returns whether it did anything (an action
    /// that does not apply, such as Back with nowhere to go or a tap on a disabled button, does
    /// nothing and returns `false`).
    @discardableResult
    public func perform(_ action: UserAction) -> Bool {
        switch action {
        case .tap(let view): return tap(view)
        case .tapBarButton(let item): return item.tap()
        case .tapBack(let bar): return bar.tapBack() != nil
        case .back: return goBack()
        case .dismiss: return dismissTop()
        case .selectTab(let bar, let index): return bar.tap(at: index)
        case .chooseRow(let list, let indexPath): return (try? list.userSelectItem(at: indexPath)) != nil
        case .scroll(let list, let first, let count): return scroll(list, to: first, showing: count)
        case .type(let view, let text): return type(text, into: view)
        case .deleteBackward(let view): return deleteBackward(in: view)
        case .edit(let view, let text): return edit(view, to: text)
        case .submit(let view): return submit(view)
        case .endEditing(let bar):
            guard bar.isEditing else { return false }
            if bar.showsCancelButton { bar.userTapCancel() }
            return bar.endEditing()
        }
    }

    /// The navigation controller a user's Back pops in the top layer, if its back button shows.
    public var backNavigation: NavigationController? {
        presentationStack.last?.onScreenBackNavigation
    }

    private func tap(_ view: View) -> Bool {
        switch view {
        case let button as Button: return button.tap()
        case let action as AlertActionView: return action.tap()
        case let bar as SearchBar: return bar.userBeginEditing()
        case let cell as ListViewCell:
            guard let list = cell.superview as? ListView, let indexPath = list.indexPath(for: cell) else { return false }
            return (try? list.userSelectItem(at: indexPath)) != nil
        default: return false
        }
    }

    private func goBack() -> Bool {
        if let navigation = backNavigation { return navigation.navigationBar.tapBack() != nil }
        return dismissTop()
    }

    private func dismissTop() -> Bool {
        guard let top = presentationStack.last, top.presentingViewController != nil else { return false }
        if let alert = top as? AlertController { return alert.userCancel() }
        return top.presentationController?.userSwipeToDismiss() == .dismissed
    }

    private func scroll(_ list: ListView, to first: Int, showing count: Int?) -> Bool {
        var resized = false
        if let count {
            let rows = min(max(count, 1), UserAction.maximumItems)
            resized = list.visibleItemLimit != rows
            if resized { list.visibleItemLimit = rows }
        }
        list.layoutIfNeeded()
        let target = min(max(first, 0), max(list.totalItemCount - 1, 0))
        let moved = list.userScroll(byItems: target - list.firstVisibleItem)
        return resized || moved
    }

    private func type(_ text: String, into view: View) -> Bool {
        switch view {
        case let field as TextField: field.userType(text)
        case let bar as SearchBar: bar.userType(text)
        default: false
        }
    }

    private func deleteBackward(in view: View) -> Bool {
        switch view {
        case let field as TextField: field.userDeleteBackward()
        case let bar as SearchBar: bar.userDeleteBackward()
        default: false
        }
    }

    private func edit(_ view: View, to text: String) -> Bool {
        let current: String
        switch view {
        case let field as TextField: current = field.text
        case let bar as SearchBar:
            if text.isEmpty, !bar.text.isEmpty { return bar.userClear() }
            current = bar.text
        default: return false
        }
        guard current != text else { return false }
        let kept = zip(current, text).prefix { $0 == $1 }.count
        for _ in kept..<current.count {
            guard deleteBackward(in: view) else { return false }
        }
        let rest = String(text.dropFirst(kept))
        return rest.isEmpty || type(rest, into: view)
    }

    private func submit(_ view: View) -> Bool {
        switch view {
        case let field as TextField: field.userPressReturn()
        case let bar as SearchBar: bar.userBeginEditing() && bar.userPressSearch()
        default: false
        }
    }
}
