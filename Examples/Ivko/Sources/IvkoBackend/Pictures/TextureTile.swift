/// One repeat of a texture already coloured: the body's and the trims' RGB for every pixel of a square
/// tile whose corner is the shape's anchor, so drawing a pixel is a look-up (a debug build draws a
/// 1200 × 1600 promo picture several times faster than by sampling the texture per pixel).
struct TextureTile {
    /// The tile's side in pixels.
    let side: Int
    /// The body's colours, RGB, row after row.
    let body: [UInt8]
    /// The trims' colours, RGB, row after row.
    let trim: [UInt8]

    init(texture: FabricTexture, palette: GarmentCanvas.Palette) {
        side = texture.repeatLength
        var body: [UInt8] = []
        var trim: [UInt8] = []
        body.reserveCapacity(side * side * 3)
        trim.reserveCapacity(side * side * 3)
        for dy in 0..<side {
            for dx in 0..<side {
                let sample = texture.sample(dx: dx, dy: dy)
                let bodyColor: PictureColor
                let trimColor: PictureColor
                switch sample {
                case .shade(let percent):
                    bodyColor = palette.body.scaled(percent)
                    trimColor = palette.trim.scaled(percent)
                case .accent:
                    bodyColor = palette.trim
                    trimColor = palette.trim
                }
                body += [bodyColor.red, bodyColor.green, bodyColor.blue]
                trim += [trimColor.red, trimColor.green, trimColor.blue]
            }
        }
        self.body = body
        self.trim = trim
    }
}
