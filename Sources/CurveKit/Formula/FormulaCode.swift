/// How a programming language spells the parts of a formula whose syntax differs between
/// languages: its number literals, its variable, its constants, its functions and its
/// conditional. The rest (`+ - * /`, unary minus, `< <= > >= == !=`) is written the same in
/// every language the platforms use (JavaScript, Kotlin, Dart, Swift, Java), with C's
/// precedence, so ``Formula/code(in:)`` writes it once for all of them.
public protocol FormulaSpelling {
    /// A non-negative finite literal, spelled so that it reads back as the same `Double` (and is
    /// a floating-point literal where an integer one would change the arithmetic).
    func number(_ value: Double) -> String
    /// The variable, already clamped to [0, 1] by the code around the formula.
    var variable: String { get }
    /// `pi` or `e`, the formula language's constants.
    func constant(named name: String) -> String
    /// A call of one of the formula language's functions (`sin`, …, `pow`; `x^y` is `pow(x, y)`)
    /// with its arguments already written; the result is used as an operand without parentheses.
    func call(_ function: String, _ arguments: [FormulaCodePiece]) -> String
    /// `condition ? then : otherwise` in the language (C's `?:`, Kotlin's `if … else …`). The
    /// result is parenthesised wherever it is an operand.
    func conditional(_ condition: String, then: String, otherwise: String) -> String
}

/// A written operand: its text, and whether it may be used as a receiver or operand of any
/// operator without parentheses (a literal, the variable, a call, a parenthesised piece).
public struct FormulaCodePiece: Sendable, Equatable {
    /// The code as written in the language.
    public let text: String
    /// Whether it may be an operand or a receiver without parentheses.
    public let isAtom: Bool

    /// The text, in parentheses unless it is an atom (`(1 - x).pow(2.0)`).
    public var asReceiver: String { isAtom ? text : "(" + text + ")" }
}

extension Formula {
    /// The formula as an expression of the language `spelling` describes, evaluating to the same
    /// value at every x (each operation is the language's IEEE 754 double operation; functions are
    /// its library's, which may differ from this machine's in the last bit). Works on the postfix
    /// program with an explicit stack, as ``description`` does, so no formula is too deep to write.
    public func code(in spelling: some FormulaSpelling) -> String {
        FormulaCodePrinter.print(program, spelling)
    }
}

/// Writes a program as code in a language: ``FormulaPrinter``'s walk, with the language's spelling.
enum FormulaCodePrinter {
    private enum Binding: Int, Comparable {
        case conditional, comparison, additive, multiplicative, unary, atom

        static func < (lhs: Binding, rhs: Binding) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct Piece {
        var text: String
        var binding: Binding

        func text(atLeast minimum: Binding) -> String { binding >= minimum ? text : "(" + text + ")" }
        var codePiece: FormulaCodePiece { FormulaCodePiece(text: text, isAtom: binding == .atom) }
    }

    static func print(_ program: [FormulaInstruction], _ spelling: some FormulaSpelling) -> String {
        var stack: [Piece] = []
        var conditionalEnds: [Int: Int] = [:]

        func foldConditionals(endingAt index: Int) {
            guard let count = conditionalEnds.removeValue(forKey: index) else { return }
            for _ in 0..<count {
                let otherwise = stack.removeLast()
                let then = stack.removeLast()
                let condition = stack.removeLast()
                // A conditional on the then side is parenthesised to read easily; one on the else
                // side chains (`a ? b : c ? d : e`, `if (a) b else if (c) d else e`).
                let text = spelling.conditional(
                    condition.text, then: then.text(atLeast: .comparison), otherwise: otherwise.text)
                stack.append(Piece(text: text, binding: .conditional))
            }
        }

        func binary(_ symbol: String, _ binding: Binding, left: Binding, right: Binding) {
            let b = stack.removeLast()
            let a = stack.removeLast()
            stack.append(Piece(text: a.text(atLeast: left) + " " + symbol + " " + b.text(atLeast: right), binding: binding))
        }

        func call(_ name: String, arity: Int) {
            let arguments = stack.suffix(arity).map(\.codePiece)
            stack.removeLast(arity)
            stack.append(Piece(text: spelling.call(name, arguments), binding: .atom))
        }

        for (index, instruction) in program.enumerated() {
            foldConditionals(endingAt: index)
            switch instruction {
            case .number(let value): stack.append(Piece(text: spelling.number(value), binding: .atom))
            case .constant(let constant): stack.append(Piece(text: spelling.constant(named: constant.rawValue), binding: .atom))
            case .variable: stack.append(Piece(text: spelling.variable, binding: .atom))
            case .negate:
                // `-(-x)`, never `--x` (a decrement in C's family).
                let operand = stack.removeLast()
                stack.append(Piece(text: "-" + operand.text(atLeast: .atom), binding: .unary))
            case .add: binary("+", .additive, left: .additive, right: .multiplicative)
            case .subtract: binary("-", .additive, left: .additive, right: .multiplicative)
            case .multiply: binary("*", .multiplicative, left: .multiplicative, right: .unary)
            case .divide: binary("/", .multiplicative, left: .multiplicative, right: .unary)
            case .power: call(FormulaFunction.pow.rawValue, arity: 2)
            case .call(let function): call(function.rawValue, arity: function.arity)
            case .branch(let comparison, _):
                binary(comparison.rawValue, .comparison, left: .additive, right: .additive)
            case .jump(let end): conditionalEnds[end, default: 0] += 1
            }
        }
        foldConditionals(endingAt: program.count)
        return stack.last?.text ?? ""
    }
}
