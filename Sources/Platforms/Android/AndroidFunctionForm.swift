import CurveKit

/// Android's function form: an animator takes any `android.animation.TimeInterpolator`, whose
/// one method is `float getInterpolation(float input)` (developer.android.com, TimeInterpolator),
/// so an object implementing it runs the closed form (in Float).
enum AndroidFunctionForm: FunctionFormWriter {
    static let takes = "an Android animator takes a TimeInterpolator, which calls it with Float progress and keeps a Float"
    static let language = "Kotlin"
    static let easingName = "a TimeInterpolator"
    static let reading = FunctionFormReading.kotlin

    static func code(_ formula: Formula, name: String) -> String {
        let function = CodeText.kotlinIdentifier(FunctionFormNames.function(name))
        let interpolator = reference(name)
        return """
            import android.animation.TimeInterpolator
            import kotlin.math.*

            \(KotlinFunction.function(formula, name: name))

            val \(interpolator) = object : TimeInterpolator {
                override fun getInterpolation(input: Float): Float = \(function)(input.toDouble()).toFloat()
            }

            """
    }

    static func line(_ formula: Formula) -> String { "TimeInterpolator " + KotlinFunction.line(formula) }

    /// The interpolator ``code(_:name:)`` declares for `name`, as an animator takes it.
    static func reference(_ name: String) -> String {
        CodeText.kotlinIdentifier(FunctionFormNames.function(name), suffix: "Interpolator")
    }
}
