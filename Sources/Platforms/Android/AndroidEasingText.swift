import CurveKit

extension AndroidSpec {
    /// The framework interpolators' definitions and formulas (AOSP's `getInterpolation`).
    static func easingText(_ easing: PlatformEasing) -> (definition: String, formula: String)? {
        let p = easing.parameters.map(TextFormat.shortest)
        let text: (code: String, formula: String)
        switch easing.formula {
        case .androidAccelerate: text = ("AccelerateInterpolator(\(p[0]))", "y = t^(2·\(p[0]))")
        case .androidDecelerate: text = ("DecelerateInterpolator(\(p[0]))", "y = 1 − (1 − t)^(2·\(p[0]))")
        case .androidAccelerateDecelerate: text = ("AccelerateDecelerateInterpolator()", "y = cos((t + 1)π)/2 + 0.5")
        case .androidAnticipate: text = ("AnticipateInterpolator(\(p[0]))", "y = t²((s + 1)t − s), s = \(p[0])")
        case .androidOvershoot: text = ("OvershootInterpolator(\(p[0]))", "y = u²((s + 1)u + s) + 1, u = t − 1, s = \(p[0])")
        case .androidAnticipateOvershoot:
            text = (
                "AnticipateOvershootInterpolator(\(p[0]), \(p[1]))",
                "s = \(p[0])·\(p[1]); t < ½: ½·a(2t), else ½·(o(2t − 2) + 2), a(t) = t²((s + 1)t − s), o(t) = t²((s + 1)t + s)"
            )
        case .androidBounce:
            text = (
                "BounceInterpolator()",
                "b(t) = 8t², t ← 1.1226t: b(t) below 0.3535, then b(t − 0.54719) + 0.7, b(t − 0.8526) + 0.9, b(t − 1.0435) + 0.95"
            )
        default: return nil
        }
        let name = String(text.code.prefix { $0 != "(" })
        return ("\(word) \(text.code)", "\(text.formula) (Android \(name))")
    }
}
