import Testing

@testable import CurveKit

@Suite("Formula errors")
struct FormulaErrorTests {
    @Test(
        "every error names its column",
        arguments: [
            // Empty.
            FormulaErrorCase("", column: 1, "empty formula; write an expression in x, e.g. x^2"),
            FormulaErrorCase(" \t ", column: 1, "empty formula; write an expression in x, e.g. x^2"),
            // Unknown identifiers, with suggestions.
            FormulaErrorCase("sni(x)", column: 1, "unknown identifier 'sni'; did you mean 'sin'?"),
            FormulaErrorCase("1 - cso(x)", column: 5, "unknown identifier 'cso'; did you mean 'cos'?"),
            FormulaErrorCase("sqr(x)", column: 1, "unknown identifier 'sqr'; did you mean 'sqrt'?"),
            FormulaErrorCase("Sin(x)", column: 1, "unknown identifier 'Sin'; did you mean 'sin'?"),
            FormulaErrorCase("2*PI", column: 3, "unknown identifier 'PI'; did you mean 'pi'?"),
            FormulaErrorCase("X^2", column: 1, "unknown identifier 'X'; did you mean 'x'?"),
            FormulaErrorCase("ln(x)", column: 1, "unknown identifier 'ln'; did you mean 'log'? (log is the natural logarithm)"),
            FormulaErrorCase("log10(x)", column: 1, "unknown identifier 'log10'; write log(x)/log(10) for the base-10 logarithm"),
            FormulaErrorCase("2 * xx", column: 5, "unknown identifier 'xx'; implicit multiplication is not allowed, write x*x"),
            FormulaErrorCase("pix", column: 1, "unknown identifier 'pix'; implicit multiplication is not allowed, write pi*x"),
            FormulaErrorCase("foo$", column: 1, "unknown identifier 'foo'; the variable is x (or t), the constants are pi and e"),
            FormulaErrorCase("y + 1", column: 1, "unknown identifier 'y'; the variable is x (or t), the constants are pi and e"),
            FormulaErrorCase(
                "foo(x)", column: 1,
                "unknown identifier 'foo'; the functions are sin cos tan asin acos atan exp log log2 sqrt abs floor ceil min max pow"
            ),
            // Function calls.
            FormulaErrorCase("min(x)", column: 1, "min takes 2 arguments, got 1"),
            FormulaErrorCase("2 * sin(x, 1)", column: 5, "sin takes 1 argument, got 2"),
            FormulaErrorCase("sin()", column: 1, "sin takes 1 argument, got 0"),
            FormulaErrorCase("pow(x, 2, 3)", column: 1, "pow takes 2 arguments, got 3"),
            FormulaErrorCase("sin x", column: 5, "expected '(' after the function sin, found 'x'; write sin(…)"),
            FormulaErrorCase("1 + sqrt", column: 9, "expected '(' after the function sqrt, found the end of the formula; write sqrt(…)"),
            FormulaErrorCase("max(x, )", column: 8, "expected a number, x, a function or '(' before ')'"),
            // Parentheses.
            FormulaErrorCase("(x + 1", column: 1, "unbalanced parentheses: this '(' is never closed"),
            FormulaErrorCase("2 * (1 - (x)", column: 5, "unbalanced parentheses: this '(' is never closed"),
            FormulaErrorCase("sin(x", column: 4, "unbalanced parentheses: this '(' is never closed"),
            FormulaErrorCase("x + 1)", column: 6, "unbalanced parentheses: this ')' has no matching '('"),
            FormulaErrorCase("()", column: 2, "expected a number, x, a function or '(' before ')'"),
            // Unexpected end.
            FormulaErrorCase("x +", column: 4, "unexpected end of the formula; expected a number, x, a function or '('"),
            FormulaErrorCase("-", column: 2, "unexpected end of the formula; expected a number, x, a function or '('"),
            FormulaErrorCase("2^", column: 3, "unexpected end of the formula; expected a number, x, a function or '('"),
            // Implicit multiplication and trailing text.
            FormulaErrorCase("2x", column: 2, "expected an operator before 'x'; implicit multiplication is not allowed, write *"),
            FormulaErrorCase("2 (x+1)", column: 3, "expected an operator before '('; implicit multiplication is not allowed, write *"),
            FormulaErrorCase("x 1", column: 3, "expected an operator before '1'; implicit multiplication is not allowed, write *"),
            FormulaErrorCase("(2 x)", column: 4, "expected an operator before 'x'; implicit multiplication is not allowed, write *"),
            FormulaErrorCase("max(1 2)", column: 7, "expected an operator before '2'; implicit multiplication is not allowed, write *"),
            FormulaErrorCase("x, 1", column: 2, "unexpected ','; commas only separate a function's arguments"),
            FormulaErrorCase("x : 1", column: 3, "unexpected ':' without a '?' before it"),
            FormulaErrorCase("x * * 2", column: 5, "expected a number, x, a function or '(', found '*'"),
            // Conditionals.
            FormulaErrorCase("x ? 1 : 2", column: 3, "'?' needs a comparison before it, as in x < 0.5 ? a : b"),
            FormulaErrorCase(
                "x < 1", column: 6,
                "expected '?' after the comparison at column 3, found the end of the formula; a comparison is the condition of c ? a : b"
            ),
            FormulaErrorCase("x < 1 ? 2", column: 10, "expected ':' for the '?' at column 7, found the end of the formula"),
            FormulaErrorCase(
                "0 < x < 1 ? 1 : 0", column: 7,
                "comparisons cannot be chained; expected '?' after the comparison at column 3"
            ),
            FormulaErrorCase(
                "(x < 1) + 1", column: 9,
                "expected '?' after the comparison at column 4, found '+'; a comparison is the condition of c ? a : b"
            ),
            FormulaErrorCase(
                "2 * (x < 1) ? 1 : 0", column: 8,
                "a comparison cannot be an operand of '*'; it can only be the condition of c ? a : b"
            ),
            FormulaErrorCase(
                "-(x < 1) ? 1 : 0", column: 5,
                "a comparison cannot be an operand of '-'; it can only be the condition of c ? a : b"
            ),
            FormulaErrorCase(
                "sin((x < 1))", column: 12,
                "expected '?' after the comparison at column 8, found ')'; a comparison is the condition of c ? a : b"
            ),
            FormulaErrorCase(
                "x < (x < 1) ? 1 : 0", column: 8,
                "a comparison cannot be an operand of '<'; it can only be the condition of c ? a : b"
            ),
            // Numbers and characters.
            FormulaErrorCase("1e999", column: 1, "number '1e999' is too large (the largest is about 1.8e308)"),
            FormulaErrorCase("x + 2e308 * x", column: 5, "number '2e308' is too large (the largest is about 1.8e308)"),
            FormulaErrorCase(".", column: 1, "'.' must be followed by digits, as in .5"),
            FormulaErrorCase("x + 1.2.3", column: 5, "malformed number '1.2.'"),
            FormulaErrorCase("x $ 1", column: 3, "unexpected character '$'"),
            FormulaErrorCase("x ** 2", column: 3, "'**' is not an operator; write ^ for a power"),
            FormulaErrorCase("x = 1", column: 3, "unexpected '='; write == to compare"),
            FormulaErrorCase("!x", column: 1, "unexpected '!'; write != to compare"),
            FormulaErrorCase("2π", column: 2, "unexpected character 'π' (U+03C0); write pi"),
            FormulaErrorCase("1 − x", column: 3, "unexpected character '−' (U+2212); write - for minus"),
            FormulaErrorCase("[x]", column: 1, "unexpected character '['; use ( for grouping"),
            FormulaErrorCase("x\u{0}", column: 2, "unexpected character U+0000"),
        ])
    func error(_ example: FormulaErrorCase) {
        #expect(formulaParseError(example.text) == example.expected)
    }

