import Screens

/// Buttons, fields, progress, pictures and alerts.
extension PageRenderer {
    /// A `<button>`: a button (`aria-pressed` when selected) or an alert's action (its style as
    /// `data-style`, `autofocus` when preferred); `disabled` when it does not react. A button's
    /// visible subviews (a colour swatch) come before its title, which is then a `<span>` of its own.
    func button(_ view: View, id: String, content: RenderContent) -> HTMLElement {
        var attributes = [HTMLAttribute("type", "button")]
        if content.kind == .alertAction {
            attributes.append(HTMLAttribute("data-style", content.detail ?? "default"))
            if content.isSelected { attributes.append(HTMLAttribute("autofocus")) }
        } else if content.isSelected {
            attributes.append(HTMLAttribute("aria-pressed", "true"))
        }
        if !content.isEnabled { attributes.append(HTMLAttribute("disabled")) }
        let inner = children(of: view)
        guard !inner.isEmpty else { return element("button", id: id, attributes, text: content.text ?? "") }
        let title = element("span", id: id + "-title", [HTMLAttribute("class", "title")], text: content.text ?? "")
        return element("button", id: id, attributes, children: inner + [title])
    }

    /// A colour swatch (a view with a `backgroundColor` and no subviews): an inline `<svg>` whose
    /// square's `fill` presentation attribute carries the colour (outlined in the text's colour,
    /// so white shows on white), so a strict content security
    /// policy (no inline styles) still lets it show. Named by its `accessibilityLabel`
    /// (`role=img`), else hidden from assistive technology (`aria-hidden`): the text beside it names it.
    func swatch(_ view: View, id: String) -> HTMLElement {
        var attributes = [
            HTMLAttribute("class", "swatch"), HTMLAttribute("viewBox", "0 0 16 16"), HTMLAttribute("width", "16"),
            HTMLAttribute("height", "16"), HTMLAttribute("focusable", "false"),
        ]
        if let label = view.accessibilityLabel, !label.isEmpty {
            attributes += [HTMLAttribute("role", "img"), HTMLAttribute("aria-label", label)]
        } else {
            attributes.append(HTMLAttribute("aria-hidden", "true"))
        }
        let fill = view.backgroundColor?.hex ?? Color.gray.hex
        let square = element(
            "rect", id: id + "-fill",
            [
                HTMLAttribute("x", "0.5"), HTMLAttribute("y", "0.5"), HTMLAttribute("width", "15"), HTMLAttribute("height", "15"),
                HTMLAttribute("rx", "3"), HTMLAttribute("fill", fill), HTMLAttribute("stroke", "currentColor"),
                HTMLAttribute("stroke-opacity", "0.45"),
            ])
        return element("svg", id: id, attributes, children: [square])
    }

    /// A text field: a `<label>` (its placeholder) for an `<input>` (`type=password` when secure,
    /// whose value is never written). Events may name the field (`s4`) or its input (`s4-input`).
    func textField(_ field: TextField, id: String) -> HTMLElement {
        let inputID = id + "-input"
        var input = [HTMLAttribute("type", field.isSecureTextEntry ? "password" : "text")]
        if field.isSecureTextEntry {
            input.append(HTMLAttribute("autocomplete", "current-password"))
        } else {
            input.append(HTMLAttribute("value", field.text))
        }
        if let placeholder = field.placeholder { input.append(HTMLAttribute("placeholder", placeholder)) }
        if !field.isEnabled { input.append(HTMLAttribute("disabled")) }
        let label = element("label", id: id + "-label", [HTMLAttribute("for", inputID)], text: field.placeholder ?? "Text")
        return element(
            "div", id: id, [HTMLAttribute("class", "field")], children: [label, element("input", id: inputID, input)])
    }

    /// A search bar: a `role=search` group of a labelled `type=search` input and its cancel
    /// button while shown.
    func searchBar(_ bar: SearchBar, id: String) -> HTMLElement {
        let inputID = id + "-input"
        var input = [HTMLAttribute("type", "search"), HTMLAttribute("value", bar.text)]
        if let placeholder = bar.placeholder { input.append(HTMLAttribute("placeholder", placeholder)) }
        if !bar.isEnabled { input.append(HTMLAttribute("disabled")) }
        if bar.isEditing { input.append(HTMLAttribute("data-editing", "true")) }
        let label = element("label", id: id + "-label", [HTMLAttribute("for", inputID)], text: bar.placeholder ?? "Search")
        return element(
            "div", id: id, [HTMLAttribute("role", "search")],
            children: [label, element("input", id: inputID, input)] + children(of: bar))
    }

    /// A `<progress>` with its percentage as text.
    func progress(_ view: View, id: String, content: RenderContent) -> HTMLElement {
        let fraction = (view as? ProgressView)?.progress ?? 0
        let percent = Int((fraction * 100).rounded())
        return element(
            "progress", id: id, [HTMLAttribute("max", "100"), HTMLAttribute("value", "\(percent)")],
            text: content.detail ?? "\(percent)%")
    }

    /// An `<img>`: the accessibility label as `alt`, the file's URL from the caller's mapping as
    /// `src` (none while there is no file or no URL for it), and the image's `width` and `height`
    /// when known (`ImageView.imageSize`), so its place has the picture's shape before it loads.
    func image(_ view: View, id: String, content: RenderContent) -> HTMLElement {
        var attributes = [HTMLAttribute("alt", content.text ?? "")]
        if let size = (view as? ImageView)?.imageSize, size.width > 0, size.height > 0 {
            attributes += [HTMLAttribute("width", "\(size.width)"), HTMLAttribute("height", "\(size.height)")]
        }
        if let path = content.detail, let url = imageURL(path) { attributes.append(HTMLAttribute("src", url)) }
        return element("img", id: id, attributes)
    }

    /// An alert or action sheet: an open `<dialog role=alertdialog>` with its title (`<h2>`), its
    /// message (`<p>`), then its fields and actions.
    func alert(_ view: View, id: String, content: RenderContent) -> HTMLElement {
        var attributes = [
            HTMLAttribute("open"), HTMLAttribute("role", "alertdialog"), HTMLAttribute("aria-modal", "true"),
            HTMLAttribute("data-style", content.kind == .actionSheet ? "actionSheet" : "alert"),
        ]
        var parts: [HTMLElement] = []
        if let title = content.text, !title.isEmpty {
            attributes.append(HTMLAttribute("aria-labelledby", id + "-title"))
            parts.append(element("h2", id: id + "-title", text: title))
        }
        if let message = content.detail, !message.isEmpty {
            attributes.append(HTMLAttribute("aria-describedby", id + "-message"))
            parts.append(element("p", id: id + "-message", text: message))
        }
        return element("dialog", id: id, attributes, children: parts + children(of: view))
    }
}
