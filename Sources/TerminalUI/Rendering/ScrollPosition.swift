/// Where a screen taller than its space is scrolled to, kept from frame to frame.
struct ScrollPosition: Equatable {
    /// The first content row shown.
    var offset: Int
    /// The largest offset (the content's height less the rows shown).
    var maxOffset: Int
    /// The rows shown.
    var visibleHeight: Int
    /// The focused element this position was last scrolled to show: when focus moves to another
    /// one, the screen scrolls to it; until then the arrows may scroll it on their own.
    var followedKey: FocusKey?
}
