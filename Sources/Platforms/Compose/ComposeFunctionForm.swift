import CurveKit

/// Compose's function form: `Easing` is a functional interface, `fun transform(fraction: Float):
/// Float` (androidx.compose.animation.core.Easing), so a lambda is an easing; it runs in Float.
enum ComposeFunctionForm: FunctionFormWriter {
    static let takes = "Compose takes an Easing { fraction -> … }, which calls it with Float progress and keeps a Float"
    static let language = "Kotlin"
    static let easingName = "an Easing"
    static let reading = FunctionFormReading.kotlin

    static func code(_ formula: Formula, name: String) -> String {
        let function = CodeText.kotlinIdentifier(FunctionFormNames.function(name))
        let easing = reference(name)
        return """
            import androidx.compose.animation.core.Easing
            import kotlin.math.*

            \(KotlinFunction.function(formula, name: name))

            val \(easing) = Easing { fraction -> \(function)(fraction.toDouble()).toFloat() }

            """
    }

    static func line(_ formula: Formula) -> String { "Easing " + KotlinFunction.line(formula) }

    /// The easing ``code(_:name:)`` declares for `name`, as an animation spec takes it.
    static func reference(_ name: String) -> String { CodeText.kotlinIdentifier(FunctionFormNames.function(name), suffix: "Easing") }
}
