import CurveKit

/// GSAP's function form: a tween's `ease` may be a function that takes normalised progress 0…1
/// and returns the eased value (gsap.com/docs/v3, gsap.registerEase() and gsap.parseEase(), whose
/// eases are such functions).
enum GSAPFunctionForm: FunctionFormWriter {
    static let takes = "GSAP takes a function of progress 0…1 as a tween's ease"
    static let language = "JavaScript"
    static let easingName = "a JavaScript function"
    static let reading = FunctionFormReading.javaScript

    static func code(_ formula: Formula, name: String) -> String { code(formula, name: name, duration: nil) }

    /// The usage tweens for the curve's own duration, else 1 s.
    static func code(_ formula: Formula, name: String, duration: Double?) -> String {
        JavaScriptFunction.code(formula, name: name) { "gsap.to(target, { duration: \(CodeText.number(duration ?? 1)), ease: \($0) })" }
    }

    static func line(_ formula: Formula) -> String { JavaScriptFunction.line(formula) }
}
