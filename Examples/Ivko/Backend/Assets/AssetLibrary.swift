/// The files under `assets/`: every picture the catalog names (`img/promo/…_p.jpg`,
/// `img/grid/…_g.jpg` or `.png`, `img/gal/…_N.jpg`) and every season's look-book
/// (`lookbook/W26.pdf`). Their content, size and ETag depend only on the path and the catalog
/// seed; any other path is not found.
struct AssetLibrary {
    let catalog: IvkoCatalog

    /// The asset at `path` (relative to `assets/`), or `nil` if the catalog names no such file.
    func asset(at path: String) -> GeneratedAsset? {
        guard let kind = kind(of: path) else { return nil }
        let hash = Checksums.fnv1a(path) ^ catalog.seed
        var random = SplitMix64(seed: hash)
        let byteCount = random.int(in: kind.sizes)
        let bytes: [UInt8]
        let contentType: String
        switch kind {
        case .lookbook(let season):
            bytes = PDFFile.make(title: "Ivko look-book \(season)", byteCount: byteCount, random: &random)
            contentType = "application/pdf"
        case .picture(_, _, _, let isPNG) where isPNG:
            bytes = PNGFile.make(width: 400, byteCount: byteCount, random: &random)
            contentType = "image/png"
        case .picture(let width, let height, _, _):
            bytes = JPEGFile.make(width: width, height: height, byteCount: byteCount, random: &random)
            contentType = "image/jpeg"
        }
        let eTag = "\"" + String(hash, radix: 16) + "-" + String(bytes.count, radix: 16) + "\""
        return GeneratedAsset(bytes: bytes, contentType: contentType, eTag: eTag)
    }

    private enum Kind {
        case picture(width: Int, height: Int, sizes: ClosedRange<Int>, isPNG: Bool)
        case lookbook(season: String)

        var sizes: ClosedRange<Int> {
            switch self {
            case .picture(_, _, let sizes, _): sizes
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
        if path.hasPrefix("img/promo/") {
            return .picture(width: 1200, height: 1600, sizes: 250_000...600_000, isPNG: false)
        }
        if path.hasPrefix("img/grid/") {
            let isPNG = path.hasSuffix(".png")
            return .picture(width: 400, height: 533, sizes: isPNG ? 60_000...150_000 : 30_000...80_000, isPNG: isPNG)
        }
        return .picture(width: 1000, height: 1333, sizes: 150_000...400_000, isPNG: false)
    }
}
