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
    /// How tightly a printed piece binds; an operand binding less tightly than its position
    /// requires is parenthesised.
    private enum Binding: Int, Comparable {
        case conditional, comparison, additive, multiplicative, unary, power, atom

        static func < (lhs: Binding, rhs: Binding) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct Piece {
        var text: String
        var binding: Binding

        /// The text, parenthesised unless it binds at least as tightly as `minimum`.
        func text(atLeast minimum: Binding) -> String {
            binding >= minimum ? text : "(" + text + ")"
        }
    }

    static func print(_ program: [FormulaInstruction], compact: Bool) -> String {
        let space = compact ? "" : " "
        var stack: [Piece] = []
        // How many conditionals end just before each index (their jump targets).
        var conditionalEnds: [Int: Int] = [:]

        func foldConditionals(endingAt index: Int) {
            guard let count = conditionalEnds.removeValue(forKey: index) else { return }
            for _ in 0..<count {
                let otherwise = stack.removeLast()
                let then = stack.removeLast()
                let condition = stack.removeLast()
                // The then side may be any conditional; parenthesise a nested one to read easily.
                let thenText = compact ? then.text : then.text(atLeast: .comparison)
                let text = condition.text + space + "?" + space + thenText + space + ":" + space + otherwise.text
                stack.append(Piece(text: text, binding: .conditional))
            }
        }

        func binary(_ symbol: String, _ binding: Binding, left: Binding, right: Binding) {
            let b = stack.removeLast()
            let a = stack.removeLast()
            var text = a.text(atLeast: left)
            text += symbol == "^" ? symbol : space + symbol + space
            text += b.text(atLeast: right)
            stack.append(Piece(text: text, binding: binding))
        }

        for (index, instruction) in program.enumerated() {
            foldConditionals(endingAt: index)
            switch instruction {
            case .number(let value):
                stack.append(Piece(text: number(value, compact: compact), binding: .atom))
            case .constant(let constant):
                stack.append(Piece(text: constant.rawValue, binding: .atom))
            case .variable:
                stack.append(Piece(text: "x", binding: .atom))
            case .negate:
                let operand = stack.removeLast()
                // `-(-x)` rather than `--x`.
                stack.append(Piece(text: "-" + operand.text(atLeast: compact ? .unary : .power), binding: .unary))
            case .add:
                binary("+", .additive, left: .additive, right: .multiplicative)
            case .subtract:
                binary("-", .additive, left: .additive, right: .multiplicative)
            case .multiply:
                binary("*", .multiplicative, left: .multiplicative, right: .unary)
            case .divide:
                binary("/", .multiplicative, left: .multiplicative, right: .unary)
            case .power:
                binary("^", .power, left: .atom, right: .unary)
            case .call(let function):
                let arguments = stack.suffix(function.arity).map(\.text)
                stack.removeLast(function.arity)
                let text = function.rawValue + "(" + arguments.joined(separator: "," + space) + ")"
                stack.append(Piece(text: text, binding: .atom))
            case .branch(let comparison, _):
                binary(comparison.rawValue, .comparison, left: .additive, right: .additive)
            case .jump(let end):
                conditionalEnds[end, default: 0] += 1
            }
        }
        foldConditionals(endingAt: program.count)
        return stack.last?.text ?? ""
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
