public import Coordinators
public import IvkoModel

// The cart's messages: buying from the catalog's screens; each one's doc says what its reply is.
// The Cart tab's own screen and checkout's screens send no message: they report through their
// outputs (`CartViewController.Outputs`, `CartLineModel.Outputs`, the checkout screens' `Outputs`).

/// Buy a product now: put it in the cart and go to checkout. From a promotion's slide the colour
/// and size are not chosen yet (`nil`): the cart manager picks the first in stock. The Catalog tab
/// answers it; a refusal comes back as a `ScreenProblem`.
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

/// Add an item to the cart and stay on the page. The reply is the pieces of each colour and size of
/// the item's product now in the cart; a refusal comes back as a `ScreenProblem` (for stock, naming
/// the product and how many are left).
public struct CartAddItem: Message, Hashable, Sendable {
    /// The pieces of each colour and size of the item's style in the cart after the addition.
    public typealias Reply = [Stock.Variant: Int]

    /// The product, colour, size and quantity to add.
    public let item: CartItem

    /// The request to add `item`.
    public init(item: CartItem) {
        self.item = item
    }
}
