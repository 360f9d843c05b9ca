/// The cart the server keeps for one session; it is lost with the session.
struct ServerCart: Sendable, Equatable {
    /// One line of the cart; `unitCents` is the live price when the line was added.
    struct Line: Sendable, Equatable {
        let lineID: Int
        let style: String
        let color: String
        let size: String
        var quantity: Int
        let unitCents: Int
    }

    private(set) var lines: [Line] = []

    /// Pieces of one style, colour and size already in the cart.
    func quantity(style: String, color: String, size: String) -> Int {
        lines.first { $0.style == style && $0.color == color && $0.size == size }?.quantity ?? 0
    }

    /// Adds pieces, merging with an existing line of the same style, colour and size; a new line
    /// takes `nextLineID`, which then counts up.
    mutating func add(style: String, color: String, size: String, quantity: Int, unitCents: Int, nextLineID: inout Int) {
        if let index = lines.firstIndex(where: { $0.style == style && $0.color == color && $0.size == size }) {
            lines[index].quantity += quantity
        } else {
            lines.append(Line(lineID: nextLineID, style: style, color: color, size: size, quantity: quantity, unitCents: unitCents))
            nextLineID += 1
        }
    }

    /// Removes a line; an unknown id leaves the cart as it is.
    mutating func remove(lineID: Int) {
        lines.removeAll { $0.lineID == lineID }
    }

    /// Empties the cart (after an order).
    mutating func clear() {
        lines.removeAll()
    }

    /// The sum of all lines in cents.
    var totalCents: Int {
        lines.reduce(0) { $0 + $1.quantity * $1.unitCents }
    }

    /// The cart as `GET cart` sends it.
    var record: CartRecord {
        CartRecord(
            lines: lines.map {
                CartRecord.Line(
                    lineId: String($0.lineID), style: $0.style, color: $0.color, size: $0.size,
                    qty: String($0.quantity), price: DecimalComma.string(cents: $0.unitCents)
                )
            },
            total: DecimalComma.string(cents: totalCents),
            currency: "EUR"
        )
    }
}

/// `GET cart`, `POST cart/lines` and `DELETE cart/lines/ID` answer this object.
struct CartRecord: Sendable, Equatable, Encodable {
    /// One cart line, every value a string.
    struct Line: Sendable, Equatable, Encodable {
        let lineId: String
        let style: String
        let color: String
        let size: String
        let qty: String
        let price: String
    }

    let lines: [Line]
    let total: String
    let currency: String
}
