import CurveKit

/// Motion: an ease array for a Bézier, a spring transition (stiffness, damping, mass,
/// velocity) for a spring; otherwise the closer of the two.
enum MotionWriter: DialectWriter {
    static let dialect = Dialect.motion
    static func comment(_ text: String) -> String { "// \(CodeText.commentSafe(text))" }
    static func declaration(_ code: String, name: String) -> String { "const \(CodeText.swiftIdentifier(name)) = \(code);" }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String { "[\(ExportTiming.controlPoints(bezier, digits: digits))]" }

    static func spring(_ spring: Spring, digits: Digits) -> String {
        let span = spring.timeSpan
        let n = DialectExport.springNumbers(
            spring, [spring.stiffness, spring.damping, spring.mass, spring.initialVelocity], digits: digits
        ) { p in try Spring(mass: p[2], stiffness: p[0], damping: p[1], initialVelocity: p[3], duration: span) }
        return "{ type: \"spring\", stiffness: \(n[0]), damping: \(n[1]), mass: \(n[2]), velocity: \(n[3]) }"
    }

    static func exact(_ curve: Curve, digits: Digits) -> String? {
        switch curve {
        case .bezier(let curve): bezier(curve, digits: digits)
        case .spring(let curve): spring(curve, digits: digits)
        case .platform(let easing): PlatformFormulaCode.motion(easing)
        default: nil
        }
    }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [DialectExport.Approximation] {
        [
            try DialectExport.bezierApproximation(candidates) { bezier($0, digits: digits) },
            try DialectExport.springApproximation(candidates, moving: true) { spring($0, digits: digits) },
        ].compactMap { $0 }
    }
}
