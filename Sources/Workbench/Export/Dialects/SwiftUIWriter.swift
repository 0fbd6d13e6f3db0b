import CurveKit

/// SwiftUI: `Animation.timingCurve` for a Bézier, its springs for a spring; otherwise the
/// closer of the two.
enum SwiftUIWriter: DialectWriter {
    static let dialect = Dialect.swiftui
    static func comment(_ text: String) -> String { "// \(CodeText.commentSafe(text))" }
    static func declaration(_ code: String, name: String) -> String { "let \(CodeText.swiftIdentifier(name)) = \(code)" }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "Animation.timingCurve(\(ExportTiming.controlPoints(bezier, digits: digits)), duration: \(TextFormat.shortest(CurveExport.swiftUIDefaultDuration)))"
    }

    static func exact(_ curve: Curve, digits: Digits) -> String? {
        switch curve {
        case .bezier(let curve): bezier(curve, digits: digits)
        case .spring(let spring): CurveExport.swiftUISpring(spring, digits: digits)
        default: nil
        }
    }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [DialectExport.Approximation] {
        [
            try DialectExport.bezierApproximation(candidates) { bezier($0, digits: digits) },
            try DialectExport.springApproximation(candidates, moving: true) { CurveExport.swiftUISpring($0, digits: digits) },
        ].compactMap { $0 }
    }
}
