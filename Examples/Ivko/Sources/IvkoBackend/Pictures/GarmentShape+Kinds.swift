extension GarmentShape {
    /// The silhouette of a kind of garment.
    static func of(_ kind: GarmentKind) -> GarmentShape {
        switch kind {
        case .dress: dress()
        case .skirt: skirt()
        case .trousers: trousers()
        case .shirt: shirt()
        case .sweater, .cardigan, .turtleneck: knit(kind)
        case .vest: vest()
        case .coat, .trench: coat(belted: kind == .trench)
        case .cape: cape()
        case .blazer: blazer()
        case .scarf: scarf()
        case .belt: belt()
        case .beret: beret()
        case .gloves: gloves()
        case .bag: bag()
        }
    }

    private static func dress() -> GarmentShape {
        var shape = GarmentShape(anchor: (150, 260))
        shape.polygon([
            (112, 40), (130, 40), (150, 82), (170, 40), (188, 40), (195, 112), (180, 165), (242, 378), (58, 378), (120, 165),
            (105, 112),
        ])
        shape.rect(90, 158, 210, 176, .trim, onGarmentOnly: true)
        return shape
    }

    private static func skirt() -> GarmentShape {
        var shape = GarmentShape(anchor: (150, 230))
        shape.rect(95, 95, 205, 120, .trim)
        shape.polygon([(95, 120), (205, 120), (252, 338), (48, 338)])
        shape.ellipse(120, 108, 4, 4, .detail)
        return shape
    }

    private static func trousers() -> GarmentShape {
        var shape = GarmentShape(anchor: (115, 240))
        shape.polygon([(92, 60), (208, 60), (220, 386), (160, 386), (150, 168), (140, 386), (80, 386)])
        shape.rect(92, 38, 208, 60, .trim)
        shape.rect(149, 60, 151, 140, .detail)
        shape.ellipse(150, 49, 4, 4, .detail)
        return shape
    }

    private static func shirt() -> GarmentShape {
        var shape = GarmentShape(anchor: (122, 215))
        shape.polygon([
            (115, 52), (185, 52), (236, 74), (270, 232), (243, 240), (212, 126), (214, 336), (86, 336), (88, 126), (57, 240), (30, 232),
            (64, 74),
        ])
        shape.rect(20, 210, 82, 246, .trim, onGarmentOnly: true)
        shape.rect(218, 210, 280, 246, .trim, onGarmentOnly: true)
        shape.polygon([(126, 48), (174, 48), (150, 64)], .background)
        shape.mirrored([(114, 50), (150, 64), (138, 92), (110, 68)], .trim)
        for y in [105.0, 145, 185, 250, 292] { shape.ellipse(150, y, 4, 4, .detail) }
        return shape
    }

    /// A sweater, a cardigan (open to a V, buttoned) or a turtleneck: drop shoulders, ribbed cuffs and hem.
    private static func knit(_ kind: GarmentKind) -> GarmentShape {
        var shape = GarmentShape(anchor: kind == .cardigan ? (118, 220) : (150, 210))
        shape.polygon([
            (112, 60), (188, 60), (238, 78), (264, 302), (228, 308), (210, 150), (210, 332), (90, 332), (90, 150), (72, 308), (36, 302),
            (62, 78),
        ])
        shape.rect(20, 282, 86, 312, .trim, onGarmentOnly: true)
        shape.rect(214, 282, 280, 312, .trim, onGarmentOnly: true)
        shape.rect(88, 308, 212, 334, .trim, onGarmentOnly: true)
        switch kind {
        case .turtleneck:
            shape.rect(122, 24, 178, 72, .trim)
        case .cardigan:
            shape.ellipse(150, 62, 38, 20, .trim, onGarmentOnly: true)
            shape.polygon([(126, 56), (174, 56), (150, 150)], .background)
            shape.rect(146, 150, 154, 334, .trim, onGarmentOnly: true)
            for y in [175.0, 225, 275] { shape.ellipse(150, y, 5, 5, .detail) }
        default:
            shape.ellipse(150, 62, 38, 20, .trim, onGarmentOnly: true)
            shape.ellipse(150, 58, 28, 12, .background)
        }
        return shape
    }

    private static func vest() -> GarmentShape {
        var shape = GarmentShape(anchor: (150, 220))
        shape.polygon([(112, 60), (188, 60), (216, 78), (206, 150), (212, 332), (88, 332), (94, 150), (84, 78)])
        shape.polygon([(122, 58), (178, 58), (150, 140)], .trim)
        shape.polygon([(130, 56), (170, 56), (150, 124)], .background)
        shape.rect(86, 306, 214, 334, .trim, onGarmentOnly: true)
        return shape
    }

    private static func coat(belted: Bool) -> GarmentShape {
        var shape = GarmentShape(anchor: (106, 262))
        shape.polygon([
            (110, 45), (190, 45), (240, 70), (262, 330), (232, 336), (214, 140), (224, 386), (76, 386), (86, 140), (68, 336), (38, 330),
            (60, 70),
        ])
        shape.mirrored([(108, 44), (150, 160), (132, 166), (96, 80)], .trim)
        shape.polygon([(124, 44), (176, 44), (150, 140)], .background)
        for y in [190.0, 240, 300] {
            shape.ellipse(132, y, 5, 5, .detail)
            shape.ellipse(168, y, 5, 5, .detail)
        }
        if belted {
            shape.rect(60, 206, 240, 222, .trim, onGarmentOnly: true)
            shape.rect(140, 202, 160, 226, .detail)
        }
        return shape
    }

    private static func cape() -> GarmentShape {
        var shape = GarmentShape(anchor: (150, 240))
        shape.polygon([(118, 46), (182, 46), (258, 332), (42, 332)])
        shape.ellipse(150, 56, 44, 22, .trim, onGarmentOnly: true)
        shape.ellipse(150, 50, 30, 12, .background)
        shape.rect(42, 318, 258, 334, .trim, onGarmentOnly: true)
        return shape
    }

    private static func blazer() -> GarmentShape {
        var shape = GarmentShape(anchor: (108, 222))
        shape.polygon([
            (112, 50), (188, 50), (236, 72), (258, 300), (228, 306), (212, 135), (214, 302), (86, 302), (88, 135), (72, 306), (42, 300),
            (64, 72),
        ])
        shape.mirrored([(110, 48), (150, 176), (134, 178), (100, 96), (118, 90)], .trim)
        shape.polygon([(124, 48), (176, 48), (150, 160)], .background)
        shape.ellipse(150, 205, 5, 5, .detail)
        shape.ellipse(150, 245, 5, 5, .detail)
        shape.rect(98, 252, 132, 258, .detail)
        shape.rect(168, 252, 202, 258, .detail)
        return shape
    }
}
