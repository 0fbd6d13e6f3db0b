import CurveKit

/// A platform formula curve (``PlatformEasing``) in its own platform's code: exact there, as
/// the reader of that platform reads it back.
enum PlatformFormulaCode {
    static func number(_ value: Double) -> String { TextFormat.shortest(value) }

    static func android(_ easing: PlatformEasing) -> String? {
        let p = easing.parameters.map { Kotlin.float(number($0)) }
        switch easing.formula {
        case .androidAccelerate: return "AccelerateInterpolator(\(p[0]))"
        case .androidDecelerate: return "DecelerateInterpolator(\(p[0]))"
        case .androidAccelerateDecelerate: return "AccelerateDecelerateInterpolator()"
        case .androidAnticipate: return "AnticipateInterpolator(\(p[0]))"
        case .androidOvershoot: return "OvershootInterpolator(\(p[0]))"
        case .androidAnticipateOvershoot: return "AnticipateOvershootInterpolator(\(p[0]), \(p[1]))"
        case .androidBounce: return "BounceInterpolator()"
        default: return nil
        }
    }

    static func gsap(_ easing: PlatformEasing) -> String? {
        let direction = easing.direction == .in ? "in" : easing.direction == .out ? "out" : "inOut"
        let p = easing.parameters.map(number).joined(separator: ", ")
        switch easing.formula {
        case .gsapExpo: return "\"expo.\(direction)\""
        case .gsapBack: return "\"back.\(direction)(\(p))\""
        case .gsapElastic: return "\"elastic.\(direction)(\(p))\""
        default: return nil
        }
    }

    static func flutter(_ easing: PlatformEasing) -> String? {
        guard easing.formula == .flutterElastic else { return nil }
        let kind = easing.direction == .in ? "ElasticInCurve" : easing.direction == .out ? "ElasticOutCurve" : "ElasticInOutCurve"
        return "\(kind)(\(number(easing.parameters[0])))"
    }

    static func motion(_ easing: PlatformEasing) -> String? {
        let p = easing.parameters.map(number)
        switch easing.formula {
        case .motionAnticipate: return "\"anticipate\""
        case .motionSteps: return "steps(\(p[0]), \(easing.parameters[1] == 0 ? "\"end\"" : "\"start\""))"
        case .motionDurationSpring: return "{ type: \"spring\", duration: \(p[0]), bounce: \(p[1]) }"
        default: return nil
        }
    }
}
