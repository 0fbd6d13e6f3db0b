/// A Pratt parser (precedence climbing) for the grammar in `Formula`'s documentation, emitting
/// the program in postfix order as it goes.
///
/// Every way the recursion can nest without bound (a parenthesis, a call, a unary operator,
/// an exponent, a branch of a conditional) passes through `nest`, which bounds the depth, so no
/// input can exhaust the call stack. Between two `nest`s the recursion descends at most through
/// the binary levels, so a nesting level costs a few small frames: the recursive functions
/// keep their locals few and build every message in a separate, non-recursive function.
struct FormulaParser {
    private let maximumLength: Int
    private let maximumNestingDepth: Int
    private var lexer: FormulaLexer
    private var current: FormulaToken
    private var depth = 0
    private var program: [FormulaInstruction] = []
    private var height = 0
    private var maximumHeight = 0
    /// Why parsing stopped, once it has.
    private var failure: FormulaError?

    init(text: String, maximumLength: Int, maximumNestingDepth: Int) {
        self.maximumLength = maximumLength
        self.maximumNestingDepth = maximumNestingDepth
        self.lexer = FormulaLexer(Array(text))
        self.current = FormulaToken(kind: .end, start: 0, end: 0)
    }

    /// The program and the stack size it needs.
    mutating func parse() throws(FormulaError) -> ([FormulaInstruction], Int) {
        let count = lexer.characters.count
        if count == 0 {
            throw FormulaError("empty formula; write an expression in x, e.g. x^2", column: 1)
        }
        if count > maximumLength {
            throw FormulaError(
                "formula is too long: \(count) characters, at most \(maximumLength)",
                column: maximumLength + 1
            )
        }
        do {
            try advance()
            if let condition = try expression(.conditional) {
                throw stop(.missingQuestion(condition))
            }
            if current.kind != .end {
                throw stop(.trailing)
            }
        } catch {
            throw failure ?? FormulaError("internal error: parsing stopped without a reason", column: 1)
        }
        return (program, maximumHeight)
    }

    // MARK: Grammar

    /// How tightly an operator binds. A unary operator's operand, like an exponent, is parsed
    /// at `.power`: `-x^2` is −(x²), `2^-x` is 2^(−x), and `-x*y` is (−x)·y.
    private enum Level: Int {
        case conditional, comparison, additive, multiplicative, power
    }

    /// A comparison that has been parsed but not yet used: it must be followed by `?`, or be
    /// the whole content of parentheses (`(x < 1) ? a : b`). Its operands are already emitted.
    private struct Condition {
        let comparison: FormulaComparison
        /// The column of the comparator, for messages.
        let column: Int
    }

    /// An expression whose operators all bind at least as tightly as `minimum`. Returns the
    /// condition when the expression is a comparison not (yet) followed by `?`.
    private mutating func expression(_ minimum: Level) throws(FormulaStop) -> Condition? {
        var left = try prefix()
        while true {
            let token = current
            let level: Level
            let instruction: FormulaInstruction
            switch token.kind {
            case .plus: (level, instruction) = (.additive, .add)
            case .minus: (level, instruction) = (.additive, .subtract)
            case .star: (level, instruction) = (.multiplicative, .multiply)
            case .slash: (level, instruction) = (.multiplicative, .divide)
            case .caret: (level, instruction) = (.power, .power)
            case .comparison(let comparison):
                guard minimum.rawValue <= Level.comparison.rawValue else { return left }
                if let left { throw stop(.chainedComparison(left)) }
                try advance()
                if let right = try expression(.additive) {
                    throw stop(.conditionAsOperand(right, token))
                }
                left = Condition(comparison: comparison, column: token.column)
                continue
            case .question:
                guard minimum == .conditional else { return left }
                guard let condition = left else { throw stop(.questionWithoutComparison) }
                try conditional(condition, question: token)
                left = nil
                continue
            default:
                return left
            }
            guard minimum.rawValue <= level.rawValue else { return left }
            if let left { throw stop(.missingQuestion(left)) }
            // `^` is right-associative (its right side may hold more `^`) and nests; the others
            // are left-associative, so their right side binds strictly tighter.
            // Below .power there is always a next level.
            let rightLevel = level == .power ? Level.power : Level(rawValue: level.rawValue + 1) ?? .power
            if level == .power { try nest() }
            try advance()
            if let right = try expression(rightLevel) {
                throw stop(.conditionAsOperand(right, token))
            }
            if level == .power { depth -= 1 }
            emit(instruction)
        }
    }

