@testable import IvkoBackend
import TerminalImages
import TerminalUI
import Testing

/// The product pictures: each a garment a person recognises (its silhouette in its colour on a light
/// background), real files of their declared dimensions and realistic sizes, decoded here as the
/// terminal decodes them. One test at a time: drawing and decoding pictures is long synchronous work,
/// which must not hold every thread of the shared pool from the other suites' tasks.
@Suite("Product pictures", .serialized)
struct PictureTests {
    private static let catalog = IvkoCatalog(productCount: 120)

    @Test("promo, JPEG and PNG grid and gallery pictures decode to their declared dimensions")
    func dimensions() throws {
        let library = AssetLibrary(catalog: Self.catalog)
        let products = Self.catalog.products
        let promo = try #require(products.first { !$0.images.promo.isEmpty }?.images.promo)
        let jpegGrid = try #require(products.first { $0.images.grid.hasSuffix(".jpg") }?.images.grid)
        let pngGrid = try #require(products.first { $0.images.grid.hasSuffix(".png") }?.images.grid)
        let gallery = try #require(products.first { $0.images.gallery.count > 1 }?.images.gallery)
        let expected = [(promo, 1200, 1600), (jpegGrid, 400, 533), (pngGrid, 400, 533), (gallery[0], 1000, 1333), (gallery[1], 1000, 1333)]
        for (path, width, height) in expected {
            let asset = try #require(try library.asset(at: path), "\(path)")
            let decoded = try SystemImageDecoder().decodeImage(from: asset.bytes, name: path)
            #expect(decoded.width == width && decoded.height == height, "\(path)")
        }
    }

    @Test("a decoded picture has the product's colour at the garment's anchor and the background in a corner")
    func colours() throws {
        let library = AssetLibrary(catalog: Self.catalog)
        var kinds = Set<String>()
        let promos = Self.catalog.products.prefix(40).map(\.images.promo).filter { !$0.isEmpty }.prefix(3)
        for product in Self.catalog.products.prefix(40) {
            for path in [product.images.grid, product.images.promo] where path.hasPrefix("img/grid/") || promos.contains(path) {
                let asset = try #require(try library.asset(at: path))
                let image = try SystemImageDecoder().decodeImage(from: asset.bytes, name: path)
                let picture = ProductPicture(
                    product: product, galleryNumber: nil, width: image.width, height: image.height, colorTable: Self.catalog.colors)
                let anchor = picture.canvas.pixel(of: picture.shape.anchor)
                // The texture may lighten or darken the colour a little; JPEG blurs a little more.
                #expect(Self.distance(image, anchor.x, anchor.y, picture.palette.body) <= 60, "\(path) \(picture.kind)")
                #expect(Self.distance(image, 2, 2, picture.palette.background) <= 12, "\(path)")
                #expect(Self.distance(image, image.width - 3, image.height - 3, picture.palette.background) <= 12, "\(path)")
                kinds.insert("\(picture.kind)")
            }
        }
        #expect(kinds.count >= 8)
    }

