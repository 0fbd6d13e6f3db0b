/// How tightly a written piece of a formula binds; an operand binding less tightly than its
/// position requires is parenthesised.
enum FormulaBinding: Int, Comparable {
    case conditional, comparison, additive, multiplicative, unary, power, atom

    static func < (lhs: FormulaBinding, rhs: FormulaBinding) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A written operand and how tightly it binds.
struct FormulaPiece {
    var text: String
    var binding: FormulaBinding

    /// The text, parenthesised unless it binds at least as tightly as `minimum`.
    func text(atLeast minimum: FormulaBinding) -> String {
        binding >= minimum ? text : "(" + text + ")"
    }
}

/// What differs between the texts a formula is written as (the formula language itself, readable
/// or compact, and each programming language's code): the spelling of the leaves, of calls, of
/// powers, of negations and of conditionals. `+ - * /` and comparisons are written the same in
/// all of them, with C's precedence.
protocol FormulaNotation {
    /// Between a binary operator and its operands: `" "` or `""`.
    var operatorSpace: String { get }
    func number(_ value: Double) -> String
    func constant(_ constant: FormulaConstant) -> String
    var variable: String { get }
    /// A call of a formula function with its arguments written; it is used as an atom.
    func call(_ function: String, _ arguments: [FormulaPiece]) -> String
    /// `base ^ exponent`, written.
    func power(_ base: FormulaPiece, _ exponent: FormulaPiece) -> FormulaPiece
    /// `-operand`, never `--x`.
    func negation(_ operand: FormulaPiece) -> String
    func conditional(_ condition: FormulaPiece, then: FormulaPiece, otherwise: FormulaPiece) -> String
}

/// Writes a postfix program in a notation, with an explicit stack, so no formula is too deep to
/// write.
enum FormulaWalk {
    static func write(_ program: [FormulaInstruction], in notation: some FormulaNotation) -> String {
        var stack: [FormulaPiece] = []
        // How many conditionals end just before each index (their jump targets).
        var conditionalEnds: [Int: Int] = [:]

        func foldConditionals(endingAt index: Int) {
            guard let count = conditionalEnds.removeValue(forKey: index) else { return }
            for _ in 0..<count {
                let otherwise = stack.removeLast()
                let then = stack.removeLast()
                let condition = stack.removeLast()
                let text = notation.conditional(condition, then: then, otherwise: otherwise)
                stack.append(FormulaPiece(text: text, binding: .conditional))
            }
        }

        func binary(_ symbol: String, _ binding: FormulaBinding, left: FormulaBinding, right: FormulaBinding) {
            let b = stack.removeLast()
            let a = stack.removeLast()
            let space = notation.operatorSpace
            let text = a.text(atLeast: left) + space + symbol + space + b.text(atLeast: right)
            stack.append(FormulaPiece(text: text, binding: binding))
        }

        func call(_ name: String, arity: Int) {
            let arguments = Array(stack.suffix(arity))
            stack.removeLast(arity)
            stack.append(FormulaPiece(text: notation.call(name, arguments), binding: .atom))
        }

        for (index, instruction) in program.enumerated() {
            foldConditionals(endingAt: index)
            switch instruction {
            case .number(let value): stack.append(FormulaPiece(text: notation.number(value), binding: .atom))
            case .constant(let constant): stack.append(FormulaPiece(text: notation.constant(constant), binding: .atom))
            case .variable: stack.append(FormulaPiece(text: notation.variable, binding: .atom))
            case .negate:
                let operand = stack.removeLast()
                stack.append(FormulaPiece(text: notation.negation(operand), binding: .unary))
            case .add: binary("+", .additive, left: .additive, right: .multiplicative)
            case .subtract: binary("-", .additive, left: .additive, right: .multiplicative)
            case .multiply: binary("*", .multiplicative, left: .multiplicative, right: .unary)
            case .divide: binary("/", .multiplicative, left: .multiplicative, right: .unary)
            case .power:
                let exponent = stack.removeLast()
                let base = stack.removeLast()
                stack.append(notation.power(base, exponent))
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
