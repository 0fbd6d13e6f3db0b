import CurveKit

/// String concatenation in JavaScript and its relatives (`"steps(" + frameCount + ")"`): a
/// value the file computes from literals is a value. Read as a call named `+` whose arguments
/// are the operands, so that declared names among them are resolved like any call's arguments
/// (``DialectFileBindings``), then folded into the one string it makes.
extension DialectNode {
    /// `left + right`, flattened into one `+` call.
    static func concatenation(_ left: DialectNode, _ right: DialectNode) -> DialectNode {
        let operands = left.concatenatedOperands + right.concatenatedOperands
        let end = right.offset + right.length
        return DialectNode(
            value: .call(receiver: nil, name: "+", arguments: operands.map { DialectArgument(label: nil, node: $0) }),
            offset: left.offset, length: end - left.offset)
    }

    var isConcatenation: Bool {
        if case .call(nil, "+", _) = value { true } else { false }
    }

    private var concatenatedOperands: [DialectNode] {
        if case .call(nil, "+", let arguments) = value { arguments.map(\.node) } else { [self] }
    }

    /// The string a concatenation of literals makes (a number as JavaScript writes it:
    /// `String(9)` is "9"); itself when an operand is not a literal.
    var folded: DialectNode {
        guard case .call(nil, "+", let arguments) = value else { return self }
        var text = ""
        for argument in arguments {
            switch argument.node.value {
            case .string(let part): text += part
            case .number(let number): text += TextFormat.shortest(number)
            default: return self
            }
        }
        return DialectNode(value: .string(text), offset: offset, length: length)
    }
}
