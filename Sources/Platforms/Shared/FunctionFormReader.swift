import CurveKit
import Foundation

/// How a language's function form reads back (the inverse of its ``FormulaSpelling``): where the
/// function's returned expression is, and the language's names for the formula's variable,
/// constants, functions and methods.
package struct FunctionFormReading: Sendable {
    /// What comes before the function's `return` (`=> {`, `fun `, `func `, `transformInternal(`).
    var marker: String
    /// The variable the expression is written in; nil: the parameter after the marker (Dart's `t`).
    var variable: String?
    /// What the language writes before a function's name (`Math.`, `math.`).
    var functionPrefix = ""
    /// The language's constants, as formula text (`Math.PI` → `pi`).
    var constants: [String: String]
    /// The language's names of functions the formula spells otherwise (Kotlin's `ln` → `log`).
    var renamed: [String: String] = [:]
    /// Methods that are formula functions of their receiver (and arguments): `(a).pow(b)` is
    /// `pow(a, b)`; an empty name drops the call (Dart's `toDouble()`).
    var methods: [String: String] = [:]
    /// Whether the conditional is Kotlin's `if (c) a else b`.
    var conditionalIsIf = false
    /// Whether a function written by hand is read through its body (``KotlinFunctionBody``):
    /// its parameter as the variable, local `val`s, and `when { … }` over the variable.
    var readsKotlinBody = false
}

/// Reads a function form back as the formula curve it computes: the one expression the function
/// returns, in the subset of the language the function forms write (numbers, the variable,
/// `+ - * /`, comparisons, the conditional, the language's math functions and constants), turned
/// into formula text and parsed. So `export … form=function > FILE` reads back with `file=`, and
/// Dart, which has no compiler here, is read by a reader of Dart rather than not at all.
enum FunctionFormReader {
    /// The formula's functions.
    static let functions: Set<String> = [
        "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log2", "sqrt", "abs", "floor", "ceil", "min", "max", "pow",
    ]

    /// The curve `text` computes, when it holds a function form (its marker and a `return`); nil
    /// when it does not.
    static func read(_ text: String, _ reading: FunctionFormReading, column: Int) throws(CommandError) -> ReadCurve? {
        guard let marker = text.range(of: reading.marker), let ret = text.range(of: "return ", range: marker.upperBound..<text.endIndex)
        else { return nil }
        // A function of something else (`fun View.springy(prop: ViewProperty, …)`,
        // `func transitionDuration(using …)`) is code, not a function form.
        guard reading.variable == nil || takesOneNumber(text, marker: marker) else { return nil }
        let span = SourceSpan(column: column, length: max(text.unicodeScalars.count, 1))
        func failure(_ message: String) -> CommandError { CommandError("a function form: \(message)", span: span) }
        if reading.readsKotlinBody, let body = try KotlinFunctionBody.formula(text, after: marker.upperBound, reading, failure: failure) {
            do {
                return ReadCurve(curve: .expression(try Formula(parsing: body)), note: nil)
            } catch {
                throw failure("\(error.message) in \(Names.shortened(body))")
            }
        }
        var variable = reading.variable ?? "x"
        if reading.variable == nil {
            // `transformInternal(double t)`: the parameter's name.
            let parameters = text[marker.upperBound...].prefix { $0 != ")" }.split(separator: " ")
            guard parameters.count == 2, parameters[0] == "double" else {
                throw failure("expected one parameter, double t (got \(Names.shortened(String(parameters.joined(separator: " ")))))")
            }
            variable = String(parameters[1])
        }
        let expression = text[ret.upperBound...].prefix { $0 != ";" && $0 != "\n" }
        // A method that returns a constant (`func transitionDuration(…) -> TimeInterval { return 0.5 }`)
        // is no function form: a timing function's value moves with its variable.
        if Self.isConstant(expression, variable: variable) { return nil }
        let formulaText = try formula(String(expression), variable: variable, reading, failure: failure)
        do {
            return ReadCurve(curve: .expression(try Formula(parsing: formulaText)), note: nil)
        } catch {
            throw failure("\(error.message) in \(Names.shortened(formulaText))")
        }
    }

