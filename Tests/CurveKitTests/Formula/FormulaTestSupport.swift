import Testing

@testable import CurveKit

/// A formula, an input and the value it must give, printed as the formula for test names.
struct FormulaCase: Sendable, CustomTestStringConvertible {
    let text: String
    let x: Double
    let expected: Double

    init(_ text: String, at x: Double = 0, is expected: Double) {
        (self.text, self.x, self.expected) = (text, x, expected)
    }

    var testDescription: String { "\(text) at \(x) is \(expected)" }
}

/// A formula and the error it must raise.
struct FormulaErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let column: Int
    let message: String

    init(_ text: String, column: Int, _ message: String) {
        (self.text, self.column, self.message) = (text, column, message)
    }

    var expected: FormulaError { FormulaError(message, column: column) }
    var testDescription: String { "\"\(text)\" → column \(column): \(message)" }
}

/// The error parsing `text` throws, or nil when it parses.
func formulaParseError(_ text: String) -> FormulaError? {
    do {
        _ = try Formula(parsing: text)
        return nil
    } catch {
        return error
    }
}

/// Same value, treating every NaN as equal to every NaN (IEEE == says a NaN equals nothing).
func formulaSameValue(_ a: Double, _ b: Double) -> Bool {
    a == b || (a.isNaN && b.isNaN)
}
