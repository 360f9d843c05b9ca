public import Screens

/// A button that is one choice of several (a colour, a size): the chosen one renders selected, and
/// one that cannot be had now (a size out of stock) renders disabled.
@MainActor
public final class ChoiceButton: Button {
    /// Whether this is the chosen option.
    public var isChosen = false {
        didSet { if oldValue != isChosen { setNeedsDisplay() } }
    }

    /// The choice as a renderer sees it: a button, selected when chosen.
    public override var renderContent: RenderContent {
        RenderContent(kind: .button, text: title, isFocusable: true, isEnabled: isEnabled, isSelected: isChosen)
    }
}