    /// Whether the function at `marker` takes one parameter, a number: `fun f(t: Double)`,
    /// `func f(_ t: Double)`, `(t) => {`, `(t: number) => {`, `t => {`.
    static func takesOneNumber(_ text: String, marker: Range<String.Index>) -> Bool {
        let parameters: Substring
        if text[marker].hasPrefix("=>") {
            let before = text[..<marker.lowerBound].reversed().drop { $0 == " " }
            if before.first == ")" {
                let inside = before.dropFirst().prefix { $0 != "(" }
                parameters = Substring(String(inside.reversed()))
            } else {
                parameters = Substring(String(before.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()))
            }
        } else {
            guard let open = text[marker.upperBound...].firstIndex(of: "("),
                let close = text[open...].firstIndex(of: ")")
            else { return false }
            // The function's name stands between the marker and its list: no statement between.
            guard !text[marker.upperBound..<open].contains(where: { "{};=\n".contains($0) }) else { return false }
            parameters = text[text.index(after: open)..<close]
        }
        guard !parameters.contains(","), !parameters.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
        guard let colon = parameters.firstIndex(of: ":") else { return true }
        let type = parameters[parameters.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return ["Double", "Float", "CGFloat", "number"].contains(type)
    }

    /// Whether `expression` never names `variable` (nor the `t` that function forms clamp into it):
    /// the same value whatever the progress.
    static func isConstant(_ expression: Substring, variable: String) -> Bool {
        let words = expression.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return !words.contains { $0 == variable || $0 == "t" } && !words.contains { $0.first?.isLetter == true }
    }

    /// The line that returns the function's value, and its number (1-based), for a file's listing.
    static func returnLine(in text: String, _ reading: FunctionFormReading) -> (number: Int, code: String)? {
        guard let marker = text.range(of: reading.marker), let ret = text.range(of: "return ", range: marker.upperBound..<text.endIndex)
        else { return nil }
        let number = text[..<ret.lowerBound].filter { $0 == "\n" }.count + 1
        let code = text[ret.lowerBound...].prefix { $0 != "\n" }
        return (number, String(code))
    }

    /// The expression as formula text.
    static func formula(
        _ code: String, variable: String, _ reading: FunctionFormReading, locals: [String: String] = [:],
        failure: (String) -> CommandError
    ) throws(CommandError) -> String {
        var tokens: [String] = []
        // Each open parenthesis: where its token stands, and whether it is a Kotlin if's condition.
        var opens: [(index: Int, isCondition: Bool)] = []
        var lastGroupStart: Int?
        var pendingIf = false
        let scalars = Array(code.unicodeScalars)
        var index = 0
        func isWordScalar(_ s: Unicode.Scalar) -> Bool {
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "."
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
                index += 1
                continue
            }
            if isWordScalar(scalar) {
                var end = index + 1
                while end < scalars.count {
                    let isExponentSign =
                        (scalars[end] == "-" || scalars[end] == "+") && (scalar >= "0" && scalar <= "9")
                        && (scalars[end - 1] == "e" || scalars[end - 1] == "E")
                    guard isWordScalar(scalars[end]) || isExponentSign else { break }
                    end += 1
                }
                var word = String(String.UnicodeScalarView(scalars[index..<end]))
                // `shifted.pow(2)`, `fraction.pow(2)`: a local or the variable, then its method.
                if let dot = word.lastIndex(of: "."), dot != word.startIndex, !(scalar >= "0" && scalar <= "9"),
                    reading.methods[String(word[word.index(after: dot)...])] != nil,
                    String(word[..<dot]) == variable || locals[String(word[..<dot])] != nil
                {
                    end -= word[dot...].unicodeScalars.count
                    word = String(word[..<dot])
                }
                index = end
                // Kotlin's and Java's number suffixes: 1.5f, 2L, 0.5d.
                if scalar >= "0" && scalar <= "9", let last = word.last, "fFdDL".contains(last), !word.contains("x") {
                    word.removeLast()
                }
                if word.hasPrefix("."), let second = word.unicodeScalars.dropFirst().first, !(second >= "0" && second <= "9") {
                    // A method of what came before: `(a).abs()`, `(a).pow(b)`.
                    let name = String(word.dropFirst())
                    guard let function = reading.methods[name], index < scalars.count, scalars[index] == "(" else {
                        throw failure("\(Names.shortened(word)) is not a method the function forms write")
                    }
                    let empty = index + 1 < scalars.count && scalars[index + 1] == ")"
                    if function.isEmpty {
                        guard empty else { throw failure("\(word)(…) takes no argument") }
                        index += 2
                        continue
                    }
                    var start = tokens.last == ")" ? (lastGroupStart ?? tokens.count - 1) : tokens.count - 1
                    guard start >= 0 else { throw failure("\(word)() follows nothing") }
                    if start > 0, functions.contains(tokens[start - 1]) { start -= 1 }
                    tokens.insert(contentsOf: [function, "("], at: start)
                    if empty {
                        tokens.append(")")
                        index += 2
                    } else {
                        // The method's own parentheses become the rest of the call's.
                        opens.append((start + 1, false))
                        tokens.append(",")
                        index += 1
                    }
                    continue
                }
                if word == variable {
                    word = "x"
                } else if let local = locals[word] {
                    word = local
                } else if let constant = reading.constants[word] {
                    word = constant
                } else if reading.conditionalIsIf, word == "if" {
                    pendingIf = true
                    continue
                } else if reading.conditionalIsIf, word == "else" {
                    word = ":"
                } else if word.hasPrefix(reading.functionPrefix), index < scalars.count, scalars[index] == "(",
                    let name = Optional(String(word.dropFirst(reading.functionPrefix.count))),
                    let function = reading.renamed[name] ?? (functions.contains(name) ? name : nil)
                {
                    word = function
                } else if !(scalar >= "0" && scalar <= "9") && scalar != "." {
                    throw failure("\(Names.shortened(word)) is not the variable \(variable), a number or a math function or constant")
                }
                tokens.append(word)
                continue
            }
            let pair = index + 1 < scalars.count ? String(String.UnicodeScalarView([scalar, scalars[index + 1]])) : ""
            if ["<=", ">=", "==", "!="].contains(pair) {
                tokens.append(pair)
                index += 2
                continue
            }
            guard "+-*/<>?:(),".unicodeScalars.contains(scalar) else {
                throw failure("'\(Character(scalar))' is not part of an expression the function forms write")
            }
            if scalar == "(" {
                opens.append((tokens.count, pendingIf))
                pendingIf = false
            }
            tokens.append(String(Character(scalar)))
            if scalar == ")" {
                guard let open = opens.popLast() else { throw failure("a ')' closes nothing") }
                lastGroupStart = open.index
                if open.isCondition { tokens.append("?") }
            }
            index += 1
        }
        return tokens.joined(separator: " ")
    }
}

