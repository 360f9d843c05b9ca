public import IvkoMiddleware
public import IvkoScreens

extension CartLineSummary {
    /// The line the cart and review screens show for the cart manager's `entry`, as it named it.
    public init(_ entry: CartEntry) {
        self.init(
            item: entry.item, productName: entry.productName, colorName: entry.colorName, unitPrice: entry.unitPrice,
            availability: entry.availability, picture: entry.picture, pictureFile: entry.pictureFile)
    }
}
