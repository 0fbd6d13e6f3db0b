import CurveKit

/// How Dart (Flutter) writes a formula: `dart:math` imported as `math` (`math.log(a) / math.ln2`
/// for log2, `math.pow(a, b).toDouble()`, since `pow` returns a `num`), `abs`, `floorToDouble`
/// and `ceilToDouble` as methods, Double literals, C's `?:`.
struct DartSpelling: FormulaSpelling {
    let variable = "t"

    func number(_ value: Double) -> String { value.description }
    func constant(named name: String) -> String { name == "pi" ? "math.pi" : "math.e" }
    func call(_ function: String, _ arguments: [FormulaCodePiece]) -> String {
        let list = arguments.map(\.text).joined(separator: ", ")
        switch function {
        case "pow": return "math.pow(\(list)).toDouble()"
        case "log2": return "(math.log(\(list)) / math.ln2)"
        case "abs": return "(\(list)).abs()"
        case "floor": return "(\(list)).floorToDouble()"
        case "ceil": return "(\(list)).ceilToDouble()"
        default: return "math.\(function)(\(list))"
        }
    }
    func conditional(_ condition: String, then: String, otherwise: String) -> String { "\(condition) ? \(then) : \(otherwise)" }
}