    @Test("every kind of garment has the body colour at its anchor, in the whole view and in the detail view")
    func anchors() {
        let palette = Self.palette
        for kind in GarmentKind.allCases {
            let shape = GarmentShape.of(kind)
            for (centre, zoom) in [
                (GarmentShape.Point(x: 150, y: 200), 1.0), (ProductPicture.detailCentre(of: shape), ProductPicture.detailZoom),
            ] {
                let canvas = GarmentCanvas(width: 400, height: 533, centre: centre, zoom: zoom)
                let rgb = canvas.draw(shape, palette: palette, texture: Self.plain)
                let anchor = canvas.pixel(of: shape.anchor)
                let index = (anchor.y * 400 + anchor.x) * 3
                #expect(Array(rgb[index..<(index + 3)]) == [10, 120, 200], "\(kind) zoom \(zoom)")
                if zoom == 1 { #expect(Array(rgb[0..<3]) == [240, 237, 231], "\(kind)") }
            }
        }
    }

    @Test("each category's garment, and each accessory, has its own silhouette")
    func silhouettes() {
        let kinds: [GarmentKind] = [
            .dress, .sweater, .skirt, .shirt, .coat, .trousers, .blazer, .scarf, .belt, .beret, .gloves, .bag, .cape,
        ]
        let masks = kinds.map { kind in
            let canvas = GarmentCanvas(width: 150, height: 200, centre: GarmentShape.Point(x: 150, y: 200), zoom: 1)
            let rgb = canvas.draw(GarmentShape.of(kind), palette: Self.palette, texture: Self.plain)
            return stride(from: 0, to: rgb.count, by: 3).map { rgb[$0] != 240 }
        }
        for first in masks.indices {
            for second in masks.indices where second > first {
                let differing = zip(masks[first], masks[second]).filter { $0 != $1 }.count
                #expect(differing > masks[first].count / 25, "\(kinds[first]) vs \(kinds[second]): \(differing)")
            }
        }
        #expect(GarmentKind(name: "SILK MAXI DRESS", category: "Dresses") == .dress)
        #expect(GarmentKind(name: "WOOL TROUSERS", category: "TROUSERS") == .trousers)
        #expect(GarmentKind(name: "VELVET BLAZER", category: "DRESSES") == .blazer)
        #expect(GarmentKind(name: "THING", category: "knitwear ") == .sweater)
        #expect(GarmentKind(name: "THING", category: "Shoes") == .shirt)
    }

    @Test("the same path and seed give the same bytes and ETag, also from a new library")
    func deterministic() throws {
        let paths = ["img/promo/W26KD0112_p.jpg", "img/gal/W26KD0112_2.jpg", try Self.pngGrids().first ?? ""]
        for path in paths {
            let asset = try #require(try AssetLibrary(catalog: Self.catalog).asset(at: path), "\(path)")
            let again = try #require(try AssetLibrary(catalog: IvkoCatalog(productCount: 120)).asset(at: path))
            #expect(asset.bytes == again.bytes && asset.eTag == again.eTag, "\(path)")
        }
    }

    @Test("every picture's size is in its range")
    func sizes() throws {
        let library = AssetLibrary(catalog: Self.catalog)
        let paths = Self.catalog.products.prefix(12).flatMap(\.images.allPaths) + (try Self.pngGrids().prefix(3))
        for path in paths {
            let asset = try #require(try library.asset(at: path))
            let range: ClosedRange<Int> =
                switch path {
                case _ where path.hasPrefix("img/promo/"): 250_000...600_000
                case _ where path.hasSuffix(".png"): 60_000...150_000
                case _ where path.hasPrefix("img/grid/"): 30_000...80_000
                default: 150_000...400_000
                }
            #expect(range.contains(asset.bytes.count), "\(path): \(asset.bytes.count)")
        }
    }

    @Test("a colour code the colour table lacks still draws, in the fallback colour")
    func unknownColour() throws {
        var product = try #require(Self.catalog.product(style: "W26NR0031"))
        product.colorCodes = ["98"]
        let picture = ProductPicture(product: product, galleryNumber: nil, width: 400, height: 533, colorTable: Self.catalog.colors)
        #expect(picture.palette.body == PictureColors.unknown)
        var random = SplitMix64(seed: 1)
        let file = try JPEGFile.make(picture.rgb(), width: 400, height: 533, byteCount: 40_000, random: &random)
        let image = try SystemImageDecoder().decodeImage(from: file)
        let anchor = picture.canvas.pixel(of: picture.shape.anchor)
        #expect(Self.distance(image, anchor.x, anchor.y, PictureColors.unknown) <= 60)
        #expect(Self.distance(image, 2, 2, picture.palette.background) <= 12)
    }

    /// The catalog's PNG grid pictures.
    private static func pngGrids() throws -> [String] {
        let paths = catalog.products.map(\.images.grid).filter { $0.hasSuffix(".png") }
        try #require(!paths.isEmpty)
        return paths
    }

    private static let palette = GarmentCanvas.Palette(
        body: PictureColor(red: 10, green: 120, blue: 200), trim: PictureColor(red: 200, green: 40, blue: 40),
        detail: PictureColor(red: 20, green: 20, blue: 20), outline: PictureColor(red: 5, green: 60, blue: 100),
        background: PictureColor(red: 240, green: 237, blue: 231)
    )

    private static let plain = FabricTexture(name: "PLAIN", materials: [], kind: .shirt, hasAccent: false, period: 8)

    /// The sum of the channel differences between a decoded pixel and a colour.
    private static func distance(_ image: PixelBuffer, _ x: Int, _ y: Int, _ color: PictureColor) -> Int {
        let index = (y * image.width + x) * 3
        return abs(Int(image.rgb[index]) - Int(color.red)) + abs(Int(image.rgb[index + 1]) - Int(color.green))
            + abs(Int(image.rgb[index + 2]) - Int(color.blue))
    }
}
