import CurveKit

/// Lottie: a keyframe's easing handles `o` and `i` for a Bézier; otherwise the least-squares
/// Bézier. JSON has no comments: what the code is — exact, or the approximation and its max
/// error — goes in `nm`, Lottie's name field, so the pasted keyframe keeps it.
enum LottieWriter: DialectWriter {
    static func comment(_ text: String) -> String { "" }
    static func declaration(_ code: String, name: String) -> String { code }

    static func document(header: String, declaration: String) -> String {
        let escaped = header.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        guard declaration.hasPrefix("{") else { return declaration + "\n" }
        return "{\"nm\": \"\(escaped)\", " + declaration.dropFirst() + "\n"
    }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        let p = DialectExport.points(bezier, digits: digits)
        return "{\"o\": {\"x\": [\(p[0])], \"y\": [\(p[1])]}, \"i\": {\"x\": [\(p[2])], \"y\": [\(p[3])]}}"
    }

    static func exact(bezier: CubicBezier, digits: Digits) -> String? { self.bezier(bezier, digits: digits) }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [DialectExport.Approximation] {
        [try DialectExport.bezierApproximation(candidates) { bezier($0, digits: digits) }]
    }
}
