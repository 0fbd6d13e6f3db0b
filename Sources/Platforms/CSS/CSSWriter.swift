import CurveKit

/// CSS: `cubic-bezier()`, `steps()` and `linear()` exactly; anything else as `linear()`.
enum CSSWriter: PlatformWriter {
    static func comment(_ text: String) -> String { "/* \(CodeText.commentSafe(text)) */" }
    static func declaration(_ code: String, name: String) -> String { ":root { --\(CodeText.cssIdentifier(name)): \(code); }" }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "CSS", camelCased: false, { CodeText.cssIdentifier($0) })
    }
    static func exact(_ curve: Curve, digits: Digits) -> String? { curve.exactCSS(digits: digits) }

    /// A keyframes curve as `@property` and `@keyframes`, each segment with its own timing function.
    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    {
        try CSSKeyframes.document(curve, name: name, digits: digits, isCancelled: isCancelled)
    }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        let fit = try candidates.linear()
        return [.init(code: fit.value.css, form: "linear() with \(fit.value.stops.count) stops", maxError: fit.maxError, at: fit.at)]
    }
}

extension CSSWriter {
    /// The custom property, and its duration and delay as custom properties beside it
    /// (`--NAME-duration`, `--NAME-delay`), in seconds as ``AnimationCSS`` writes an animation's.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        let identifier = CodeText.cssIdentifier(name)
        let members =
            ["--\(identifier): \(code);"]
            + [
                timing.duration.map { "--\(identifier)-duration: \(AnimationCSS.seconds($0));" },
                timing.delay.map { "--\(identifier)-delay: \(AnimationCSS.seconds($0));" },
            ].compactMap { $0 }
        return ":root { \(members.joined(separator: " ")) }"
    }
}
