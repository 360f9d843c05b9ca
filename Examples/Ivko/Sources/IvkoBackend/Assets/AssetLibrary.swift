import AsyncTools

/// The files under `assets/`: every picture the catalog names (`img/promo/…_p.jpg`,
/// `img/grid/…_g.jpg` or `.png`, `img/gal/…_N.jpg`) and every season's look-book
/// (`lookbook/W26.pdf`). Their content, size and ETag depend only on the path and the catalog
/// seed; any other path is not found. A picture shows its product (`ProductPicture`: the garment's
/// silhouette in its colours and texture) and is kept in a bounded cache once made.
struct AssetLibrary: Sendable {
    let catalog: IvkoCatalog
    private let cache = Locked(AssetCache(byteLimit: 48 << 20))

    init(catalog: IvkoCatalog) {
        self.catalog = catalog
    }

    /// The asset at `path` (relative to `assets/`), or `nil` if the catalog names no such file.
    func asset(at path: String) throws(PictureEncodingError) -> GeneratedAsset? {
        guard let kind = kind(of: path) else { return nil }
        if case .picture = kind, let kept = cache.withLock({ $0.asset(at: path) }) { return kept }
        let hash = Checksums.fnv1a(path) ^ catalog.seed
        var random = SplitMix64(seed: hash)
        let byteCount = random.int(in: kind.sizes)
        let bytes: [UInt8]
        let contentType: String
        switch kind {
        case .lookbook(let season):
            bytes = PDFFile.make(title: "Ivko look-book \(season)", byteCount: byteCount, random: &random)
            contentType = "application/pdf"
        case .picture(let picture, let isPNG):
            let (width, height) = (picture.canvas.width, picture.canvas.height)
            let rgb = picture.rgb()
            if isPNG {
                bytes = try PNGFile.make(rgb, width: width, height: height, byteCount: byteCount, random: &random)
                contentType = "image/png"
            } else {
                bytes = try JPEGFile.make(rgb, width: width, height: height, byteCount: byteCount, random: &random)
                contentType = "image/jpeg"
            }
        }
        let eTag = "\"" + String(hash, radix: 16) + "-" + String(bytes.count, radix: 16) + "\""
        let asset = GeneratedAsset(bytes: bytes, contentType: contentType, eTag: eTag)
        if case .picture = kind { cache.withLock { $0.keep(asset, at: path) } }
        return asset
    }

    private enum Kind {
        case picture(ProductPicture, isPNG: Bool)
        case lookbook(season: String)

        var sizes: ClosedRange<Int> {
            switch self {
            case .picture(let picture, let isPNG):
                switch picture.canvas.width {
                case 1200: 250_000...600_000
                case 400: isPNG ? 60_000...150_000 : 30_000...80_000
                default: 150_000...400_000
                }
            case .lookbook: 2_000_000...5_000_000
            }
        }
    }

    private func kind(of path: String) -> Kind? {
        if path.hasPrefix("lookbook/") {
            guard let season = catalog.seasons.first(where: { $0.lookbook == path }) else { return nil }
            return .lookbook(season: season.code)
        }
        let fileName = path.split(separator: "/").last.map(String.init) ?? ""
        guard path.hasPrefix("img/"), let product = catalog.product(style: String(fileName.prefix(9))),
            product.images.allPaths.contains(path)
        else { return nil }
        func picture(_ width: Int, _ height: Int, gallery: Int? = nil) -> ProductPicture {
            ProductPicture(product: product, galleryNumber: gallery, width: width, height: height, colorTable: catalog.colors)
        }
        if path.hasPrefix("img/promo/") { return .picture(picture(1200, 1600), isPNG: false) }
        if path.hasPrefix("img/grid/") { return .picture(picture(400, 533), isPNG: path.hasSuffix(".png")) }
        // `img/gal/STYLE_N.jpg`: gallery picture N.
        let number = fileName.dropFirst(10).prefix { $0.isNumber }
        return .picture(picture(1000, 1333, gallery: Int(number) ?? 1), isPNG: false)
    }
}
