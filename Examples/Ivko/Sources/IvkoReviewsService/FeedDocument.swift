import XMLCoder

/// The shape of the service's XML as XMLCoder decodes it (see `Docs/ReviewsAPI.md`): the root
/// `<ratingsFeed version="…">` holds one `<product>` or one `<error code="…">`. Every leaf is text,
/// read as the service wrote it. Not part of the wrapper's face: `ReviewsReading` turns it into a
/// `ReviewsFeed` or a `ReviewsServiceError`.
struct FeedDocument: Decodable, DynamicNodeDecoding {
    /// `<product sku="…" scale="…">`: the summary and the reviews.
    struct Product: Decodable, DynamicNodeDecoding {
        let sku: String?
        let scale: String?
        let average: String?
        let count: String?
        let review: [Review]?

        static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            ["sku", "scale"].contains(key.stringValue) ? .attribute : .element
        }
    }

    /// `<review id="…" kind="…">`.
    struct Review: Decodable, DynamicNodeDecoding {
        let id: String?
        let kind: String?
        let score: String?
        let author: String?
        let submitted: String?
        let title: String?
        let body: String?

        static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            ["id", "kind"].contains(key.stringValue) ? .attribute : .element
        }
    }

    /// `<error code="…">message</error>`, the service's own refusal, sent with HTTP 200.
    struct Refusal: Decodable, DynamicNodeDecoding {
        let code: String?
        let message: String?

        enum CodingKeys: String, CodingKey {
            case code
            case message = ""
        }

        static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue == "code" ? .attribute : .element
        }
    }

    /// The feed format's version; every feed the service writes has one.
    let version: String?
    let product: Product?
    let error: Refusal?

    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
        key.stringValue == "version" ? .attribute : .element
    }
}
