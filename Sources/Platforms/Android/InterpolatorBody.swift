import CurveKit

/// A class of the project's own that implements `TimeInterpolator` (or `Interpolator`): its
/// `float getInterpolation(float input)` is the curve (developer.android.com TimeInterpolator:
/// the animator calls it with the elapsed fraction and plays what it returns). A body of plain
/// math over `input` is read as the formula it computes: local variables (`float x = input * 2f;`,
/// reassigned, `+=` …), `if (…) return …; else …` and blocks, `return`, the ternary, `+ - * /`,
/// comparisons, Java's `Math.pow`, `Math.sin` … and `Math.PI`, `Math.E`, and `(float)` or
/// `(double)` casts. Anything else (a loop, a field, another method, `&&`, `%`, `++`) is refused,
/// naming it: the reader does not guess what a method computes.
enum InterpolatorBody {
    /// Java's `Math` methods the formula has, by the formula's name (Java's `log` is natural).
    static let mathFunctions: Set<String> = [
        "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "sqrt", "abs", "floor", "ceil", "min", "max", "pow",
    ]
    static let declaringTypes: Set<String> = ["float", "double", "final", "var", "val", "Float", "Double"]

    /// The formula curve of `getInterpolation(float NAME) { body }`; `body` spans the braces.
    static func read(parameter: String, body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        func failure(_ message: String) -> CommandError {
            code.error("getInterpolation is read when its body is plain math over \(parameter): \(message)", at: node)
        }
        let text = String(scalars: code.scalars[(body.offset + 1)..<(body.offset + body.length - 1)])
        var tokens = try tokenize(text, failure: failure)
        var statements: [Statement] = []
        while !tokens.isEmpty { statements.append(try statement(&tokens, failure: failure)) }
        let formulaText = try run(statements[...], variables: [parameter: "x"], failure: failure)
        do {
            return ReadCurve(
                curve: .expression(try Formula(parsing: formulaText)),
                note: "getInterpolation of the project's own interpolator, read as the formula it computes (in Float on the device)")
        } catch {
            throw failure("\(error.message) in \(Names.shortened(formulaText))")
        }
    }

    indirect enum Statement {
        case result([String])
        case assign(name: String, operation: String, expression: [String])
        case branch(condition: [String], then: [Statement], otherwise: [Statement])
    }

    /// The formula text the statements return, each `if` splitting the rest of the body into
    /// its two branches.
    static func run(_ statements: ArraySlice<Statement>, variables: [String: String], failure: (String) -> CommandError)
        throws(CommandError) -> String
    {
        var variables = variables
        for (index, statement) in zip(statements.indices, statements) {
            switch statement {
            case .result(let expression):
                return try formula(expression, variables, failure: failure)
            case .assign(let name, let operation, let expression):
                let value = try formula(expression, variables, failure: failure)
                if operation == "=" {
                    variables[name] = value
                } else {
                    guard let old = variables[name] else { throw failure("\(name) is changed before it is given a value") }
                    variables[name] = "(\(old)) \(operation.dropLast()) (\(value))"
                }
            case .branch(let condition, let then, let otherwise):
                let test = try formula(condition, variables, failure: failure)
                let rest = statements[(index + 1)...]
                let yes = try run((then + rest)[...], variables: variables, failure: failure)
                let no = try run((otherwise + rest)[...], variables: variables, failure: failure)
                guard yes.utf8.count + no.utf8.count < 20_000 else { throw failure("its branches make a formula too long to read") }
                return "(\(test)) ? (\(yes)) : (\(no))"
            }
        }
        throw failure("it ends without returning a value")
    }

    /// One statement from the front of `tokens`.
    static func statement(_ tokens: inout ArraySlice<String>, failure: (String) -> CommandError) throws(CommandError) -> Statement {
        guard let first = tokens.first else { throw failure("a statement is missing") }
        switch first {
        case "return":
            tokens.removeFirst()
            return .result(try upTo(";", &tokens, failure: failure))
        case "if":
            tokens.removeFirst()
            guard tokens.first == "(" else { throw failure("expected ( after if") }
            let condition = try parenthesised(&tokens, failure: failure)
            let then = try branch(&tokens, failure: failure)
            var otherwise: [Statement] = []
            if tokens.first == "else" {
                tokens.removeFirst()
                otherwise = try branch(&tokens, failure: failure)
            }
            return .branch(condition: condition, then: then, otherwise: otherwise)
        default:
            var name = first
            tokens.removeFirst()
            // `float x = …`, `final double y = …`: a local variable's declaration.
            while declaringTypes.contains(name), let next = tokens.first, next.first?.isLetter == true || next.first == "_" {
                name = next
                tokens.removeFirst()
            }
            guard name.first?.isLetter == true || name.first == "_", !name.contains("."),
                let operation = tokens.first, ["=", "+=", "-=", "*=", "/="].contains(operation)
            else {
                throw failure("'\(Names.shortened(first))' is not read (only local variables, if, else and return are)")
            }
            tokens.removeFirst()
            return .assign(name: name, operation: operation, expression: try upTo(";", &tokens, failure: failure))
        }
    }

