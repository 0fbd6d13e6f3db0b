import Foundation

// Robert Penner's ORIGINAL easing equations (ActionScript, "Easing Equations v1.5",
// robertpenner.com/easing, BSD licence), transcribed statement by statement in their
// (t, b, c, d) form: t current time, b beginning value, c change in value, d duration.
// ActionScript's assignments inside expressions (`t/=d`, `t-=2`, `--t`) are spelled out as
// Swift statements in the same order, and Math.pow / Math.sqrt / Math.sin / Math.cos /
// Math.asin as the libm functions of the same name.
//
// Why this is an independent reference: CurveKit's Penner implements the *normalised*
// rewrites published by easings.net (e.g. easeInOutQuad as `x < ½ ? 2x² : 1 − (−2x + 2)²/2`,
// easeOutBack as `1 + c3(x − 1)³ + c1(x − 1)²`, elastic with c4 = 2π/3). The originals
// below are algebraically the same functions but factor the arithmetic differently (nested
// Horner-like products, `(t*d − s)·2π/p` phases, `c − easeOutBounce(d − t)`), so an error in a
// constant, a sign, a branch or a shifted argument in either form shows up as a disagreement,
// while honest floating-point rounding differs by a few ulp only. Nothing here calls CurveKit.
enum PennerOriginal {
    typealias Equation = @Sendable (_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double

    // MARK: Sine

    static func easeInSine(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        return -c * cos(t / d * (Double.pi / 2)) + c + b
    }

    static func easeOutSine(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        return c * sin(t / d * (Double.pi / 2)) + b
    }

    static func easeInOutSine(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        return -c / 2 * (cos(Double.pi * t / d) - 1) + b
    }

    // MARK: Quad

    static func easeInQuad(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d
        return c * t * t + b
    }

    static func easeOutQuad(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d
        return -c * t * (t - 2) + b
    }

    static func easeInOutQuad(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d / 2
        if t < 1 { return c / 2 * t * t + b }
        t -= 1  // --t
        return -c / 2 * (t * (t - 2) - 1) + b
    }

    // MARK: Cubic

    static func easeInCubic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d
        return c * t * t * t + b
    }

