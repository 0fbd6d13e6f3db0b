import CurveKit

/// Multiplication and division over literals and declared values (`DURATION_MS / 1000`,
/// `response * 2`): a value the code computes from numbers it writes is a number. Parsed as a
/// call named `*` or `/` with its two operands, so that declared names among them are resolved
/// like any call's arguments (``SourceFileBindings``), then folded into the number it makes.
/// Only an expression with a number written on one side is taken (`Type *name` in Objective-C
/// stays a declaration).
enum CodeArithmetic {
    /// What `/` does with two whole numbers as written (`600 / 1000`): the language decides.
    enum WholeNumberDivision: Sendable {
        /// JavaScript, Dart, CSS: `/` divides as real numbers (0.6).
        case real
        /// Kotlin and Java: whole numbers divide to a whole number, rounded toward zero (0).
        case truncating
        /// Swift: the literals take the type the context asks for (0.6 as a `Double` argument,
        /// 0 as an `Int`), which the reader does not know; not folded.
        case dependsOnContext
    }

    static func isOperator(_ name: String) -> Bool { name == "*" || name == "/" }

    /// The number `node` computes when it is `a * b` or `a / b` of numbers, else `node`.
    static func folded(_ node: CodeNode, in code: SourceCode) -> CodeNode {
        guard case .call(nil, let name, let arguments) = node.value, isOperator(name), arguments.count == 2,
            let left = arguments[0].node.number, let right = arguments[1].node.number
        else { return node }
        let result: Double
        if name == "*" {
            result = left * right
        } else {
            guard right != 0 else { return node }
            let whole = isWhole(arguments[0].node, code) && isWhole(arguments[1].node, code)
            switch (whole, code.wholeNumberDivision) {
            case (true, .truncating): result = (left / right).rounded(.towardZero)
            case (true, .dependsOnContext): return node
            default: result = left / right
            }
        }
        guard result.isFinite else { return node }
        return CodeNode(value: .number(result + 0), offset: node.offset, length: node.length)
    }

    /// Whether a number is written as a whole number (`600`, `-3`, Kotlin's `600L`), not
    /// `600.0`, `600f` or `6e2`.
    static func isWhole(_ node: CodeNode, _ code: SourceCode) -> Bool {
        var text = Substring(code.text(of: node))
        if text.hasPrefix("-") || text.hasPrefix("+") { text = text.dropFirst() }
        if text.hasSuffix("L") { text = text.dropLast() }
        return !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "_") }
    }
}
