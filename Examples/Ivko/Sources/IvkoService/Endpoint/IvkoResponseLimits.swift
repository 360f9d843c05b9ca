import Foundation

/// How big an endpoint's answer may be before it is parsed: its size in bytes and the number of
/// JSON objects in it (counted as the `{` bytes of the body, an upper bound that braces inside
/// texts can only raise).
///
/// Parsing costs far more memory than the body itself — on Linux a body of tiny objects takes
/// about 200 bytes of memory per byte — so an answer over its endpoint's limits is refused
/// unparsed (`IvkoServiceError.tooLarge`) instead of growing the app by gigabytes. The limits
/// leave generous room above the largest answer the contract describes.
public struct IvkoResponseLimits: Sendable, Hashable, CustomStringConvertible {
    /// The largest body accepted, in bytes.
    public var maximumBytes: Int
    /// The most JSON objects (`{` bytes) a body may hold.
    public var maximumObjects: Int

    /// Limits from their parts.
    public init(maximumBytes: Int, maximumObjects: Int) {
        self.maximumBytes = maximumBytes
        self.maximumObjects = maximumObjects
    }

    /// One page of the product export: at most 1,000 products (the server's cap on `size`) of
    /// about 0.5 KB and three objects each, so 2 MiB and 8,000 objects are about four times the
    /// largest page. A hostile page within them costs at most a few hundred megabytes to parse.
    public static let productPage = IvkoResponseLimits(maximumBytes: 2 << 20, maximumObjects: 8_000)

    /// The whole product export in one answer: room for 200,000 products. Reading it costs about
    /// twenty times its size in memory; the app pages instead (`productPage`).
    public static let productExport = IvkoResponseLimits(maximumBytes: 128 << 20, maximumObjects: 600_000)

    /// Every other answer (reference data, one product's details, the account, the cart, the
    /// order history): a few kilobytes as the contract describes them.
    public static let standard = IvkoResponseLimits(maximumBytes: 1 << 20, maximumObjects: 10_000)

    /// `2 MiB and 8000 objects`.
    public var description: String {
        "\(maximumBytes >> 10) KiB and \(maximumObjects) objects"
    }

    /// Throws `.tooLarge` when `body` is over the limits.
    func check(_ body: Data) throws(IvkoServiceError) {
        guard body.count <= maximumBytes else {
            throw .tooLarge(byteCount: body.count, objectCount: nil, limits: self)
        }
        let objects = body.withUnsafeBytes { bytes in
            bytes.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "{") { count += 1 } }
        }
        guard objects <= maximumObjects else {
            throw .tooLarge(byteCount: body.count, objectCount: objects, limits: self)
        }
    }
}

extension IvkoEndpoint {
    /// How big this endpoint's answer may be (see `IvkoResponseLimits`).
    public var responseLimits: IvkoResponseLimits {
        switch self {
        case .products: .productPage
        case .productExport: .productExport
        default: .standard
        }
    }
}
