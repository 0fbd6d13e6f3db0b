import Foundation

/// A Kotlin easing function written by hand (`override fun transform(fraction: Float): Float
/// { … }`, Compose's `Easing`), read as the function it is: its one parameter is the variable,
/// each local `val NAME = EXPRESSION` stands for its expression where it is used later, and the
/// value is what `return` gives, where `when { CONDITION -> VALUE … else -> VALUE }` (Kotlin's
/// when without a subject: the first branch whose condition holds) is the chain of conditionals
/// it is, and a branch's `{ … }` block is its own locals, then its last expression. The
/// expressions themselves are read by ``FunctionFormReader``.
enum KotlinFunctionBody {
    /// The formula text of the function after `start` (just after `fun `); nil when the function
    /// is the form `export` writes (which declares the variable `x` itself and is read as the
    /// one expression it returns) or has no single parameter and body.
    static func formula(
        _ text: String, after start: String.Index, _ reading: FunctionFormReading, failure: (String) -> CommandError
    ) throws(CommandError) -> String? {
        guard let open = text[start...].firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") else { return nil }
        let parameters = text[text.index(after: open)..<close].split(separator: ",")
        guard parameters.count == 1, let colon = parameters[0].firstIndex(of: ":") else { return nil }
        let parameter = parameters[0][..<colon].trimmingCharacters(in: .whitespaces)
        guard let brace = text[close...].firstIndex(of: "{"), let body = block(in: text, from: brace) else { return nil }
        let statements = self.statements(body)
        // `val x = t.coerceIn(0.0, 1.0)`: the form export writes, in x.
        if let variable = reading.variable, statements.contains(where: { declaration($0)?.name == variable }) { return nil }
        return try value(of: statements, variable: parameter, locals: [:], reading, failure: failure)
    }

    /// The value a list of statements gives: its locals, then its `return` or last expression.
    static func value(
        of statements: [Substring], variable: String, locals: [String: String], _ reading: FunctionFormReading,
        failure: (String) -> CommandError
    ) throws(CommandError) -> String {
        var locals = locals
        for statement in statements {
            if let (name, expression) = declaration(statement) {
                locals[name] = "(" + (try self.expression(expression, variable: variable, locals: locals, reading, failure: failure)) + ")"
                continue
            }
            var expression = statement
            if expression.hasPrefix("return ") { expression = expression.dropFirst("return ".count) }
            return try self.expression(expression, variable: variable, locals: locals, reading, failure: failure)
        }
        throw failure("the function returns no value")
    }

    /// An expression: `when { … }` as a chain of conditionals, anything else as the function
    /// forms read it.
    static func expression(
        _ text: Substring, variable: String, locals: [String: String], _ reading: FunctionFormReading,
        failure: (String) -> CommandError
    ) throws(CommandError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("when"), let brace = trimmed.firstIndex(of: "{"),
            trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<brace].allSatisfy(\.isWhitespace),
            let body = block(in: trimmed, from: brace)
        else {
            return try FunctionFormReader.formula(trimmed, variable: variable, reading, locals: locals, failure: failure)
        }
        var branches: [(condition: String?, value: String)] = []
        for branch in statements(body) {
            guard let arrow = branch.range(of: "->") else { throw failure("a when branch without -> (\(Names.shortened(String(branch))))") }
            let condition = branch[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
            let result = branch[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            let value: String
            if result.hasPrefix("{"), let inner = block(in: result, from: result.startIndex) {
                value = try self.value(of: statements(inner), variable: variable, locals: locals, reading, failure: failure)
            } else {
                value = try expression(Substring(result), variable: variable, locals: locals, reading, failure: failure)
            }
            branches.append(
                (
                    condition == "else"
                        ? nil : try FunctionFormReader.formula(condition, variable: variable, reading, locals: locals, failure: failure),
                    value
                ))
        }
        guard let last = branches.last, last.condition == nil, branches.dropLast().allSatisfy({ $0.condition != nil }) else {
            throw failure("a when without an else branch last has no value for every input")
        }
        return branches.dropLast().reversed().reduce("(" + last.value + ")") { otherwise, branch in
            "(\(branch.condition ?? "") ? (\(branch.value)) : \(otherwise))"
        }
    }

    /// `val NAME = EXPRESSION` (with an optional type): the name and the expression.
    static func declaration(_ statement: Substring) -> (name: String, expression: Substring)? {
        guard statement.hasPrefix("val "), let equals = statement.firstIndex(of: "=") else { return nil }
        let after = statement.index(after: equals)
        guard after < statement.endIndex, statement[after] != "=" else { return nil }
        var name = statement[statement.index(statement.startIndex, offsetBy: 4)..<equals]
        if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy(SourceCode.isNameScalar) else { return nil }
        return (trimmed, statement[after...])
    }

    /// The text inside the braces that open at `open`, to the brace that closes them.
    static func block<S: StringProtocol>(in text: S, from open: S.Index) -> Substring? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return Substring(text[text.index(after: open)..<index]) }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The statements of a block: its lines and `;`-separated parts outside brackets, trimmed,
    /// without blank lines and `//` comments.
    static func statements(_ body: Substring) -> [Substring] {
        var statements: [Substring] = []
        var depth = 0
        var start = body.startIndex
        var index = body.startIndex
        func close(at end: Substring.Index) {
            var statement = body[start..<end]
            if let comment = statement.range(of: "//") { statement = statement[..<comment.lowerBound] }
            let trimmed = statement.drop { $0.isWhitespace }
            let kept = trimmed.reversed().drop { $0.isWhitespace }.count
            if kept > 0 { statements.append(trimmed.prefix(kept)) }
        }
        while index < body.endIndex {
            let character = body[index]
            if "({[".contains(character) { depth += 1 }
            if ")}]".contains(character) { depth -= 1 }
            if depth == 0, character == "\n" || character == ";" {
                close(at: index)
                start = body.index(after: index)
            }
            index = body.index(after: index)
        }
        close(at: body.endIndex)
        return statements
    }
}
