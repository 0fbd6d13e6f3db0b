import CurveKit

extension GSAPSpec {
    /// GSAP's spelling of a direction: in, out, inOut.
    static func directionWord(_ direction: PlatformEasing.Direction) -> String {
        switch direction {
        case .in: "in"
        case .out: "out"
        case .inOut: "inOut"
        }
    }

    /// How GSAP makes a direction from the family's defining ease `base` (in or out), as the
    /// start of the formula text: nothing for the base itself.
    static func directed(_ direction: PlatformEasing.Direction, base: String) -> String {
        let other = base == "in" ? "out" : "in"
        switch direction {
        case .in where base == "in", .out where base == "out": return "y = "
        case .in, .out: return "y = \(other)(p) = 1 − \(base)(1 − p), "
        case .inOut where base == "in": return "y = in(2p)/2 for p < ½, 1 − in(2(1 − p))/2 after, "
        case .inOut: return "y = (1 − out(1 − 2p))/2 for p < ½, ½ + out(2p − 1)/2 after, "
        }
    }

    /// GSAP's expo, back and elastic eases (gsap-core.js).
    static func easingText(_ easing: PlatformEasing) -> (definition: String, formula: String)? {
        let p = easing.parameters.map(TextFormat.shortest)
        let direction = directionWord(easing.direction)
        let code: String
        let formula: String
        switch easing.formula {
        case .gsapExpo:
            code = "expo.\(direction)"
            formula = directed(easing.direction, base: "in") + "in(p) = 2^(10(p − 1))·p + p⁶(1 − p)"
        case .gsapBack:
            code = "back.\(direction)(\(p[0]))"
            formula = directed(easing.direction, base: "out") + "out(p) = (p − 1)²((s + 1)(p − 1) + s) + 1, s = \(p[0])"
        case .gsapElastic:
            code = "elastic.\(direction)(\(p[0]), \(p[1]))"
            formula =
                directed(easing.direction, base: "out")
                + "out(p) = a·2^(−10p)·sin((p − p3)·2π/p2) + 1, amplitude \(p[0]), period \(p[1])"
        default: return nil
        }
        return ("\(word) \(code)", "GSAP \(code): \(formula)")
    }
}
