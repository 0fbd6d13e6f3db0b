import CurveKit

/// The Web Animations API's `easing`: CSS's easing functions, spelled as CSS spells them
/// (``CSSWriter``), as a JavaScript string for `element.animate(…, { easing })`; a piecewise
/// curve as keyframes with an `easing` each (``WAAPIKeyframes``).
enum WAAPIWriter: PlatformWriter {
    static func declaration(_ code: String, name: String) -> String {
        "const \(CodeText.javaScriptIdentifier(name)) = \(AnimationWAAPI.string(code));  // element.animate(keyframes, { duration, easing: \(CodeText.javaScriptIdentifier(name)) })"
    }
    static func exact(_ curve: Curve, digits: Digits) -> String? { CSSWriter.exact(curve, digits: digits) }
    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        try CSSWriter.approximations(candidates, digits: digits)
    }

    /// A keyframes curve as the keyframes of `element.animate`, each with its segment's `easing`.
    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    {
        try WAAPIKeyframes.document(curve, name: name, digits: digits, isCancelled: isCancelled)
    }
}
