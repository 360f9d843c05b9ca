public import Coordinators
public import IvkoModel

// The cart's messages: buying from the catalog's screens. The reply is `Void`. The Cart tab's own
// screen and checkout's screens send no message: they report through their outputs
// (`CartViewController.Outputs`, `CartLineModel.Outputs`, the checkout screens' `Outputs`).

/// Buy a product now: put it in the cart and go to checkout. From a promotion's slide the colour
/// and size are not chosen yet (`nil`): the coordinator picks them or asks.
public struct CartBuyNow: Message, Hashable, Sendable {
    /// The product's style.
    public let style: StyleCode
    /// The colour chosen, if any.
    public let color: ColorCode?
    /// The size chosen, if any.
    public let size: Size?

    /// The request to buy `style` now, in `color` and `size` when chosen.
    public init(style: StyleCode, color: ColorCode? = nil, size: Size? = nil) {
        self.style = style
        self.color = color
        self.size = size
    }
}

/// Add an item to the cart and stay on the page.
public struct CartAddItem: Message, Hashable, Sendable {
    /// The product, colour, size and quantity to add.
    public let item: CartItem

    /// The request to add `item`.
    public init(item: CartItem) {
        self.item = item
    }
}
