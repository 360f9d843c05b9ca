/// How many pieces are in stock per colour and size. A pair the backend did not list has none.
public struct Stock: Hashable, Sendable {
    /// A colour and size of a product.
    public struct Variant: Hashable, Sendable {
        /// The colour.
        public var color: ColorCode
        /// The size.
        public var size: Size

        /// Makes a variant.
        public init(color: ColorCode, size: Size) {
            self.color = color
            self.size = size
        }
    }

    /// The quantities the backend listed, by variant.
    public private(set) var quantities: [Variant: Int]

    /// Makes stock from quantities by variant; negative quantities count as none.
    public init(_ quantities: [Variant: Int] = [:]) {
        self.quantities = quantities.mapValues { max(0, $0) }
    }

    /// The pieces in stock of `color` in `size`; 0 when the pair is not listed.
    public func quantity(color: ColorCode, size: Size) -> Int {
        quantities[Variant(color: color, size: size)] ?? 0
    }

    /// Whether at least one piece of `color` in `size` is in stock.
    public func isAvailable(color: ColorCode, size: Size) -> Bool {
        quantity(color: color, size: size) > 0
    }

    /// The sizes of `color` with at least one piece in stock, in size-chart order.
    public func availableSizes(of color: ColorCode) -> [Size] {
        quantities.compactMap { $0.key.color == color && $0.value > 0 ? $0.key.size : nil }.sorted()
    }

    /// Every size the backend listed for `color`, with pieces or without, in size-chart order.
    public func listedSizes(of color: ColorCode) -> [Size] {
        quantities.keys.compactMap { $0.color == color ? $0.size : nil }.sorted()
    }

    /// The one size as this stock spells it (`""` or `"-"`), when it lists a one-size variant; a
    /// cart line must use the same spelling. When spellings differ, the one with the most pieces wins.
    public var oneSize: Size? {
        quantities.filter(\.key.size.isOneSize).max { left, right in
            (left.value, right.key.size.rawValue) < (right.value, left.key.size.rawValue)
        }?.key.size
    }

    /// The total number of pieces in stock; `Int.max` when the quantities add up to more (it never
    /// traps, whatever quantities the backend listed).
    public var total: Int {
        SaturatingSum.of(quantities.values)
    }
}
