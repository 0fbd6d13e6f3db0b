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

    /// Swift's numeric types, whose initialiser from a number (`TimeInterval(1.5)`,
    /// `CGFloat(0.3)`) is that number in the type (CGFloat is a Double on 64-bit platforms).
    static let numericConversions: [String: @Sendable (Double) -> Double] = [
        "Double": { $0 }, "TimeInterval": { $0 }, "CGFloat": { $0 }, "Float": { Double(Float($0)) },
    ]

    /// The number `node` computes when it is `a * b` or `a / b` of numbers, or a number
    /// converted to a numeric type (``numericConversions``), else `node`.
    static func folded(_ node: CodeNode, in code: SourceCode) -> CodeNode {
        if case .call(nil, let name, let arguments) = node.value, let convert = numericConversions[name], arguments.count == 1,
            arguments[0].label == nil, let value = arguments[0].node.number
        {
            return CodeNode(value: .number(convert(value) + 0), offset: node.offset, length: node.length)
        }
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

/// The values a file declares once by name (`private const val SweepDuration = …`), for the
/// readers that read a block of statements themselves (Compose's `keyframes { … }`), which the
/// file scan's resolution of call arguments (``SourceFileBindings``) does not reach. The file
/// scanner sets ``scope`` for the length of a scan, and takes the declarations a definition
/// used as parts of it, not definitions of their own.
enum DeclaredNames {
    /// The names declared once in the file being scanned, and the declarations read so far.
    final class Scope: @unchecked Sendable {
        let values: [String: CodeNode]
        /// Where the declarations a reading took start (one file scan, one thread).
        var used: Set<Int> = []

        init(_ values: [String: CodeNode]) { self.values = values }
    }

    @TaskLocal static var scope: Scope?

    /// `node`, or the value of the name it is when the file declares that name once (followed
    /// through names declared as other names).
    static func resolved(_ node: CodeNode) -> CodeNode {
        var node = node
        for _ in 0..<8 {
            guard case .name(let name) = node.value, let scope, let value = scope.values[name] else { return node }
            scope.used.insert(value.offset)
            node = value
        }
        return node
    }

    /// The receiver and name of a call to one of Kotlin's `times`, `plus` and `minus`, written
    /// on a value (`(a).times(2)`) or on a name (`HalfCycle.times(2)`, read as one dotted name).
    static func operatorFunction(_ receiver: CodeNode?, _ called: String, at node: CodeNode) -> (receiver: CodeNode, method: String)? {
        let methods: Set<String> = ["times", "plus", "minus"]
        if let receiver { return methods.contains(called) ? (receiver, called) : nil }
        guard let dot = called.lastIndex(of: "."), methods.contains(String(called[called.index(after: dot)...])), dot != called.startIndex
        else { return nil }
        let name = String(called[..<dot])
        return (
            CodeNode(value: .name(name), offset: node.offset, length: name.unicodeScalars.count),
            String(called[called.index(after: dot)...])
        )
    }

    /// The number `node` computes from literals and declared names: a number; `a * b` and
    /// `a / b` (``CodeArithmetic``); `a + b` and `a - b`; Kotlin's `toInt()` (toward zero),
    /// `toFloat()`, `toDouble()` and `toLong()` of one. nil when it is anything else.
    static func number(_ node: CodeNode, _ code: SourceCode, depth: Int = 0) -> Double? {
        guard depth < 16 else { return nil }
        let node = resolved(node)
        switch node.value {
        case .number(let value):
            return value
        case .call(nil, let name, let arguments) where CodeArithmetic.isOperator(name) && arguments.count == 2:
            guard let left = number(arguments[0].node, code, depth: depth + 1),
                let right = number(arguments[1].node, code, depth: depth + 1)
            else { return nil }
            let folded = CodeArithmetic.folded(
                CodeNode(
                    value: .call(
                        receiver: nil, name: name,
                        arguments: [
                            CodeArgument(
                                label: nil,
                                node: CodeNode(value: .number(left), offset: arguments[0].node.offset, length: arguments[0].node.length)),
                            CodeArgument(
                                label: nil,
                                node: CodeNode(value: .number(right), offset: arguments[1].node.offset, length: arguments[1].node.length)),
                        ]), offset: node.offset, length: node.length), in: code)
            return folded.number
        case .call(let receiver, let called, let arguments)
        where arguments.count == 1 && arguments[0].label == nil && operatorFunction(receiver, called, at: node) != nil:
            // Kotlin's operator functions written as calls, `HalfCycle.times(2)` (kotlin.Int.times:
            // `a.times(b)` is `a * b`); `div` is left out, since on two Ints it truncates and
            // whether a declared name is an Int is not known here.
            guard let (operand, method) = operatorFunction(receiver, called, at: node),
                let left = number(operand, code, depth: depth + 1), let right = number(arguments[0].node, code, depth: depth + 1)
            else { return nil }
            let result = method == "times" ? left * right : method == "plus" ? left + right : left - right
            return result.isFinite ? result + 0 : nil
        case .call(let receiver?, let method, let arguments) where arguments.isEmpty:
            guard let value = number(receiver, code, depth: depth + 1) else { return nil }
            switch method {
            case "toInt", "toLong": return value.rounded(.towardZero)
            case "toFloat": return Double(Float(value))
            case "toDouble": return value
            default: return nil
            }
        case .call(nil, "+", let arguments) where !arguments.isEmpty:
            // `HalfTurn + HoldTime`, read as the `+` of its operands (``SourceCode``'s sums).
            var total = 0.0
            for argument in arguments {
                guard let operand = number(argument.node, code, depth: depth + 1) else { return nil }
                total += operand
            }
            return total.isFinite ? total + 0 : nil
        case .sequence(let items):
            // `a + b - c`: operators between operands, or a signed number written after one.
            guard var total = number(items[0], code, depth: depth + 1) else { return nil }
            var index = 1
            while index < items.count {
                if let word = items[index].word, word == "+" || word == "-", index + 1 < items.count {
                    guard let operand = number(items[index + 1], code, depth: depth + 1) else { return nil }
                    total += word == "+" ? operand : -operand
                    index += 2
                } else if case .number(let signed) = items[index].value {
                    total += signed
                    index += 1
                } else {
                    return nil
                }
            }
            return total
        default:
            return nil
        }
    }
}
