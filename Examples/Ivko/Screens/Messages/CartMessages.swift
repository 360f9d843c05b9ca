public import Coordinators
public import IvkoModel

// The cart's messages: buying, changing the cart and checking out. The reply is `Void`; the cart
// coordinator answers by setting data on the screens (the cart's lines, the order's confirmation).

/// Buy a product now: put it in the cart and go to checkout. From a promotion's slide the colour
/// and size are not chosen yet (`nil`): the Catalog tab steps in to choose them and passes the
/// message on to the tab bar, which adds the item; a refusal comes back as a `ScreenProblem`.
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

/// The cart screen asks for the cart's lines: sent from `viewDidLoad` and by the retry button.
public struct CartLoad: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}

/// The cart screen asks for the stock of its lines to be checked again (after a check failed).
public struct CartCheckStock: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}

/// The user changed the quantity of a line.
public struct CartChangeQuantity: Message, Hashable, Sendable {
    /// The line's item as shown (its product, colour, size and old quantity).
    public let item: CartItem
    /// The quantity the user asked for.
    public let quantity: Quantity

    /// The request to set the line of `item` to `quantity`.
    public init(item: CartItem, quantity: Quantity) {
        self.item = item
        self.quantity = quantity
    }
}

/// The user removed a line and confirmed it.
public struct CartRemoveItem: Message, Hashable, Sendable {
    /// The line's item (its product, colour and size identify the line).
    public let item: CartItem

    /// The request to remove the line of `item`.
    public init(item: CartItem) {
        self.item = item
    }
}

/// The user wants to check out the cart.
public struct CartCheckout: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}

/// The user chose where the order goes (checkout's address step): go on to the review.
public struct CartUseAddress: Message, Hashable, Sendable {
    /// The shipping address chosen.
    public let addressID: AddressID

    /// The request to ship to `addressID`.
    public init(addressID: AddressID) {
        self.addressID = addressID
    }
}

/// The user placed the order (checkout's review step), or retried after it failed. The coordinator
/// answers with `ReviewViewController.problem` on failure, else shows the confirmation.
public struct CartPlaceOrder: Message, Hashable, Sendable {
    /// The shipping address the review shows.
    public let addressID: AddressID

    /// The request to place the order to `addressID`.
    public init(addressID: AddressID) {
        self.addressID = addressID
    }
}

/// The user is done with the order's confirmation: checkout is over.
public struct CartFinishCheckout: Message, Hashable, Sendable {
    /// The request.
    public init() {}
}
