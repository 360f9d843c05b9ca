/// One picture of a product, as a person would recognise it: the silhouette of its kind of garment
/// (`GarmentKind`) in its colour, with the texture of its material, on a light background. Gallery
/// picture N shows the product's N-th colour (round the list), and every second one is a detail view
/// (enlarged around the shape's anchor).
struct ProductPicture {
    /// The silhouette.
    let kind: GarmentKind
    /// The colours drawn.
    let palette: GarmentCanvas.Palette
    /// The surface of the body and trims.
    let texture: FabricTexture
    /// Where the picture is drawn, and how large.
    let canvas: GarmentCanvas
    /// The shape drawn.
    let shape: GarmentShape

    /// How much a detail view enlarges.
    static let detailZoom = 1.5

    /// The grid point a detail view of `shape` centres on: halfway between the grid's centre and the
    /// anchor, so the anchor shows and so does some of the garment's outline.
    static func detailCentre(of shape: GarmentShape) -> GarmentShape.Point {
        GarmentShape.Point(x: (GarmentShape.gridWidth / 2 + shape.anchor.x) / 2, y: (GarmentShape.gridHeight / 2 + shape.anchor.y) / 2)
    }

    /// The picture of `product` at `width` × `height`: gallery picture `galleryNumber` (1 up), or the
    /// promo or grid picture for `nil`. `colorTable` names the product's colour codes.
    init(product: CatalogProduct, galleryNumber: Int?, width: Int, height: Int, colorTable: [CatalogColor]) {
        kind = GarmentKind(name: product.name, category: product.category)
        shape = GarmentShape.of(kind)
        let colors = product.colorCodes.map { PictureColors.color(code: $0, in: colorTable) }
        let first = max(0, (galleryNumber ?? 1) - 1)
        let body = colors.isEmpty ? PictureColors.unknown : colors[first % colors.count]
        let second = colors.count > 1 ? colors[(first + 1) % colors.count] : nil
        let hasAccent = second.map { $0 != body } ?? false
        palette = GarmentCanvas.Palette(
            body: body, trim: hasAccent ? (second ?? body) : body.scaled(body.luma > 128 ? 86 : 135),
            detail: body.luma < 100 ? PictureColor(red: 222, green: 212, blue: 190) : PictureColor(red: 46, green: 42, blue: 40),
            outline: body.scaled(55),
            background: body.luma > 200
                ? PictureColor(red: 204, green: 210, blue: 218) : PictureColor(red: 240, green: 237, blue: 231)
        )
        let isDetail = galleryNumber.map { $0 % 2 == 0 } ?? false
        let zoom = isDetail ? Self.detailZoom : 1
        canvas = GarmentCanvas(
            width: width, height: height,
            centre: isDetail
                ? Self.detailCentre(of: shape) : GarmentShape.Point(x: GarmentShape.gridWidth / 2, y: GarmentShape.gridHeight / 2),
            zoom: zoom
        )
        let period = Int((6 * Double(width) / GarmentShape.gridWidth * zoom).rounded())
        texture = FabricTexture(name: product.name, materials: product.materials, kind: kind, hasAccent: hasAccent, period: period)
    }

    /// The picture's pixels, 8-bit RGB row after row.
    func rgb() -> [UInt8] {
        canvas.draw(shape, palette: palette, texture: texture)
    }
}
