public import Screens

/// Remembers, per responder class, whether its instances can handle messages, so the walk pays the
/// protocol-conformance check (tens of nanoseconds) once per class instead of once per hop.
///
/// A small open-addressed table of class identities in a plain array (128 slots, linear probing,
/// main actor only); a class that finds no free slot within 8 probes is simply checked every time.
/// It is not inlined into callers, so its storage stays private to this module (see `slots`).
@MainActor
@usableFromInline
enum HandlerKinds {
    /// What a responder class can do with messages.
    @usableFromInline
    enum Kind: UInt8 {
        case none, coordinator, handling
    }

    /// One slot: a class identity (`nil` when free) and what its instances can do.
    private struct Slot {
        var type: ObjectIdentifier?
        var kind: Kind
    }

    private static let slotCount = 128
    // Private, read only here (this code is not inlined into callers) and written only by whole
    // assignments, so the whole-module optimizer can prove no access overlaps another and drops the
    // runtime exclusivity check from every read. Empty until the first lookup, so it needs no lazy
    // initialisation check per read.
    private static var slots: [Slot] = []

    /// The kind of `responder`'s class.
    @usableFromInline
    static func kind(of responder: Responder) -> Kind {
        if slots.isEmpty { slots = Array(repeating: Slot(type: nil, kind: .none), count: slotCount) }
        let type = ObjectIdentifier(Swift.type(of: responder))
        let bits = UInt(bitPattern: type)
        var index = Int(truncatingIfNeeded: ((bits &>> 4) &* 0x9E37_79B9_7F4A_7C15) &>> 57)
        for _ in 0..<8 {
            let slot = slots[index]
            if slot.type == type { return slot.kind }
            if slot.type == nil {
                let kind = classify(responder)
                var table = slots
                slots = []
                table[index] = Slot(type: type, kind: kind)
                slots = table
                return kind
            }
            index = (index &+ 1) & (slotCount - 1)
        }
        return classify(responder)
    }

    private static func classify(_ responder: Responder) -> Kind {
        if responder is AnyCoordinator { return .coordinator }
        return responder is any MessageHandling ? .handling : .none
    }
}
