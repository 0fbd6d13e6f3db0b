import CurveKit

/// Android: `PathInterpolator` for a Bézier, a path, straight stops or steps, dynamicanimation
/// `SpringForce` for a spring from rest; otherwise a path (or the spring, if closer).
enum AndroidWriter: DialectWriter {
    static func declaration(_ code: String, name: String) -> String { "val \(CodeText.swiftIdentifier(name)) = \(code)" }
    static let renderingNote: String? = "Android flattens a PathInterpolator to a polyline within 0.002"

    static func path(_ path: BezierPath, digits: Digits) -> String {
        "PathInterpolator(PathParser.createPathFromPathData(\"\(DialectExport.pathData(path, digits: digits))\"))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        guard let n = DialectExport.massFreeSpring(spring, digits: digits) else { return nil }
        return "SpringForce().setStiffness(\(n.stiffness)).setDampingRatio(\(n.dampingRatio))"
    }

    static func exact(bezier: CubicBezier, digits: Digits) -> String? {
        "PathInterpolator(\(DialectExport.points(bezier, digits: digits, Kotlin.float).joined(separator: ", ")))"
    }

    static func exact(spring: Spring, digits: Digits) -> String? { self.spring(spring, digits: digits) }
    static func exact(formula: PlatformEasing, digits: Digits) -> String? { PlatformFormulaCode.android(formula) }
    static func exact(path: BezierPath, digits: Digits) -> String? { self.path(path, digits: digits) }
    static func exact(linear: LinearStops, digits: Digits) -> String? { Curve.linear(linear).exactPath.map { path($0, digits: digits) } }
    static func exact(steps: Steps, digits: Digits) -> String? { Curve.steps(steps).exactPath.map { path($0, digits: digits) } }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [DialectExport.Approximation] {
        [
            try DialectExport.pathApproximation(candidates) { path($0, digits: digits) },
            try DialectExport.springApproximation(candidates, moving: false) { spring($0, digits: digits) },
        ].compactMap { $0 }
    }
}