    @Test("columns count characters of the trimmed text, not bytes")
    func columnsCountCharacters() {
        #expect(formulaParseError("   2x")?.column == 2)
        #expect(formulaParseError("é + x") == FormulaError("unexpected character 'é' (U+00E9)", column: 1))
        #expect(formulaParseError("1 + é") == FormulaError("unexpected character 'é' (U+00E9)", column: 5))
        #expect(formulaParseError("👍🏽 + x")?.column == 1)
        #expect(formulaParseError("x + 👍🏽 ")?.column == 5)
    }

    @Test("the error describes itself as column N: message")
    func errorDescription() {
        #expect(formulaParseError("min(x)")?.description == "column 1: min takes 2 arguments, got 1")
    }

    @Test("a formula longer than 10,000 characters is an error at column 10,001")
    func tooLong() {
        let text = String(repeating: "x+", count: 5_000) + "x"
        #expect(formulaParseError(text) == FormulaError("formula is too long: 10001 characters, at most 10000", column: 10_001))
        // Surrounding whitespace does not count.
        #expect(formulaParseError("   " + String(repeating: "x+", count: 4_999) + "2x   ")?.column == 10_000)
    }

    static let tooDeep =
        "the formula is nested too deeply (more than 256 levels of parentheses, operators and function calls)"

    @Test("257 levels of parentheses are an error at the 257th '('")
    func oneLevelTooDeep() {
        let text = String(repeating: "(", count: 257) + "x" + String(repeating: ")", count: 257)
        #expect(formulaParseError(text) == FormulaError(Self.tooDeep, column: 257))
    }

    /// 10,000 levels, with the length limit lifted so only the nesting limit stands between the
    /// input and the call stack.
    @Test(
        "10,000 levels of nesting are an error, not a stack overflow",
        arguments: [
            ("parentheses", String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000), 257),
            ("unary minus", String(repeating: "-", count: 10_000) + "x", 257),
            ("powers", Array(repeating: "x", count: 10_000).joined(separator: "^"), 514),
            ("calls", String(repeating: "sin(", count: 10_000) + "x" + String(repeating: ")", count: 10_000), 1_028),
            ("conditionals", String(repeating: "x<0?0:", count: 10_000) + "x", 1_540),
            ("mixed", String(repeating: "-(2^-sin(", count: 10_000) + "x" + String(repeating: "))", count: 10_000), 0),
        ])
    func tenThousandDeep(_ kind: String, _ text: String, _ column: Int) {
        #expect(throws: FormulaError.self) {
            _ = try Formula(parsing: text, maximumLength: .max, maximumNestingDepth: 256)
        }
        do {
            _ = try Formula(parsing: text, maximumLength: .max, maximumNestingDepth: 256)
        } catch {
            #expect(error.message == Self.tooDeep)
            if column > 0 { #expect(error.column == column) }
        }
    }

    @Test(
        "10,000 levels of nesting through the public initializer are an error",
        arguments: [
            String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000),
            String(repeating: "-", count: 10_000) + "x",
            Array(repeating: "x", count: 10_000).joined(separator: "^"),
            // Just inside the length limit, so the nesting limit is what fails.
            String(repeating: "-", count: 9_999) + "x",
            Array(repeating: "x", count: 5_000).joined(separator: "^"),
            String(repeating: "(", count: 4_999) + "x" + String(repeating: ")", count: 4_999),
        ])
    func tenThousandDeepPublic(_ text: String) {
        let error = formulaParseError(text)
        #expect(error != nil)
        if text.count <= Formula.maximumLength {
            #expect(error?.message == Self.tooDeep)
        } else {
            #expect(error?.column == Formula.maximumLength + 1)
        }
    }
}
