/// Prints a program back as formula text. Works on the postfix program with an explicit stack,
/// so no formula is too deep to print.
///
/// The readable form has `x` for the variable, single spaces around binary operators and
/// comparisons, none around `^`, numbers like `0.5`, `1000`, `1e-7`, and parentheses only where
/// the tree needs them, plus around a conditional nested in the then side and a negation of a
/// negation, for readability.
///
/// The compact form has no spaces, no parentheses beyond those the tree needs, and each number
/// in its shortest spelling (`.5`, `1e3`). It is never longer than any text that parses to the
/// same tree and adds no nesting the tree does not need, so it stays within
/// `Formula.maximumLength` and `Formula.maximumNestingDepth` whenever the original did: the
/// description falls back to it when the readable form is too long or too deep to parse back.
enum FormulaPrinter {
    static func print(_ program: [FormulaInstruction], compact: Bool) -> String {
        FormulaWalk.write(program, in: TextNotation(compact: compact))
    }

    /// The formula language's own notation: `^` for powers, `?:` for conditionals.
    private struct TextNotation: FormulaNotation {
        let compact: Bool

        var operatorSpace: String { compact ? "" : " " }
        func number(_ value: Double) -> String { FormulaPrinter.number(value, compact: compact) }
        func constant(_ constant: FormulaConstant) -> String { constant.rawValue }
        var variable: String { "x" }

        func call(_ function: String, _ arguments: [FormulaPiece]) -> String {
            function + "(" + arguments.map(\.text).joined(separator: "," + operatorSpace) + ")"
        }

        func power(_ base: FormulaPiece, _ exponent: FormulaPiece) -> FormulaPiece {
            FormulaPiece(text: base.text(atLeast: .atom) + "^" + exponent.text(atLeast: .unary), binding: .power)
        }

        // Readable text writes `-(-x)` rather than `--x`.
        func negation(_ operand: FormulaPiece) -> String {
            "-" + operand.text(atLeast: compact ? .unary : .power)
        }

        // The then side may be any conditional; readable text parenthesises a nested one.
        func conditional(_ condition: FormulaPiece, then: FormulaPiece, otherwise: FormulaPiece) -> String {
            let thenText = compact ? then.text : then.text(atLeast: .comparison)
            let space = operatorSpace
            return condition.text + space + "?" + space + thenText + space + ":" + space + otherwise.text
        }
    }

    /// A non-negative finite number (literals have no sign) spelled so that it reads back as
    /// the same Double. Readable: positional for 1e-6 ≤ value < 1e16 (`0.5`, `1000`),
    /// otherwise scientific (`1e-7`, `1.5e300`). Compact: whichever of positional (`.5`, `1000`)
    /// and integer-mantissa scientific (`1e3`, `15e-8`) is shorter.
    static func number(_ value: Double, compact: Bool) -> String {
        guard value.isFinite, value > 0 else { return value == 0 ? "0" : value.description }
        let (digits, exponent) = decimalDigits(value)
        let count = digits.count
        var positional: String {
            if exponent >= 0 {
                return digits + String(repeating: "0", count: exponent)
            }
            if -exponent < count {
                let split = digits.index(digits.startIndex, offsetBy: count + exponent)
                return digits[..<split] + "." + digits[split...]
            }
            return (compact ? "." : "0.") + String(repeating: "0", count: -exponent - count) + digits
        }
        if compact {
            let scientific = digits + "e" + String(exponent)
            return scientific.count < positional.count ? scientific : positional
        }
        let magnitude = exponent + count - 1  // value = d.ddd × 10^magnitude
        if magnitude >= -6 && magnitude < 16 {
            return positional
        }
        let mantissa = count == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
        return mantissa + "e" + String(magnitude)
    }

    /// The shortest decimal digits that read back as `value` (from Swift's description), as
    /// an integer without leading or trailing zeros and a power of ten: value = digits × 10^exponent.
    static func decimalDigits(_ value: Double) -> (digits: String, exponent: Int) {
        let description = value.description  // "0.5", "100.0", "1e-07", "1.2345e+29"
        let parts = description.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        // Swift's description writes the exponent as a signed integer ("e-07", "e+29").
        var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var digits = ""
        var seenPoint = false
        for character in mantissa {
            if character == "." {
                seenPoint = true
            } else {
                digits.append(character)
                if seenPoint { exponent -= 1 }
            }
        }
        while digits.count > 1, digits.first == "0" {
            digits.removeFirst()
        }
        while digits.count > 1, digits.last == "0" {
            digits.removeLast()
            exponent += 1
        }
        return (digits, exponent)
    }
}
