import CurveKit

/// Motion's function form: a transition's `ease` may be an easing function of progress 0…1
/// (motiondivision/motion, packages/motion-utils/src/easing/types.ts: `EasingFunction`,
/// `(v: number) => number`, is one of the `Easing`s `ease` takes).
enum MotionFunctionForm: FunctionFormWriter {
    static let takes = "Motion takes a function of progress 0…1 as a transition's ease"
    static let language = "JavaScript"
    static let easingName = "a JavaScript function"
    static let reading = FunctionFormReading.javaScript

    static func code(_ formula: Formula, name: String) -> String {
        JavaScriptFunction.code(formula, name: name) { "transition={{ ease: \($0) }}" }
    }

    static func line(_ formula: Formula) -> String { JavaScriptFunction.line(formula) }
}