    /// The then and else sides of `condition ? a : b`, the `?` being current.
    @inline(never)
    private mutating func conditional(_ condition: Condition, question: FormulaToken) throws(FormulaStop) {
        try nest()
        try advance()
        let branchIndex = emit(.branch(condition.comparison, elseStart: 0))
        try value(.conditional)
        depth -= 1
        guard current.kind == .colon else { throw stop(.missingColon(question)) }
        try nest()
        try advance()
        let jumpIndex = emit(.jump(end: 0))
        program[branchIndex] = .branch(condition.comparison, elseStart: program.count)
        try value(.conditional)
        depth -= 1
        program[jumpIndex] = .jump(end: program.count)
    }

    /// An expression that must be a value, not a bare comparison.
    @inline(never)
    private mutating func value(_ minimum: Level) throws(FormulaStop) {
        if let condition = try expression(minimum) {
            throw stop(.missingQuestion(condition))
        }
    }

    /// A number, variable, constant, call, parenthesised expression, or a unary operator and
    /// its operand. Hands back a parenthesised condition.
    @inline(never)
    private mutating func prefix() throws(FormulaStop) -> Condition? {
        let token = current
        switch token.kind {
        case .number(let value):
            try advance()
            emit(.number(value))
        case .variable:
            try advance()
            emit(.variable)
        case .constant(let constant):
            try advance()
            emit(.constant(constant))
        case .function(let function):
            try advance()
            try call(function, name: token)
        case .minus, .plus:
            try nest()
            try advance()
            if let operand = try expression(.power) {
                throw stop(.conditionAsOperand(operand, token))
            }
            depth -= 1
            if token.kind == .minus { emit(.negate) }  // unary plus leaves no trace
        case .leftParenthesis:
            try nest()
            try advance()
            let condition = try expression(.conditional)
            if let condition, current.kind != .rightParenthesis {
                throw stop(.missingQuestion(condition))
            }
            try close(token)
            depth -= 1
            return condition
        default:
            throw stop(.unexpectedOperand)
        }
        return nil
    }

    /// `name "(" arguments ")"`, the name just consumed; the arity is checked once the call is
    /// closed.
    @inline(never)
    private mutating func call(_ function: FormulaFunction, name: FormulaToken) throws(FormulaStop) {
        let open = current
        guard open.kind == .leftParenthesis else { throw stop(.missingCallParenthesis(name)) }
        try nest()
        try advance()
        var count = 0
        if current.kind != .rightParenthesis {
            try value(.conditional)
            count = 1
            while current.kind == .comma {
                try advance()
                try value(.conditional)
                count += 1
            }
        }
        try close(open)
        depth -= 1
        guard count == function.arity else { throw stop(.wrongArgumentCount(function, count, name)) }
        emit(.call(function))
    }

    /// Consumes the ')' that closes `open`.
    @inline(never)
    private mutating func close(_ open: FormulaToken) throws(FormulaStop) {
        guard current.kind == .rightParenthesis else { throw stop(.unclosed(open)) }
        try advance()
    }

    // MARK: Bookkeeping

    @inline(never)
    private mutating func nest() throws(FormulaStop) {
        depth += 1
        if depth > maximumNestingDepth { throw stop(.tooDeep) }
    }

    @inline(never)
    private mutating func advance() throws(FormulaStop) {
        do {
            current = try lexer.next()
        } catch {
            throw stop(.lexical(error))
        }
    }

    @discardableResult @inline(never)
    private mutating func emit(_ instruction: FormulaInstruction) -> Int {
        program.append(instruction)
        height += instruction.stackEffect
        maximumHeight = max(maximumHeight, height)
        return program.count - 1
    }

    // MARK: Errors

    /// Why parsing stopped.
    private indirect enum Reason {
        case lexical(FormulaError)
        case trailing
        case unexpectedOperand
        case missingQuestion(Condition)
        case chainedComparison(Condition)
        case questionWithoutComparison
        case missingColon(FormulaToken)
        case conditionAsOperand(Condition, FormulaToken)
        case missingCallParenthesis(FormulaToken)
        case wrongArgumentCount(FormulaFunction, Int, FormulaToken)
        case unclosed(FormulaToken)
        case tooDeep
    }

