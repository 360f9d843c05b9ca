import Foundation
import IvkoService

/// A product export of any size in the backend's shape, page by page, for import tests.
struct GeneratedCatalog: Sendable {
    let productCount: Int
    let pageSize: Int

    var pageCount: Int { max(1, (productCount + pageSize - 1) / pageSize) }

    /// Page `number` (from 1) as the backend sends it. Every tenth product is inactive, and
    /// product 7 of the export has an unreadable price.
    func page(_ number: Int) -> JSONValue {
        let first = (number - 1) * pageSize
        let products = (first..<min(productCount, first + pageSize)).map(product)
        return .object([
            "result": .string("OK"), "total": .string("\(productCount)"), "page": .string("\(number)"),
            "pages": .string("\(pageCount)"), "exported_at": .string("21.11.2026 14:03"), "products": .array(products),
        ])
    }

    private func product(_ index: Int) -> JSONValue {
        let themes = ["KD", "NR", "BL"]
        let categories = ["Dresses", "DRESSES", "Knitwear", "Skirts "]
        let style = "W26\(themes[index % 3])\(String(format: "%04d", index % 10_000))"
        return .object([
            "style": .string(style),
            "name": .string("ŠIFON HALJINA \(index) "),
            "category": .string(categories[index % 4]),
            "desc": .string("<p>Product &amp; number \(index)</p>"),
            "price": .object([
                "currency": .string("EUR"), "retail": .string(index == 7 ? "12x" : "1.\(100 + index % 900),90"),
                "wholesale": .string("1,00"),
            ]),
            "care": .string("30°C;NO BLEACH"),
            "materials": .array([.string("100% WOOL")]),
            "colors": .string("11,\(10 + index % 90)"),
            "sizes": .string(index % 2 == 0 ? "XS-L" : "36/38"),
            "images": .object(["grid": .string("img/grid/\(style)_g.jpg"), "gallery": .string("")]),
            "active": .string(index % 10 == 9 ? "N" : "Y"),
            "updated": .string("2026-11-20T08:00:00"),
        ])
    }
}
