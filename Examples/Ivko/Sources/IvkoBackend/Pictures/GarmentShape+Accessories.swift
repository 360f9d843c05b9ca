extension GarmentShape {
    /// A scarf hung round a neck: the loop and two fringed tails.
    static func scarf() -> GarmentShape {
        var shape = GarmentShape(anchor: (124, 230))
        shape.ellipse(150, 95, 56, 46)
        shape.ellipse(150, 92, 30, 24, .background)
        shape.polygon([(106, 104), (146, 112), (142, 344), (104, 340)])
        shape.polygon([(156, 120), (196, 112), (200, 326), (160, 332)])
        for index in 0..<5 {
            let step = Double(index) * 8
            shape.rect(105 + step, 338, 109 + step, 372)
            shape.rect(161 + step, 326, 165 + step, 360)
        }
        shape.rect(100, 300, 150, 312, .trim, onGarmentOnly: true)
        shape.rect(150, 290, 205, 302, .trim, onGarmentOnly: true)
        return shape
    }

    /// A belt laid straight: strap, buckle and holes.
    static func belt() -> GarmentShape {
        var shape = GarmentShape(anchor: (150, 200))
        shape.polygon([(30, 178), (258, 178), (282, 200), (258, 222), (30, 222)])
        shape.rect(38, 162, 88, 238, .detail)
        shape.rect(48, 172, 78, 228)
        shape.rect(60, 196, 100, 204, .detail)
        for x in [200.0, 222, 244] { shape.ellipse(x, 200, 4, 4, .detail) }
        return shape
    }

    /// A beret from the side: the crown, its band and the stalk.
    static func beret() -> GarmentShape {
        var shape = GarmentShape(anchor: (150, 195))
        shape.rect(145, 118, 155, 140)
        shape.ellipse(150, 205, 126, 72)
        shape.rect(0, 246, 300, 290, .trim, onGarmentOnly: true)
        return shape
    }

    /// A pair of gloves, thumbs outwards, with knitted cuffs.
    static func gloves() -> GarmentShape {
        var shape = GarmentShape(anchor: (92, 236))
        shape.mirrored([(50, 170), (132, 170), (132, 292), (50, 292)])
        for (x, top) in [(50.0, 100.0), (71, 84), (92, 88), (113, 104)] {
            shape.mirrored([(x, top), (x + 19, top), (x + 19, 175), (x, 175)])
        }
        shape.mirrored([(52, 232), (20, 172), (6, 184), (48, 268)])
        shape.mirrored([(48, 290), (134, 290), (134, 342), (48, 342)], .trim)
        return shape
    }

    /// A tote bag with its two handles.
    static func bag() -> GarmentShape {
        var shape = GarmentShape(anchor: (150, 272))
        shape.ellipse(150, 152, 58, 78)
        shape.ellipse(150, 152, 42, 64, .background)
        shape.polygon([(56, 152), (244, 152), (262, 372), (38, 372)])
        shape.rect(0, 152, 300, 172, .trim, onGarmentOnly: true)
        return shape
    }
}
