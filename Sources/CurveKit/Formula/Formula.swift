/// A formula could not be parsed. `column` is 1-based and counts characters of the formula's
/// text as trimmed of surrounding whitespace (the `text` of the `Formula` it would have been);
/// a column one past the last character means "at the end".
public struct FormulaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the formula, and what is accepted.
    public let message: String
    /// The 1-based column of the problem in the trimmed formula (one past the end for "at the end").
    public let column: Int

    /// An error at `column`.
    public init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}

/// A curve written as a formula in `x` (alias `t`), e.g. `1 - cos(x*pi/2)` or
/// `x < 0.5 ? 2*x*x : 1 - (-2*x+2)^2/2`.
///
/// The text is parsed once, by a Pratt parser, into a flat program for a small stack machine
/// (see `FormulaOperation`); evaluating does no string work, no recursion and no heap
/// allocation. Evaluation never traps: it follows IEEE 754, so `1/0` is +infinity, `sqrt(-1)`
/// and `0/0` are NaN, and so on (see `firstNonFiniteValue`).
///
/// Grammar (EBNF; whitespace may appear between any two tokens):
///
///     formula        = conditional ;
///     conditional    = condition , "?" , conditional , ":" , conditional
///                    | additive ;
///     condition      = additive , comparator , additive
///                    | "(" , condition , ")" ;
///     comparator     = "<" | "<=" | ">" | ">=" | "==" | "!=" ;
///     additive       = multiplicative , { ( "+" | "-" ) , multiplicative } ;
///     multiplicative = unary , { ( "*" | "/" ) , unary } ;
///     unary          = ( "-" | "+" ) , unary
///                    | power ;
///     power          = primary , [ "^" , unary ] ;
///     primary        = number | "x" | "t" | "pi" | "e"
///                    | function , "(" , [ conditional , { "," , conditional } ] , ")"
///                    | "(" , conditional , ")" ;
///     function       = "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "exp" | "log"
///                    | "log2" | "sqrt" | "abs" | "floor" | "ceil" | "min" | "max" | "pow" ;
///     number         = ( digits , [ "." , [ digits ] ] | "." , digits ) ,
///                      [ ( "e" | "E" ) , [ "+" | "-" ] , digits ] ;
///     digits         = digit , { digit } ;
///
/// So `^` is right-associative and binds tighter than unary minus (`-x^2` is −(x²), `2^-1` is
/// ½); the conditional has the lowest precedence and is right-associative (`a ? b : c ? d : e`);
/// a comparison appears only as the condition of `? :`, which may be parenthesised
/// (`(x < 0.5) ? a : b`), and comparisons do not chain. `log` is the natural logarithm; `min`,
/// `max` and `pow` take two arguments, the other functions one (a call with the wrong count
/// parses but is an error). Identifiers are case-sensitive ASCII; implicit multiplication
/// (`2x`) is an error. The text is at most `maximumLength` characters and nests at most
/// `maximumNestingDepth` levels.
public struct Formula: Sendable, Equatable, CustomStringConvertible {
    /// The longest formula text accepted, in characters.
    public static let maximumLength = 10_000
    /// The deepest nesting accepted: parentheses, function calls, unary operators, exponents
    /// and conditionals each add a level.
    public static let maximumNestingDepth = 256

    /// The formula as the user wrote it, trimmed of surrounding whitespace.
    public let text: String

    /// The parsed formula in postfix order: the canonical form (equal trees, equal programs)
    /// and what `value(at:)` runs.
    let program: [FormulaInstruction]
    /// The program as `value(at:)` runs it.
    let code: [FormulaOperation]
    /// The most values the program ever holds on its stack.
    let stackSize: Int

    /// Parses a formula in x (`1 - (1 - x)^3`, `sin(x * pi / 2)`); throws ``FormulaError`` with the
    /// column of the first problem.
    public init(parsing text: String) throws(FormulaError) {
        try self.init(
            parsing: text,
            maximumLength: Formula.maximumLength,
            maximumNestingDepth: Formula.maximumNestingDepth
        )
    }

    /// The parser with its limits as parameters, so tests can lift the length limit to check
    /// that the nesting limit alone keeps arbitrarily deep input off the call stack.
    init(parsing text: String, maximumLength: Int, maximumNestingDepth: Int) throws(FormulaError) {
        let trimmed = FormulaLexer.trimmingWhitespace(text)
        var parser = FormulaParser(
            text: trimmed,
            maximumLength: maximumLength,
            maximumNestingDepth: maximumNestingDepth
        )
        let (program, stackSize) = try parser.parse()
        self.text = trimmed
        self.program = program
        self.code = FormulaMachine.compile(program)
        self.stackSize = stackSize
    }

    /// Two formulas are equal when they parse to the same tree: `x+1` equals `x + 1` and
    /// `t + (1)`, but not `1 + x`.
    public static func == (lhs: Formula, rhs: Formula) -> Bool {
        lhs.program == rhs.program
    }

    /// The canonical spelling: `x` for the variable, single spaces around binary operators,
    /// and parentheses only where the tree needs them, e.g. `x < 0.5 ? 2 * x * x : 1 - x^2`. It
    /// parses back to an equal formula: when that spelling would not (longer than
    /// `maximumLength`, or nested deeper than `maximumNestingDepth` by the parentheses it adds
    /// for readability, as in `-(-(-x))`), the description is the compact spelling instead (no
    /// spaces, shortest numbers, no parentheses the tree does not need), which is never longer
    /// than the text the formula was parsed from.
    public var description: String {
        let readable = FormulaPrinter.print(program, compact: false)
        if let reparsed = try? Formula(parsing: readable), reparsed == self { return readable }
        return FormulaPrinter.print(program, compact: true)
    }

    /// The formula's value at `x`.
    public func value(at x: Double) -> Double {
        FormulaMachine.run(code, stackSize: stackSize, x: x)
    }

    /// The first x of the grid i/samples (i = 0…samples) where the value is not finite (NaN or
    /// ±inf), e.g. a division by zero; nil when finite everywhere. A `samples` below 1 is
    /// treated as 1 (the grid 0, 1).
    public func firstNonFiniteValue(samples: Int) -> (x: Double, value: Double)? {
        let samples = max(samples, 1)
        let count = Double(samples)
        for i in 0...samples {
            let x = Double(i) / count
            let y = value(at: x)
            if !y.isFinite { return (x, y) }
        }
        return nil
    }
}
