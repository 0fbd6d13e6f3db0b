import CurveKit

/// UIKit and Core Animation in Swift (`export NAME uikit`, and `export NAME swift`):
/// `CAMediaTimingFunction(controlPoints:)` for a Bézier,
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` for a spring, a
/// `CAKeyframeAnimation`'s arrays for keyframes, `linear()` stops and steps; otherwise the
/// closer of a Bézier and a spring.
enum UIKitWriter: BezierAndSpringWriter {
    static let springsMove = true
    static func declaration(_ code: String, name: String) -> String { "let \(CodeText.swiftIdentifier(name)) = \(code)" }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "Swift", { CodeText.swiftIdentifier($0) })
    }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "CAMediaTimingFunction(controlPoints: \(ExportTiming.controlPoints(bezier, digits: digits)))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        let n = springNumbers(spring, digits: digits)
        return
            "UISpringTimingParameters(mass: \(n[0]), stiffness: \(n[1]), damping: \(n[2]), initialVelocity: CGVector(dx: \(n[3]), dy: 0))"
    }

    /// Mass, stiffness, damping and initial velocity as code numbers, in both languages.
    static func springNumbers(_ spring: Spring, digits: Digits) -> [String] {
        let span = spring.timeSpan
        return PlatformExport.springNumbers(
            spring, [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], digits: digits
        ) { p in try Spring(mass: p[0], stiffness: p[1], damping: p[2], initialVelocity: p[3], duration: span) }
    }

    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    {
        try UIKitKeyframes.document(curve, name: name, objectiveC: false, digits: digits, isCancelled: isCancelled)
    }
}

extension UIKitWriter {
    /// The timing function, and how an animation plays it for the kept duration and delay, in
    /// seconds as ``CoreAnimationExport`` writes an animation's (`duration`, a `beginTime` after
    /// the delay); a spring with a comment.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        guard !isSpring else { return commentedTiming(code, name: name, timing: timing) }
        let identifier = CodeText.swiftIdentifier(name)
        let settings =
            ["animation.timingFunction = \(identifier)"]
            + [
                timing.duration.map { "animation.duration = \(TextFormat.shortest($0))" },
                timing.delay.map { "animation.beginTime = CACurrentMediaTime() + \(TextFormat.shortest($0))" },
            ].compactMap { $0 }
        return declaration(code, name: name) + "\n" + comment(settings.joined(separator: "; "))
    }
}