    /// A branch of an `if`: a block of statements or one statement.
    static func branch(_ tokens: inout ArraySlice<String>, failure: (String) -> CommandError) throws(CommandError) -> [Statement] {
        guard tokens.first == "{" else { return [try statement(&tokens, failure: failure)] }
        tokens.removeFirst()
        var statements: [Statement] = []
        while tokens.first != "}" {
            guard !tokens.isEmpty else { throw failure("a { is never closed") }
            statements.append(try statement(&tokens, failure: failure))
        }
        tokens.removeFirst()
        return statements
    }

    /// The tokens inside the parentheses at the front of `tokens`, which are taken.
    static func parenthesised(_ tokens: inout ArraySlice<String>, failure: (String) -> CommandError) throws(CommandError) -> [String] {
        var depth = 0
        var inside: [String] = []
        while let token = tokens.popFirst() {
            if token == "(" { depth += 1; if depth == 1 { continue } }
            if token == ")" { depth -= 1; if depth == 0 { return inside } }
            inside.append(token)
        }
        throw failure("a ( is never closed")
    }

    static func upTo(_ end: String, _ tokens: inout ArraySlice<String>, failure: (String) -> CommandError) throws(CommandError)
        -> [String]
    {
        var taken: [String] = []
        while let token = tokens.popFirst() {
            if token == end { return taken }
            taken.append(token)
        }
        throw failure("expected '\(end)'")
    }

    /// An expression's tokens as formula text: the parameter and variables by their values,
    /// Java's math by the formula's names, casts to float or double dropped.
    static func formula(_ tokens: [String], _ variables: [String: String], failure: (String) -> CommandError) throws(CommandError)
        -> String
    {
        var words: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            // `(float)`, `(double)`: a cast changes the precision only.
            if token == "(", index + 2 < tokens.count, ["float", "double"].contains(tokens[index + 1]), tokens[index + 2] == ")" {
                index += 2
                continue
            }
            if let value = variables[token] {
                words.append("(\(value))")
            } else if token == "Math.PI" || token == "PI" {
                words.append("pi")
            } else if token == "Math.E" {
                words.append("e")
            } else if token.hasPrefix("Math."), mathFunctions.contains(String(token.dropFirst(5))), index + 1 < tokens.count,
                tokens[index + 1] == "("
            {
                words.append(String(token.dropFirst(5)))
            } else if let number = number(token) {
                words.append(number)
            } else if ["+", "-", "*", "/", "(", ")", "?", ":", "<", "<=", ">", ">=", "==", "!=", ","].contains(token) {
                words.append(token)
            } else {
                throw failure("'\(Names.shortened(token))' is not a number, the parameter, a local variable or Java's Math")
            }
        }
        guard !words.isEmpty else { throw failure("an expression is missing") }
        return words.joined(separator: " ")
    }

    /// A Java number literal (`0.5f`, `2.0d`, `1e-3`, `3L`) as the formula writes it.
    static func number(_ token: String) -> String? {
        var text = token
        if let last = text.last, "fFdDL".contains(last), text.count > 1 { text.removeLast() }
        guard let first = text.first, first.isNumber || first == ".", Double(text) != nil else { return nil }
        return text.hasPrefix(".") ? "0" + text : text
    }

    /// The body's tokens: words (dotted names and numbers, an exponent's sign included) and
    /// operators, one or two characters.
    static func tokenize(_ text: String, failure: (String) -> CommandError) throws(CommandError) -> ArraySlice<String> {
        let scalars = Array(text.unicodeScalars)
        var tokens: [String] = []
        var index = 0
        func isWord(_ s: Unicode.Scalar) -> Bool { SourceCode.isNameScalar(s) || s == "." }
        while index < scalars.count {
            let scalar = scalars[index]
            if SourceCode.isSpace(scalar) { index += 1; continue }
            if isWord(scalar) {
                var end = index + 1
                while end < scalars.count {
                    let exponentSign =
                        (scalars[end] == "-" || scalars[end] == "+") && ("0"..."9").contains(scalar)
                        && (scalars[end - 1] == "e" || scalars[end - 1] == "E")
                    guard isWord(scalars[end]) || exponentSign else { break }
                    end += 1
                }
                tokens.append(String(scalars: scalars[index..<end]))
                index = end
                continue
            }
            let pair = index + 1 < scalars.count ? String(scalars: scalars[index...(index + 1)]) : ""
            if ["<=", ">=", "==", "!=", "+=", "-=", "*=", "/=", "&&", "||", "++", "--"].contains(pair) {
                guard !["&&", "||", "++", "--"].contains(pair) else { throw failure("'\(pair)' is not read") }
                tokens.append(pair)
                index += 2
                continue
            }
            guard "+-*/()?:<>=,;{}".unicodeScalars.contains(scalar) else {
                throw failure("'\(Character(scalar))' is not read")
            }
            tokens.append(String(Character(scalar)))
            index += 1
        }
        return tokens[...]
    }
}
