public import Coordinators
public import IvkoModel

// The size guide's messages: the product page opens the guide and awaits the size chosen in it; the
// guide's screen sends the choice, and asks for the stores that can fit the product.

/// A product page opens the size guide of its product over the sizes it offers. The reply comes
/// once the guide is over: the size the user chose in it, or `nil` when they went back without one.
public struct CatalogOpenSizeGuide: Message, Hashable, Sendable {
    /// The size chosen in the guide, `nil` when the user left it without choosing.
    public typealias Reply = Size?

    /// The product.
    public let style: StyleCode
    /// The sizes the page offers, in chart order.
    public let sizes: [Size]

    /// The request to open the guide of `style` over `sizes`.
    public init(style: StyleCode, sizes: [Size]) {
        self.style = style
        self.sizes = sizes
    }
}

/// The size guide's screen: the user chose `size`; the guide ends with it (the reply is nothing:
/// the guide closes).
public struct SizeGuideChoose: Message, Hashable, Sendable {
    /// The size chosen.
    public let size: Size

    /// The choice of `size`.
    public init(size: Size) {
        self.size = size
    }
}

/// The size guide's screen asks to see the stores where the product can be tried on (the reply is
/// nothing: the stores show over the guide).
public struct SizeGuideShowStores: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}
