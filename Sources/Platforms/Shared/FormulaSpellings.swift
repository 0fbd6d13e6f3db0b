import CurveKit

/// How JavaScript (Motion, GSAP) writes a formula: `Math`'s functions and constants, C's `?:`.
struct JavaScriptSpelling: FormulaSpelling {
    let variable = "x"

    func number(_ value: Double) -> String { TextFormat.shortest(value) }
    func constant(named name: String) -> String { name == "pi" ? "Math.PI" : "Math.E" }
    /// `Math` has every function of the formula language under its own name; its `min` and `max`
    /// propagate NaN, as the formula's do.
    func call(_ function: String, _ arguments: [FormulaCodePiece]) -> String {
        "Math.\(function)(\(arguments.map(\.text).joined(separator: ", ")))"
    }
    func conditional(_ condition: String, then: String, otherwise: String) -> String { "\(condition) ? \(then) : \(otherwise)" }
}

/// How Kotlin (Compose, Android) writes a formula: `kotlin.math` (`ln` for the natural log,
/// `a.pow(b)`), Double literals (`2.0`: an `Int` literal would divide as integers), and
/// `if (…) … else …`.
struct KotlinSpelling: FormulaSpelling {
    let variable = "x"

    func number(_ value: Double) -> String { value.description }
    func constant(named name: String) -> String { name == "pi" ? "PI" : "E" }
    func call(_ function: String, _ arguments: [FormulaCodePiece]) -> String {
        let list = arguments.map(\.text).joined(separator: ", ")
        switch function {
        case "pow": return "(\(arguments[0].text)).pow(\(arguments[1].text))"
        case "log": return "ln(\(list))"
        default: return "\(function)(\(list))"
        }
    }
    func conditional(_ condition: String, then: String, otherwise: String) -> String { "if (\(condition)) \(then) else \(otherwise)" }
}

/// How Swift (SwiftUI, UIKit) writes a formula: Foundation's functions under the formula's names,
/// `Double.pi` and `M_E`, C's `?:`, Double literals.
struct SwiftSpelling: FormulaSpelling {
    let variable = "x"

    func number(_ value: Double) -> String { value.description }
    func constant(named name: String) -> String { name == "pi" ? "Double.pi" : "M_E" }
    func call(_ function: String, _ arguments: [FormulaCodePiece]) -> String {
        "\(function)(\(arguments.map(\.text).joined(separator: ", ")))"
    }
    func conditional(_ condition: String, then: String, otherwise: String) -> String { "\(condition) ? \(then) : \(otherwise)" }
}

/// The names a function form gives a curve's function in the languages where a curve called like
/// one of the formula's functions (`exp`) would shadow it: that name with `Curve` after it.
enum FunctionFormNames {
    static let reserved: Set<String> = [
        "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "ln", "log2", "sqrt", "abs", "floor", "ceil", "min", "max",
        "pow", "PI", "E", "M_E", "x", "t", "math", "Math",
    ]

    /// `bounce-out` → `bounceOut`; `exp` → `expCurve`.
    static func function(_ name: String) -> String {
        let base = CodeText.camelCase(name)
        return reserved.contains(base) ? base + "Curve" : base
    }

    /// `bounce-out` → `BounceOut`, for a class or a struct.
    static func type(_ name: String) -> String {
        let base = CodeText.camelCase(name)
        return base.prefix(1).uppercased() + base.dropFirst()
    }
}

/// A JavaScript function of progress (Motion and GSAP take one as an ease): the input clamped to
/// [0, 1], then the closed form.
enum JavaScriptFunction {
    static func code(_ formula: Formula, name: String, usage: (String) -> String) -> String {
        let function = CodeText.javaScriptIdentifier(FunctionFormNames.function(name))
        return """
            const \(function) = (t) => {
              const x = Math.min(Math.max(t, 0), 1);
              return \(formula.code(in: JavaScriptSpelling()));
            };
            // \(usage(function))

            """
    }

    static func line(_ formula: Formula) -> String { "(x) => \(formula.code(in: JavaScriptSpelling()))" }
}

/// A Kotlin function of progress in Doubles (Compose and Android wrap it in their easing type,
/// which runs in Float): the input clamped to [0, 1], then the closed form.
enum KotlinFunction {
    static func function(_ formula: Formula, name: String) -> String {
        """
        fun \(CodeText.kotlinIdentifier(FunctionFormNames.function(name)))(t: Double): Double {
            val x = t.coerceIn(0.0, 1.0)
            return \(formula.code(in: KotlinSpelling()))
        }
        """
    }

    static func line(_ formula: Formula) -> String { "{ x -> \(formula.code(in: KotlinSpelling())) }" }
}

/// A Swift function of progress (SwiftUI's and UIKit's code call it): the input clamped to
/// [0, 1], then the closed form.
enum SwiftFunction {
    static func function(_ formula: Formula, name: String) -> String {
        """
        func \(CodeText.swiftIdentifier(FunctionFormNames.function(name)))(_ t: Double) -> Double {
            let x = min(max(t, 0), 1)
            return \(formula.code(in: SwiftSpelling()))
        }
        """
    }

    static func line(_ formula: Formula) -> String { "{ x in \(formula.code(in: SwiftSpelling())) }" }
}
