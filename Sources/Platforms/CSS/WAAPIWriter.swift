import CurveKit

/// The Web Animations API's `easing`: CSS's easing functions, spelled as CSS spells them
/// (``CSSWriter``), as a JavaScript string for `element.animate(…, { easing })`.
enum WAAPIWriter: PlatformWriter {
    static func declaration(_ code: String, name: String) -> String {
        "const \(CodeText.javaScriptIdentifier(name)) = \(AnimationWAAPI.string(code));  // element.animate(keyframes, { duration, easing: \(CodeText.javaScriptIdentifier(name)) })"
    }
    static func exact(_ curve: Curve, digits: Digits) -> String? { CSSWriter.exact(curve, digits: digits) }
    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        try CSSWriter.approximations(candidates, digits: digits)
    }
}
