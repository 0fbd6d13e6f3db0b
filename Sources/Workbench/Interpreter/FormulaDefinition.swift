import CurveKit

/// Builds an `expr` curve: parses the formula and refuses one that is not finite somewhere
/// on [0, 1] (a division by zero, a logarithm of 0, a square root of a negative number).
enum FormulaDefinition {
    /// Where the formula is checked for finite values: x = i/1000, i = 0 … 1000.
    static let checkedSamples = 1000

    static func make(_ text: String) throws(CommandError) -> Formula {
        let formula: Formula
        do {
            formula = try Formula(parsing: text)
        } catch {
            throw CommandError("in the formula at column \(error.column): \(error.message)")
        }
        if let (x, value) = formula.firstNonFiniteValue(samples: checkedSamples) {
            let what = value.isNaN ? "is not a number (NaN)" : "is infinite"
            throw CommandError(
                "the formula \(what) at x = \(Formatting.parameter(x)) (a division by zero or a function outside its domain?); a curve must be finite on [0, 1]")
        }
        return formula
    }
}
