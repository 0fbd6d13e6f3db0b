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
        FormulaWalk.write(program, in: CodeNotation(spelling: spelling))
    }
}

/// A programming language's notation for ``FormulaWalk``: the spelling's leaves, calls and
/// conditionals, `pow` for powers.
private struct CodeNotation<Spelling: FormulaSpelling>: FormulaNotation {
    let spelling: Spelling

    var operatorSpace: String { " " }
    func number(_ value: Double) -> String { spelling.number(value) }
    func constant(_ constant: FormulaConstant) -> String { spelling.constant(named: constant.rawValue) }
    var variable: String { spelling.variable }

    func call(_ function: String, _ arguments: [FormulaPiece]) -> String {
        spelling.call(function, arguments.map { FormulaCodePiece(text: $0.text, isAtom: $0.binding == .atom) })
    }

    func power(_ base: FormulaPiece, _ exponent: FormulaPiece) -> FormulaPiece {
        FormulaPiece(text: call(FormulaFunction.pow.rawValue, [base, exponent]), binding: .atom)
    }

    // `-(-x)`, never `--x` (a decrement in C's family).
    func negation(_ operand: FormulaPiece) -> String { "-" + operand.text(atLeast: .atom) }

    // A conditional on the then side is parenthesised to read easily; one on the else side
    // chains (`a ? b : c ? d : e`, `if (a) b else if (c) d else e`).
    func conditional(_ condition: FormulaPiece, then: FormulaPiece, otherwise: FormulaPiece) -> String {
        spelling.conditional(condition.text, then: then.text(atLeast: .comparison), otherwise: otherwise.text)
    }
}
