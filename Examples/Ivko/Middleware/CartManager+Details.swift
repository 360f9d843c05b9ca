import IvkoData
public import IvkoModel

extension CartManager {
    /// The live price and stock of `style`, as the shop has them now: what a product page shows and
    /// what Buy Now needs to pick a colour and size that can be had.
    public func details(of style: StyleCode) async throws(ShopError) -> ProductDetails {
        try await remote { () throws(ShopDataError) in try await source.details(of: style) }
    }
}
