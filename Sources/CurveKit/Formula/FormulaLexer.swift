/// A token of the formula language. Identifiers are resolved as they are read.
enum FormulaTokenKind: Equatable, Sendable {
    case number(Double)
    /// `x` or `t`.
    case variable
    case constant(FormulaConstant)
    case function(FormulaFunction)
    /// Any other identifier: always an error, reported by the parser with a suggestion.
    case unknownIdentifier
    case plus, minus, star, slash, caret
    case leftParenthesis, rightParenthesis, comma, question, colon
    case comparison(FormulaComparison)
    case end
}

/// A token and where it is: characters `start..<end` of the formula (`start == end` at the end).
/// Holds no strings, so the parser's frames stay small and copying a token costs nothing.
struct FormulaToken: Sendable {
    let kind: FormulaTokenKind
    let start: Int
    let end: Int

    /// 1-based column of the first character.
    var column: Int { start + 1 }

    /// True when the token can begin an operand: after a complete operand it means the user
    /// wrote two operands side by side (`2x`, `x(1)`, `2 3`).
    var beginsOperand: Bool {
        switch kind {
        case .number, .variable, .constant, .function, .unknownIdentifier, .leftParenthesis: true
        default: false
        }
    }
}

/// Splits a formula's text into tokens on demand, so errors come in the order of the text.
struct FormulaLexer {
    let characters: [Character]
    private var index = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    /// The token as written.
    func spelling(of token: FormulaToken) -> String {
        String(characters[token.start..<token.end])
    }

    /// How a message names the token: quoted, or "the end of the formula".
    func quoted(_ token: FormulaToken) -> String {
        token.kind == .end ? "the end of the formula" : "'\(spelling(of: token))'"
    }

    /// `text` without leading and trailing whitespace.
    static func trimmingWhitespace(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    mutating func next() throws(FormulaError) -> FormulaToken {
        while index < characters.count, characters[index].isWhitespace {
            index += 1
        }
        let start = index
        let column = start + 1
        guard index < characters.count else {
            return FormulaToken(kind: .end, start: start, end: start)
        }
        let character = characters[index]
        index += 1

        func token(_ kind: FormulaTokenKind) -> FormulaToken {
            FormulaToken(kind: kind, start: start, end: index)
        }
        func followedBy(_ next: Character) -> Bool {
            if index < characters.count, characters[index] == next {
                index += 1
                return true
            }
            return false
        }

        switch character {
        case "+": return token(.plus)
        case "-": return token(.minus)
        case "*":
            if index < characters.count, characters[index] == "*" {
                throw FormulaError("'**' is not an operator; write ^ for a power", column: column)
            }
            return token(.star)
        case "/": return token(.slash)
        case "^": return token(.caret)
        case "(": return token(.leftParenthesis)
        case ")": return token(.rightParenthesis)
        case ",": return token(.comma)
        case "?": return token(.question)
        case ":": return token(.colon)
        case "<": return token(.comparison(followedBy("=") ? .lessOrEqual : .less))
        case ">": return token(.comparison(followedBy("=") ? .greaterOrEqual : .greater))
        case "=":
            if followedBy("=") { return token(.comparison(.equal)) }
            throw FormulaError("unexpected '='; write == to compare", column: column)
        case "!":
            if followedBy("=") { return token(.comparison(.notEqual)) }
            throw FormulaError("unexpected '!'; write != to compare", column: column)
        default:
            break
        }

        if Self.isDigit(character) || character == "." {
            index = start
            return try number(column: column)
        }
        if Self.isIdentifierStart(character) {
            while index < characters.count, Self.isIdentifierContinuation(characters[index]) {
                index += 1
            }
            let name = String(characters[start..<index])
            let kind: FormulaTokenKind =
                if name == "x" || name == "t" {
                    .variable
                } else if let constant = FormulaConstant(rawValue: name) {
                    .constant(constant)
                } else if let function = FormulaFunction(rawValue: name) {
                    .function(function)
                } else {
                    .unknownIdentifier
                }
            return FormulaToken(kind: kind, start: start, end: index)
        }
        throw FormulaError(Self.unexpectedCharacterMessage(character), column: column)
    }

    /// digits [ "." [digits] ] | "." digits, then an optional exponent. An `e` that is not
    /// followed by digits (`2e`, `2*e`) is left for the identifier `e`.
    private mutating func number(column: Int) throws(FormulaError) -> FormulaToken {
        let start = index
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if index < characters.count, characters[index] == "." {
            index += 1
            fractionDigits = skipDigits()
        }
        if integerDigits == 0 && fractionDigits == 0 {
            throw FormulaError("'.' must be followed by digits, as in .5", column: column)
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var lookahead = index + 1
            if lookahead < characters.count, characters[lookahead] == "+" || characters[lookahead] == "-" {
                lookahead += 1
            }
            if lookahead < characters.count, Self.isDigit(characters[lookahead]) {
                index = lookahead
                _ = skipDigits()
            }
        }
        if index < characters.count, characters[index] == "." {
            throw FormulaError(
                "malformed number '\(String(characters[start...index]))'",
                column: column
            )
        }
        let spelling = String(characters[start..<index])
        guard let value = Double(spelling) else {
            throw FormulaError("malformed number '\(spelling)'", column: column)
        }
        guard value.isFinite else {
            throw FormulaError(
                "number '\(spelling)' is too large (the largest is about 1.8e308)",
                column: column
            )
        }
        return FormulaToken(kind: .number(value), start: start, end: index)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < characters.count, Self.isDigit(characters[index]) {
            index += 1
        }
        return index - start
    }

    private static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 0x30 && ascii <= 0x39
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x5F
    }

    private static func isIdentifierContinuation(_ character: Character) -> Bool {
        isIdentifierStart(character) || isDigit(character)
    }

    private static func unexpectedCharacterMessage(_ character: Character) -> String {
        let hint: String? =
            switch character {
            case "π": "write pi"
            case "−", "–", "—": "write - for minus"
            case "×", "·", "⋅": "write * for a product"
            case "÷": "write / for a quotient"
            case "²": "write ^2 for a square"
            case "[", "{": "use ( for grouping"
            case "]", "}": "use ) for grouping"
            case "&", "|": "conditions are written x < a ? b : c"
            default: nil
            }
        let shown: String
        if character.isASCII, let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            shown = "'\(character)'"
        } else {
            let scalars = character.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            let printable = character.unicodeScalars.allSatisfy {
                $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
            }
            shown = printable ? "'\(character)' (\(scalars.joined(separator: " ")))" : scalars.joined(separator: " ")
        }
        return "unexpected character \(shown)" + (hint.map { "; \($0)" } ?? "")
    }
}
