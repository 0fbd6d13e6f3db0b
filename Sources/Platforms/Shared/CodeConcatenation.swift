import CurveKit

/// String concatenation in JavaScript and its relatives (`"steps(" + frameCount + ")"`): a
/// value the file computes from literals is a value. Read as a call named `+` whose arguments
/// are the operands, so that declared names among them are resolved like any call's arguments
/// (``SourceFileBindings``), then folded into the one string it makes.
extension CodeNode {
    /// The operands added in order, flattened into one `+` call (an operand that is itself a
    /// concatenation, `("a" + b)`, gives its operands).
    static func concatenation(_ operands: [CodeNode]) -> CodeNode {
        let flat = operands.flatMap(\.concatenatedOperands)
        let first = operands[0], last = operands[operands.count - 1]
        return CodeNode(
            value: .call(receiver: nil, name: "+", arguments: flat.map { CodeArgument(label: nil, node: $0) }),
            offset: first.offset, length: last.offset + last.length - first.offset)
    }

    var isConcatenation: Bool {
        if case .call(nil, "+", _) = value { true } else { false }
    }

    private var concatenatedOperands: [CodeNode] {
        if case .call(nil, "+", let arguments) = value { arguments.map(\.node) } else { [self] }
    }

    /// The string a concatenation of literals makes (a number as JavaScript writes it:
    /// `String(9)` is "9"); itself when an operand is not a literal.
    var folded: CodeNode {
        guard case .call(nil, "+", let arguments) = value else { return self }
        var text = ""
        for argument in arguments {
            switch argument.node.value {
            case .string(let part): text += part
            case .number(let number): text += TextFormat.shortest(number)
            default: return self
            }
        }
        return CodeNode(value: .string(text), offset: offset, length: length)
    }
}
