import CurveKit

/// Motion: an ease array for a Bézier, a spring transition (stiffness, damping, mass,
/// velocity) for a spring; otherwise the closer of the two.
enum MotionWriter: BezierAndSpringWriter {
    static let springsMove = true
    static func declaration(_ code: String, name: String) -> String { "const \(CodeText.javaScriptIdentifier(name)) = \(code);" }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String { "[\(ExportTiming.controlPoints(bezier, digits: digits))]" }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        let span = spring.timeSpan
        let n = DialectExport.springNumbers(
            spring, [spring.stiffness, spring.damping, spring.mass, spring.initialVelocity], digits: digits
        ) { p in try Spring(mass: p[2], stiffness: p[0], damping: p[1], initialVelocity: p[3], duration: span) }
        return "{ type: \"spring\", stiffness: \(n[0]), damping: \(n[1]), mass: \(n[2]), velocity: \(n[3]) }"
    }

    static func formula(_ easing: PlatformEasing) -> String? { PlatformFormulaCode.motion(easing) }
}
