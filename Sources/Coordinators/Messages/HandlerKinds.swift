public import Screens

/// Remembers, per responder class, whether its instances can handle messages, so the walk pays a
/// protocol-conformance check once per class instead of once per hop.
///
/// An open-addressed table of class identities (128 slots, linear probing, main actor only); a class
/// that finds no free slot within 8 probes is simply checked every time.
@MainActor
@usableFromInline
enum HandlerKinds {
    /// What a responder class can do with messages.
    @usableFromInline
    enum Kind: UInt8 {
        case unknown, none, coordinator, handling
    }

    /// One slot: a class identity (0 when free) and what it can do.
    @usableFromInline
    struct Slot {
        @usableFromInline var key: UInt
        @usableFromInline var kind: Kind
    }

    @usableFromInline static let slotCount = 128
    /// The table; allocated once and never freed (it lives as long as the process).
    @usableFromInline static let slots: UnsafeMutablePointer<Slot> = {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(key: 0, kind: .unknown), count: slotCount)
        return slots
    }()

    /// The kind of `responder`'s class.
    @inlinable
    static func kind(of responder: Responder) -> Kind {
        let key = UInt(bitPattern: ObjectIdentifier(type(of: responder)))
        var slot = Int(truncatingIfNeeded: ((key &>> 4) &* 0x9E37_79B9_7F4A_7C15) &>> 57)
        let slots = slots
        for _ in 0..<8 {
            let stored = slots[slot].key
            if stored == key { return slots[slot].kind }
            if stored == 0 { return remember(responder, key: key, slot: slot) }
            slot = (slot &+ 1) & (slotCount - 1)
        }
        return classify(responder)
    }

    @usableFromInline
    static func remember(_ responder: Responder, key: UInt, slot: Int) -> Kind {
        let kind = classify(responder)
        slots[slot] = Slot(key: key, kind: kind)
        return kind
    }

    @usableFromInline
    static func classify(_ responder: Responder) -> Kind {
        if responder is AnyCoordinator { return .coordinator }
        return responder is any MessageHandling ? .handling : .none
    }
}