    /// Records the error for `reason` and returns what to throw. The grammar functions throw
    /// the empty `FormulaStop`, and build no message themselves, to keep their frames small:
    /// a typed error with a payload is returned through a stack slot at every call site, and a
    /// message built inline copies the parser onto the stack, several times over per frame.
    @inline(never)
    private mutating func stop(_ reason: Reason) -> FormulaStop {
        failure =
            switch reason {
            case .lexical(let error): error
            case .trailing: trailing()
            case .unexpectedOperand: unexpectedOperandToken()
            case .missingQuestion(let condition): missingQuestion(after: condition)
            case .chainedComparison(let condition): chainedComparison(after: condition.column)
            case .questionWithoutComparison: questionWithoutComparison()
            case .missingColon(let question): missingColon(question)
            case .conditionAsOperand(let condition, let operatorToken): conditionAsOperand(condition, of: operatorToken)
            case .missingCallParenthesis(let name): missingCallParenthesis(name)
            case .wrongArgumentCount(let function, let count, let name): wrongArgumentCount(function, count, name)
            case .unclosed(let open): unclosed(open)
            case .tooDeep: tooDeep()
            }
        return FormulaStop()
    }

    private var quotedCurrent: String { lexer.quoted(current) }

    private func error(_ message: String) -> FormulaError {
        FormulaError(message, column: current.column)
    }

    private func implicitMultiplication() -> FormulaError {
        error("expected an operator before \(quotedCurrent); implicit multiplication is not allowed, write *")
    }

    /// Whatever is current after a complete formula.
    private func trailing() -> FormulaError {
        switch current.kind {
        case .rightParenthesis: error("unbalanced parentheses: this ')' has no matching '('")
        case .comma: error("unexpected ','; commas only separate a function's arguments")
        case .colon: error("unexpected ':' without a '?' before it")
        default: current.beginsOperand ? implicitMultiplication() : error("unexpected \(quotedCurrent)")
        }
    }

    /// Whatever is current where an operand must begin.
    private func unexpectedOperandToken() -> FormulaError {
        switch current.kind {
        case .unknownIdentifier:
            // Reported here even when the token after it is malformed too.
            var lookahead = lexer
            let calledAsFunction = (try? lookahead.next())?.kind == .leftParenthesis
            return error(
                FormulaSuggestions.unknownIdentifierMessage(
                    lexer.spelling(of: current),
                    calledAsFunction: calledAsFunction
                )
            )
        case .end:
            return error("unexpected end of the formula; expected a number, x, a function or '('")
        case .rightParenthesis:
            return error("expected a number, x, a function or '(' before ')'")
        default:
            return error("expected a number, x, a function or '(', found \(quotedCurrent)")
        }
    }

    /// A condition followed by something other than `?`.
    private func missingQuestion(after condition: Condition) -> FormulaError {
        if case .comparison = current.kind { return chainedComparison(after: condition.column) }
        if current.beginsOperand { return implicitMultiplication() }
        return error(
            "expected '?' after the comparison at column \(condition.column), found \(quotedCurrent); a comparison is the condition of c ? a : b"
        )
    }

    private func chainedComparison(after column: Int) -> FormulaError {
        error("comparisons cannot be chained; expected '?' after the comparison at column \(column)")
    }

    private func questionWithoutComparison() -> FormulaError {
        error("'?' needs a comparison before it, as in x < 0.5 ? a : b")
    }

    private func missingColon(_ question: FormulaToken) -> FormulaError {
        if current.beginsOperand { return implicitMultiplication() }
        return error("expected ':' for the '?' at column \(question.column), found \(quotedCurrent)")
    }

    /// A parenthesised condition used as the operand of an operator.
    private func conditionAsOperand(_ condition: Condition, of operatorToken: FormulaToken) -> FormulaError {
        FormulaError(
            "a comparison cannot be an operand of \(lexer.quoted(operatorToken)); it can only be the condition of c ? a : b",
            column: condition.column
        )
    }

    private func missingCallParenthesis(_ name: FormulaToken) -> FormulaError {
        let spelling = lexer.spelling(of: name)
        return error("expected '(' after the function \(spelling), found \(quotedCurrent); write \(spelling)(…)")
    }

    private func wrongArgumentCount(_ function: FormulaFunction, _ count: Int, _ name: FormulaToken) -> FormulaError {
        let arguments = function.arity == 1 ? "argument" : "arguments"
        return FormulaError(
            "\(function.rawValue) takes \(function.arity) \(arguments), got \(count)",
            column: name.column
        )
    }

    /// `open` is not closed where current is.
    private func unclosed(_ open: FormulaToken) -> FormulaError {
        if current.kind == .end {
            return FormulaError("unbalanced parentheses: this '(' is never closed", column: open.column)
        }
        if current.beginsOperand { return implicitMultiplication() }
        return error("expected ')' to close the '(' at column \(open.column), found \(quotedCurrent)")
    }

    private func tooDeep() -> FormulaError {
        error(
            "the formula is nested too deeply (more than \(maximumNestingDepth) levels of parentheses, operators and function calls)"
        )
    }
}

/// Thrown inside the parser once `FormulaParser.failure` holds the error.
struct FormulaStop: Error {}
