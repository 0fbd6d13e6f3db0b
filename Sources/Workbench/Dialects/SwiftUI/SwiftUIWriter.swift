import CurveKit

/// SwiftUI: `Animation.timingCurve` for a Bézier, its springs for a spring; otherwise the
/// closer of the two.
enum SwiftUIWriter: BezierAndSpringWriter {
    static let springsMove = true
    static func declaration(_ code: String, name: String) -> String { "let \(CodeText.swiftIdentifier(name)) = \(code)" }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "Animation.timingCurve(\(ExportTiming.controlPoints(bezier, digits: digits)), duration: \(TextFormat.shortest(CurveExport.swiftUIDefaultDuration)))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? { CurveExport.swiftUISpring(spring, digits: digits) }
}
