import Hummingbird

/// `GET cart`, `POST cart/lines` and `DELETE cart/lines/LINEID`, on the session's server-side cart.
///
/// Adding a line merges it with a line of the same style, colour and size. An unknown style answers
/// `NotFoundException`; an inactive product, or more pieces than in stock (counting what the cart
/// already holds), `StockException`; a body that is not a line `ValidationException`. Deleting an
/// unknown line id answers the cart unchanged.
struct CartRoutes {
    let state: BackendState

    func register(on api: RouterGroup<IvkoRequestContext>) {
        let gate = SessionGate(state: state)
        api.get("cart") { request, _ in
            try await cartResponse(gate.visitor(of: request).sessionID) { _, _ in }
        }
        api.post("cart/lines") { request, _ in
            let visitor = try await gate.visitor(of: request)
            guard let line = try await RequestReading.json(CartLineInput.self, of: request) else {
                throw BackendFailure.validation("Invalid cart line")
            }
            return try await cartResponse(visitor.sessionID) { cart, nextLineID in
                let taken = cart.quantity(style: line.style, color: line.color, size: line.size)
                let unitCents = try line.checkedPrice(in: state.catalog, alreadyTaken: taken)
                cart.add(
                    style: line.style, color: line.color, size: line.size, quantity: line.quantity,
                    unitCents: unitCents, nextLineID: &nextLineID
                )
            }
        }
        api.delete("cart/lines/:lineId") { request, context in
            let visitor = try await gate.visitor(of: request)
            let lineID = context.parameters.get("lineId").flatMap { Int($0) }
            return try await cartResponse(visitor.sessionID) { cart, _ in
                if let lineID { cart.remove(lineID: lineID) }
            }
        }
    }

    private func cartResponse(
        _ sessionID: String, _ change: @escaping @Sendable (inout ServerCart, inout Int) throws -> Void
    ) async throws -> Response {
        let record = try await state.sessions.updateCart(of: sessionID) { cart, nextLineID in
            try change(&cart, &nextLineID)
            return cart.record
        }
        guard let record else { throw BackendFailure.noSession }
        return try ExportJSON.response(record)
    }
}
