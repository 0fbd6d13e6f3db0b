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

/// SplitMix64: a small seeded generator so the randomised tests are reproducible.
struct FormulaTestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Same value, treating every NaN as equal to every NaN (IEEE == says a NaN equals nothing).
func formulaSameValue(_ a: Double, _ b: Double) -> Bool {
    a == b || (a.isNaN && b.isNaN)
}
