import CurveKit

/// A platform's own easing formula (Android's interpolators, GSAP's expo, back and elastic,
/// Flutter's elastic curves, Motion's anticipate), typed as the platform's code after its
/// platform word: `a = android OvershootInterpolator(2f)`.
struct PlatformEasingKind: CurveKindSpec {
    static let kind = "platform"

    static func shape(of curve: Curve) -> PlatformEasing? {
        if case .platform(let easing) = curve { easing } else { nil }
    }

    /// The platform paste that makes the curve.
    static func definition(_ easing: PlatformEasing) -> String {
        let p = easing.parameters.map(TextFormat.shortest)
        let gsapDirection =
            switch easing.direction {
            case .in: "in"
            case .out: "out"
            case .inOut: "inOut"
            }
        let flutterDirection =
            switch easing.direction {
            case .in: "In"
            case .out: "Out"
            case .inOut: "InOut"
            }
        return switch easing.formula {
        case .androidAccelerate: "android AccelerateInterpolator(\(p[0]))"
        case .androidDecelerate: "android DecelerateInterpolator(\(p[0]))"
        case .androidAccelerateDecelerate: "android AccelerateDecelerateInterpolator()"
        case .androidAnticipate: "android AnticipateInterpolator(\(p[0]))"
        case .androidOvershoot: "android OvershootInterpolator(\(p[0]))"
        case .androidAnticipateOvershoot: "android AnticipateOvershootInterpolator(\(p[0]), \(p[1]))"
        case .androidBounce: "android BounceInterpolator()"
        case .gsapExpo: "gsap expo.\(gsapDirection)"
        case .gsapBack: "gsap back.\(gsapDirection)(\(p[0]))"
        case .gsapElastic: "gsap elastic.\(gsapDirection)(\(p[0]), \(p[1]))"
        case .flutterElastic: "flutter Elastic\(flutterDirection)Curve(\(p[0]))"
        case .motionAnticipate: "motion anticipate"
        case .motionSteps: "motion steps(\(p[0]), \(easing.parameters[1] == 0 ? "\"end\"" : "\"start\""))"
        case .motionDurationSpring: "motion { type: \"spring\", duration: \(p[0]), bounce: \(p[1]) }"
        }
    }

    /// The platform's own formula, or another platform's that is the same curve
    /// (``PlatformEasing/equivalents``: GSAP's elastic.out(1, 0.3) is Flutter's
    /// ElasticOutCurve(0.3)).
    static func exact(_ easing: PlatformEasing, in forms: any ExactForms.Type, digits: Digits) -> String? {
        forms.exact(formula: easing, digits: digits)
            ?? easing.equivalents.lazy.compactMap { forms.exact(formula: $0, digits: digits) }.first
    }

    /// GSAP's spelling of a direction: in, out, inOut.
    static func gsapWord(_ direction: PlatformEasing.Direction) -> String {
        switch direction {
        case .in: "in"
        case .out: "out"
        case .inOut: "inOut"
        }
    }

    /// How GSAP makes a direction from the family's defining ease `base` (in or out), as the
    /// start of the formula text: nothing for the base itself.
    static func gsapDirected(_ direction: PlatformEasing.Direction, base: String) -> String {
        let other = base == "in" ? "out" : "in"
        switch direction {
        case .in where base == "in", .out where base == "out": return "y = "
        case .in, .out: return "y = \(other)(p) = 1 − \(base)(1 − p), "
        case .inOut where base == "in": return "y = in(2p)/2 for p < ½, 1 − in(2(1 − p))/2 after, "
        case .inOut: return "y = (1 − out(1 − 2p))/2 for p < ½, ½ + out(2p − 1)/2 after, "
        }
    }

    static func formula(_ easing: PlatformEasing) -> String {
        let p = easing.parameters.map(TextFormat.shortest)
        return switch easing.formula {
        case .androidAccelerate: "y = t^(2·\(p[0])) (Android AccelerateInterpolator)"
        case .androidDecelerate: "y = 1 − (1 − t)^(2·\(p[0])) (Android DecelerateInterpolator)"
        case .androidAccelerateDecelerate: "y = cos((t + 1)π)/2 + 0.5 (Android AccelerateDecelerateInterpolator)"
        case .androidAnticipate: "y = t²((s + 1)t − s), s = \(p[0]) (Android AnticipateInterpolator)"
        case .androidOvershoot: "y = u²((s + 1)u + s) + 1, u = t − 1, s = \(p[0]) (Android OvershootInterpolator)"
        case .androidAnticipateOvershoot:
            "s = \(p[0])·\(p[1]); t < ½: ½·a(2t), else ½·(o(2t − 2) + 2), a(t) = t²((s + 1)t − s), o(t) = t²((s + 1)t + s) (Android AnticipateOvershootInterpolator)"
        case .androidBounce:
            "b(t) = 8t², t ← 1.1226t: b(t) below 0.3535, then b(t − 0.54719) + 0.7, b(t − 0.8526) + 0.9, b(t − 1.0435) + 0.95 (Android BounceInterpolator)"
        case .gsapExpo:
            "GSAP expo.\(gsapWord(easing.direction)): " + gsapDirected(easing.direction, base: "in")
                + "in(p) = 2^(10(p − 1))·p + p⁶(1 − p)"
        case .gsapBack:
            "GSAP back.\(gsapWord(easing.direction))(\(p[0])): " + gsapDirected(easing.direction, base: "out")
                + "out(p) = (p − 1)²((s + 1)(p − 1) + s) + 1, s = \(p[0])"
        case .gsapElastic:
            "GSAP elastic.\(gsapWord(easing.direction))(\(p[0]), \(p[1])): " + gsapDirected(easing.direction, base: "out")
                + "out(p) = a·2^(−10p)·sin((p − p3)·2π/p2) + 1, amplitude \(p[0]), period \(p[1])"
        case .flutterElastic: "Flutter elastic \(easing.direction.rawValue): 2^(−10t)·sin((t − s)·2π/T) + 1 for out, T = \(p[0]), s = T/4"
        case .motionAnticipate:
            "Motion anticipate: q = 2p; q < 1: ½·backIn(q), else ½·(2 − 2^(−10(q − 1))), backIn the reverse of cubic-bezier(0.33, 1.53, 0.69, 0.99)"
        case .motionSteps:
            easing.parameters[1] == 0
                ? "Motion steps(\(p[0])): y = floor(min(p, 0.999)·\(p[0]))/\(p[0])"
                : "Motion steps(\(p[0]), \"start\"): y = ceil(max(p, 0.001)·\(p[0]))/\(p[0])"
        case .motionDurationSpring:
            "Motion duration spring: k, c from findSpring(duration \(p[0]) s, bounce \(p[1])), mass 1, y = spring position at p·\(p[0]) s, and 1 at p = 1 (Motion jumps to the target when the duration ends)"
        }
    }

    static func members(_ easing: PlatformEasing) -> [(key: String, value: JSONValue)] {
        [
            ("formula", .string(easing.formula.rawValue)), ("direction", .string(easing.direction.rawValue)),
            ("parameters", .numbers(easing.parameters)),
        ]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let word = try element.required("formula").string()
        guard let formula = PlatformEasing.Formula(rawValue: word) else {
            throw SessionFormatError(
                path: element.path + ".formula",
                message:
                    "unknown platform formula \"\(word)\"; accepted: \(PlatformEasing.Formula.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        let directionWord = try element.required("direction").string()
        guard let direction = PlatformEasing.Direction(rawValue: directionWord) else {
            throw SessionFormatError(path: element.path + ".direction", message: "expected in, out or in-out")
        }
        let parameters = try element.required("parameters").numberList()
        return .platform(
            try located(element, "parameters") { () throws(CurveError) in
                try PlatformEasing(formula, direction, parameters)
            })
    }
}
