import CurveKit

/// SwiftUI: `Animation.timingCurve` for a Bézier, its springs for a spring; otherwise the
/// closer of the two.
enum SwiftUIWriter: BezierAndSpringWriter {
    static let springsMove = true
    /// The duration SwiftUI's `timingCurve` needs when the curve has none: SwiftUI's default.
    static let defaultDuration = 0.35
    /// How many spans of the curve, at most, a spring's rounded numbers are held to the bound
    /// over (see ``spring(_:timeScale:digits:)``).
    static let roundingSpans = 10.0
    static func declaration(_ code: String, name: String) -> String { "let \(CodeText.swiftIdentifier(name)) = \(code)" }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "Swift", { CodeText.swiftIdentifier($0) })
    }
    /// A preset as a member of `Animation` (`.easeIn` alone has no type to be a member of).
    static func named(_ spelling: String, _ curve: Curve) -> String { "Animation" + spelling }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String { self.bezier(bezier, duration: defaultDuration, digits: digits) }

    /// A keyframes curve as a `KeyframeTimeline` over 1 s (``SwiftUIKeyframes/curveDocument(_:name:digits:isCancelled:)``).
    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    {
        try SwiftUIKeyframes.curveDocument(curve, name: name, digits: digits, isCancelled: isCancelled)
    }

    static func bezier(_ bezier: CubicBezier, duration: Double, digits: Digits) -> String {
        "Animation.timingCurve(\(ExportTiming.controlPoints(bezier, digits: digits)), duration: \(TextFormat.trimmed(duration, decimals: 3)))"
    }

    /// The Bézier and the spring, the Bézier played for the curve's own duration when it knows
    /// one (a recording's), else SwiftUI's default.
    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        let duration = candidates.duration ?? defaultDuration
        return [
            try PlatformExport.bezierApproximation(candidates) { bezier($0, duration: duration, digits: digits) },
            try PlatformExport.springApproximation(candidates, moving: springsMove) { spring($0, digits: digits) },
        ].compactMap { $0 }
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? { self.spring(spring, timeScale: 1, digits: digits) }

    /// SwiftUI's spring for a damped spring: `.spring(response:dampingFraction:)` when it
    /// starts at rest (exact: the same ω₀ and ζ), `.interpolatingSpring(mass:stiffness:
    /// damping:initialVelocity:)` otherwise. `timeScale` speeds the motion up (an animation
    /// whose duration differs from the spring's span plays it faster or slower). nil when the
    /// sped-up spring's numbers are not a spring (they overflow or vanish): the caller then
    /// writes an approximation with its error, never another curve.
    static func spring(_ spring: Spring, timeScale: Double, digits: Digits) -> String? {
        let stiffness = spring.stiffness * timeScale * timeScale
        let damping = spring.damping * timeScale
        let velocity = spring.initialVelocity * timeScale
        // The motion as played: the spring sped up by timeScale, over its span.
        let span = spring.timeSpan / timeScale
        guard
            let played = try? Spring(
                mass: spring.mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, duration: span)
        else { return nil }
        // SwiftUI plays a spring until it settles, however long that takes: the rounded numbers
        // stay within the bound over that time, not only over the curve's span — up to
        // ``roundingSpans`` spans. A spring that takes longer (a fit that found almost no
        // damping) is no likeness of the curve whatever its digits, and the error printed with
        // it is that of the code as printed, read back; over its whole run no rounding would
        // hold, and its numbers would keep all seventeen digits.
        let rounding = max(span, min(played.settlingTime, Self.roundingSpans * span))
        if velocity == 0 {
            let response = SpringConversions.period(stiffness: stiffness, mass: spring.mass)
            let texts = PasteDecimals.spring([response, spring.dampingRatio], digits: digits, exact: played, span: rounding) { p in
                try Spring(response: p[0], dampingFraction: p[1], duration: span)
            }
            return "Animation.spring(response: \(texts[0]), dampingFraction: \(texts[1]), blendDuration: 0)"
        }
        let texts = PasteDecimals.spring([spring.mass, stiffness, damping, velocity], digits: digits, exact: played, span: rounding) { p in
            try Spring(mass: p[0], stiffness: p[1], damping: p[2], initialVelocity: p[3], duration: span)
        }
        return "Animation.interpolatingSpring(mass: \(texts[0]), stiffness: \(texts[1]), "
            + "damping: \(texts[2]), initialVelocity: \(texts[3]))"
    }

}

extension SwiftUIWriter {
    /// The `Animation` played for the kept duration (a timing curve's `duration:`, in place of
    /// ``defaultDuration``) and after the kept delay (`.delay(seconds)`), as
    /// ``SwiftUIAnimationWriter`` writes an animation's; a spring runs until it settles, so its
    /// duration is named in a comment.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        var expression = code
        var placed = timing.duration == nil
        if let duration = timing.duration, !isSpring {
            let seconds = TextFormat.trimmed(duration, decimals: 3)
            if code.hasPrefix("Animation.timingCurve("), let argument = code.range(of: ", duration: ", options: .backwards) {
                expression = code[..<argument.lowerBound] + ", duration: \(seconds))"
                placed = true
            } else if presetsTakingDuration.contains(code) {
                expression = code + "(duration: \(seconds))"
                placed = true
            }
        }
        if let delay = timing.delay { expression += ".delay(\(TextFormat.shortest(delay)))" }
        return placed ? declaration(expression, name: name) : commentedTiming(expression, name: name, timing: timing)
    }

    /// The preset animations written by name that take a `duration:` (Animation.easeInOut(duration:) …).
    static let presetsTakingDuration: Set<String> = ["Animation.linear", "Animation.easeIn", "Animation.easeOut", "Animation.easeInOut"]
}
