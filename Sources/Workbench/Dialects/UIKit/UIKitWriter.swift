import CurveKit

/// UIKit and Core Animation: `CAMediaTimingFunction(controlPoints:)` for a Bézier,
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` for a spring; otherwise
/// the closer of the two.
enum UIKitWriter: BezierAndSpringWriter {
    static let springsMove = true
    static func declaration(_ code: String, name: String) -> String { "let \(CodeText.swiftIdentifier(name)) = \(code)" }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "CAMediaTimingFunction(controlPoints: \(ExportTiming.controlPoints(bezier, digits: digits)))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        let span = spring.timeSpan
        let n = DialectExport.springNumbers(
            spring, [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], digits: digits
        ) { p in try Spring(mass: p[0], stiffness: p[1], damping: p[2], initialVelocity: p[3], duration: span) }
        return "UISpringTimingParameters(mass: \(n[0]), stiffness: \(n[1]), damping: \(n[2]), initialVelocity: CGVector(dx: \(n[3]), dy: 0))"
    }
}
