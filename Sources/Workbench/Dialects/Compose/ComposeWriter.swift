import CurveKit

/// Jetpack Compose: `CubicBezierEasing` for a Bézier, `spring(dampingRatio, stiffness)` for a
/// spring from rest (Compose has no mass: stiffness k/m keeps the motion; a start velocity
/// belongs to the animation, not the spec); otherwise the closer of the two.
enum ComposeWriter: BezierAndSpringWriter {
    static let springsMove = false
    static func declaration(_ code: String, name: String) -> String { "val \(CodeText.swiftIdentifier(name)) = \(code)" }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "CubicBezierEasing(\(DialectExport.points(bezier, digits: digits, Kotlin.float).joined(separator: ", ")))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        guard let n = DialectExport.massFreeSpring(spring, digits: digits) else { return nil }
        return "spring<Float>(dampingRatio = \(n.dampingRatio), stiffness = \(n.stiffness))"
    }

    /// `PathEasing` (animation-core PathEasing.kt) takes any path from (0, 0) to (1, 1).
    static func path(_ path: BezierPath, digits: Digits) -> String? {
        "PathEasing(PathParser().parsePathString(\"\(DialectExport.pathData(path, digits: digits))\").toPath())"
    }
}