extension FunctionFormReading {
    /// JavaScript (``JavaScriptFunction``): `return EXPRESSION;` in `(t) => { … }`, in x.
    static let javaScript = FunctionFormReading(
        marker: "=> {", variable: "x", functionPrefix: "Math.", constants: ["Math.PI": "pi", "Math.E": "e"])
    /// Kotlin (``KotlinFunction``): `return EXPRESSION` in `fun f(t: Double)`, in x.
    static let kotlin = FunctionFormReading(
        marker: "fun ", variable: "x", constants: ["PI": "pi", "E": "e"], renamed: ["ln": "log"], methods: ["pow": "pow"],
        conditionalIsIf: true, readsKotlinBody: true)
    /// Swift (``SwiftFunction``): `return EXPRESSION` in `func f(_ t: Double)`, in x.
    static let swift = FunctionFormReading(marker: "func ", variable: "x", constants: ["Double.pi": "pi", "M_E": "e"])
    /// Dart (``FlutterFunctionForm``): `return EXPRESSION;` in `transformInternal(double t)`.
    static let dart = FunctionFormReading(
        marker: "transformInternal(", variable: nil, functionPrefix: "math.",
        constants: ["math.pi": "pi", "math.e": "e", "math.ln2": "log(2)"],
        methods: ["abs": "abs", "floorToDouble": "floor", "ceilToDouble": "ceil", "toDouble": ""])
}
