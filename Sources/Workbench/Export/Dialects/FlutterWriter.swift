import CurveKit

/// Flutter: `Cubic` for a Bézier, `SpringDescription` for a spring from rest (a start
/// velocity belongs to the `SpringSimulation`); otherwise the closer of the two.
enum FlutterWriter: BezierAndSpringWriter {
    static let springsMove = false
    static let dialect = Dialect.flutter
    static func declaration(_ code: String, name: String) -> String { "final \(CodeText.swiftIdentifier(name)) = \(code);" }
    static let renderingNote: String? = "Flutter's Cubic bisects to 1e-3 in x"

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "Cubic(\(ExportTiming.controlPoints(bezier, digits: digits)))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        guard spring.initialVelocity == 0 else { return nil }
        let span = spring.timeSpan
        let n = DialectExport.springNumbers(spring, [spring.mass, spring.stiffness, spring.damping], digits: digits) { p in
            try Spring(mass: p[0], stiffness: p[1], damping: p[2], duration: span)
        }
        return "SpringDescription(mass: \(n[0]), stiffness: \(n[1]), damping: \(n[2]))"
    }

    static func formula(_ easing: PlatformEasing) -> String? { PlatformFormulaCode.flutter(easing) }
}