    static func easeOutCubic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t = t / d - 1
        return c * (t * t * t + 1) + b
    }

    static func easeInOutCubic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d / 2
        if t < 1 { return c / 2 * t * t * t + b }
        t -= 2
        return c / 2 * (t * t * t + 2) + b
    }

    // MARK: Quart

    static func easeInQuart(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d
        return c * t * t * t * t + b
    }

    static func easeOutQuart(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t = t / d - 1
        return -c * (t * t * t * t - 1) + b
    }

    static func easeInOutQuart(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d / 2
        if t < 1 { return c / 2 * t * t * t * t + b }
        t -= 2
        return -c / 2 * (t * t * t * t - 2) + b
    }

    // MARK: Quint

    static func easeInQuint(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d
        return c * t * t * t * t * t + b
    }

    static func easeOutQuint(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t = t / d - 1
        return c * (t * t * t * t * t + 1) + b
    }

    static func easeInOutQuint(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d / 2
        if t < 1 { return c / 2 * t * t * t * t * t + b }
        t -= 2
        return c / 2 * (t * t * t * t * t + 2) + b
    }

    // MARK: Expo

    static func easeInExpo(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        return t == 0 ? b : c * pow(2, 10 * (t / d - 1)) + b
    }

    static func easeOutExpo(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        return t == d ? b + c : c * (-pow(2, -10 * t / d) + 1) + b
    }

    static func easeInOutExpo(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        if t == 0 { return b }
        if t == d { return b + c }
        t /= d / 2
        if t < 1 { return c / 2 * pow(2, 10 * (t - 1)) + b }
        t -= 1  // --t
        return c / 2 * (-pow(2, -10 * t) + 2) + b
    }

    // MARK: Circ

    static func easeInCirc(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d
        return -c * (sqrt(1 - t * t) - 1) + b
    }

    static func easeOutCirc(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t = t / d - 1
        return c * sqrt(1 - t * t) + b
    }

    static func easeInOutCirc(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d / 2
        if t < 1 { return -c / 2 * (sqrt(1 - t * t) - 1) + b }
        t -= 2
        return c / 2 * (sqrt(1 - t * t) + 1) + b
    }

    // MARK: Back (s = 1.70158 when undefined)

    static func easeInBack(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let s = 1.70158
        var t = t
        t /= d
        return c * t * t * ((s + 1) * t - s) + b
    }

    static func easeOutBack(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let s = 1.70158
        var t = t
        t = t / d - 1
        return c * (t * t * ((s + 1) * t + s) + 1) + b
    }

    static func easeInOutBack(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var s = 1.70158
        var t = t
        t /= d / 2
        if t < 1 {
            s *= 1.525
            return c / 2 * (t * t * ((s + 1) * t - s)) + b
        }
        t -= 2
        s *= 1.525
        return c / 2 * (t * t * ((s + 1) * t + s) + 2) + b
    }

    // MARK: Elastic (a and p undefined: p = d*.3, or d*(.3*1.5) for in-out; a = c; s = p/4)

    static func easeInElastic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        if t == 0 { return b }
        t /= d
        if t == 1 { return b + c }
        let p = d * 0.3
        let a = c  // !a → a = c
        let s = p / 4
        t -= 1
        return -(a * pow(2, 10 * t) * sin((t * d - s) * (2 * Double.pi) / p)) + b
    }

    static func easeOutElastic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        if t == 0 { return b }
        t /= d
        if t == 1 { return b + c }
        let p = d * 0.3
        let a = c
        let s = p / 4
        return a * pow(2, -10 * t) * sin((t * d - s) * (2 * Double.pi) / p) + c + b
    }

    static func easeInOutElastic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        if t == 0 { return b }
        t /= d / 2
        if t == 2 { return b + c }
        let p = d * (0.3 * 1.5)
        let a = c
        let s = p / 4
        if t < 1 {
            t -= 1
            return -0.5 * (a * pow(2, 10 * t) * sin((t * d - s) * (2 * Double.pi) / p)) + b
        }
        t -= 1
        return a * pow(2, -10 * t) * sin((t * d - s) * (2 * Double.pi) / p) * 0.5 + c + b
    }

    // MARK: Bounce

    static func easeInBounce(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        return c - easeOutBounce(d - t, 0, c, d) + b
    }

    static func easeOutBounce(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t
        t /= d
        if t < (1 / 2.75) {
            return c * (7.5625 * t * t) + b
        } else if t < (2 / 2.75) {
            t -= (1.5 / 2.75)
            return c * (7.5625 * t * t + 0.75) + b
        } else if t < (2.5 / 2.75) {
            t -= (2.25 / 2.75)
            return c * (7.5625 * t * t + 0.9375) + b
        } else {
            t -= (2.625 / 2.75)
            return c * (7.5625 * t * t + 0.984375) + b
        }
    }

    static func easeInOutBounce(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t < d / 2 { return easeInBounce(t * 2, 0, c, d) * 0.5 + b }
        return easeOutBounce(t * 2 - d, 0, c, d) * 0.5 + c * 0.5 + b
    }

    // MARK: Lookup

    /// The original equation called `name` in Penner's own camel-case spelling
    /// (`easeOutBounce`), keyed independently of CurveKit's naming code.
    static let equations: [String: Equation] = [
        "easeInSine": easeInSine, "easeOutSine": easeOutSine, "easeInOutSine": easeInOutSine,
        "easeInQuad": easeInQuad, "easeOutQuad": easeOutQuad, "easeInOutQuad": easeInOutQuad,
        "easeInCubic": easeInCubic, "easeOutCubic": easeOutCubic, "easeInOutCubic": easeInOutCubic,
        "easeInQuart": easeInQuart, "easeOutQuart": easeOutQuart, "easeInOutQuart": easeInOutQuart,
        "easeInQuint": easeInQuint, "easeOutQuint": easeOutQuint, "easeInOutQuint": easeInOutQuint,
        "easeInExpo": easeInExpo, "easeOutExpo": easeOutExpo, "easeInOutExpo": easeInOutExpo,
        "easeInCirc": easeInCirc, "easeOutCirc": easeOutCirc, "easeInOutCirc": easeInOutCirc,
        "easeInBack": easeInBack, "easeOutBack": easeOutBack, "easeInOutBack": easeInOutBack,
        "easeInElastic": easeInElastic, "easeOutElastic": easeOutElastic, "easeInOutElastic": easeInOutElastic,
        "easeInBounce": easeInBounce, "easeOutBounce": easeOutBounce, "easeInOutBounce": easeInOutBounce,
    ]

    /// The normalised curve: b = 0, c = 1, d = 1.
    static func value(_ name: String, at x: Double) -> Double {
        equations[name]!(x, 0, 1, 1)
    }
}
