import Foundation
import TestExpectations
import Testing

@testable import CurveKit

@Suite("Formula evaluation")
struct FormulaEvaluationTests {
    @Test(
        "operators follow the precedence and associativity table",
        arguments: [
            FormulaCase("2+3*4", is: 14),
            FormulaCase("2*3+4", is: 10),
            FormulaCase("2-3-4", is: -5),
            FormulaCase("12/3/2", is: 2),
            FormulaCase("12/3*2", is: 8),
            FormulaCase("2^3^2", is: 512),
            FormulaCase("(2^3)^2", is: 64),
            FormulaCase("-2^2", is: -4),
            FormulaCase("(-2)^2", is: 4),
            FormulaCase("-x^2", at: 3, is: -9),
            FormulaCase("2^-1", is: 0.5),
            FormulaCase("2^-x^2", at: 2, is: 1.0 / 16),
            FormulaCase("2^3*2", is: 16),
            FormulaCase("2*3^2", is: 18),
            FormulaCase("-2*3", is: -6),
            FormulaCase("2*-3", is: -6),
            FormulaCase("1 - -1", is: 2),
            FormulaCase("--2", is: 2),
            FormulaCase("+x", at: 3, is: 3),
            FormulaCase("-+-x", at: 3, is: 3),
            FormulaCase("(1-x)^2", at: 0.25, is: 0.5625),
            FormulaCase("1 + 2 < 4 ? 1 : 0", is: 1),
            FormulaCase("2 * 3 <= 5 ? 1 : 0", is: 0),
            FormulaCase("x < 1 ? 10 : x < 2 ? 20 : 30", at: 0.5, is: 10),
            FormulaCase("x < 1 ? 10 : x < 2 ? 20 : 30", at: 1.5, is: 20),
            FormulaCase("x < 1 ? 10 : x < 2 ? 20 : 30", at: 5, is: 30),
            FormulaCase("1 < 2 ? 1 > 2 ? 5 : 6 : 7", is: 6),
            FormulaCase("1 + (x > 0 ? 1 : 2) * 3", at: 1, is: 4),
            FormulaCase("(x < 1) ? 2 : 3", at: 0, is: 2),
            FormulaCase("((x < 1)) ? 2 : 3", at: 1, is: 3),
        ])
    func precedence(_ example: FormulaCase) throws {
        let formula = try Formula(parsing: example.text)
        #expect(formula.value(at: example.x) == example.expected)
    }

    @Test(
        "every comparison of the conditional",
        arguments: [
            ("<", [1.0, 0, 0]), ("<=", [1, 1, 0]), (">", [0, 0, 1]),
            (">=", [0, 1, 1]), ("==", [0, 1, 0]), ("!=", [1, 0, 1]),
        ])
    func comparisons(_ comparator: String, _ expected: [Double]) throws {
        let formula = try Formula(parsing: "x \(comparator) 0.5 ? 1 : 0")
        #expect([0.25, 0.5, 0.75].map(formula.value(at:)) == expected)
    }

    @Test("a comparison with NaN is false except !=")
    func comparisonWithNaN() throws {
        #expect(try Formula(parsing: "x < 0.5 ? 1 : 0").value(at: .nan) == 0)
        #expect(try Formula(parsing: "x >= 0.5 ? 1 : 0").value(at: .nan) == 0)
        #expect(try Formula(parsing: "x != 0.5 ? 1 : 0").value(at: .nan) == 1)
    }

    @Test("only the chosen side of a conditional is evaluated")
    func conditionalIsLazy() throws {
        // The untaken side divides by zero; the result is still the finite side.
        let formula = try Formula(parsing: "x == 0 ? 1 : 1/x")
        #expect(formula.value(at: 0) == 1)
        #expect(formula.value(at: 4) == 0.25)
        #expect(formula.firstNonFiniteValue(samples: 100) == nil)
    }

    @Test(
        "a conditional's result feeds the operation after it, whichever side ran",
        arguments: [
            FormulaCase("x + (x < 0.5 ? 1 : 2)", at: 0, is: 1),
            FormulaCase("x + (x < 0.5 ? 1 : 2)", at: 1, is: 3),
            FormulaCase("-(x < 0.5 ? 1 : 2)", at: 0, is: -1),
            FormulaCase("-(x < 0.5 ? 1 : 2)", at: 1, is: -2),
            FormulaCase("2^(x < 0.5 ? x : 3)", at: 0, is: 1),
            FormulaCase("2^(x < 0.5 ? x : 3)", at: 1, is: 8),
            FormulaCase("min(x, x < 0.5 ? 1 : -1)", at: 0, is: 0),
            FormulaCase("min(x, x < 0.5 ? 1 : -1)", at: 1, is: -1),
            FormulaCase("(x < 0.5 ? 1 : x < 0.75 ? 2 : 3) * 10", at: 0.6, is: 20),
            FormulaCase("(x < 0.5 ? 1 : x < 0.75 ? 2 : 3) * 10", at: 0.9, is: 30),
            FormulaCase("(x < 0.5 ? 1 : x < 0.75 ? 2 : 3) * 10", at: 0.1, is: 10),
        ])
    func conditionalFeedsNextOperation(_ example: FormulaCase) throws {
        #expect(try Formula(parsing: example.text).value(at: example.x) == example.expected)
    }

    @Test("easeInOutQuad written as a formula equals it written in Swift")
    func easeInOutQuad() throws {
        let formula = try Formula(parsing: "x < 0.5 ? 2*x*x : 1 - (-2*x+2)^2/2")
        func swift(_ x: Double) -> Double {
            x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2
        }
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(formula.value(at: x) == swift(x), "x = \(x)")
        }
    }

    @Test("sine-in written as a formula equals it written in Swift to 1e-15")
    func sineIn() throws {
        let formula = try Formula(parsing: "1 - cos(x*pi/2)")
        for i in 0...1000 {
            let x = Double(i) / 1000
            expectClose(formula.value(at: x), 1 - cos(x * Double.pi / 2), absolute: 1e-15, "x = \(x)")
        }
    }

    static let oneArgumentFunctions: [(String, @Sendable (Double) -> Double)] = [
        ("sin", sin), ("cos", cos), ("tan", tan), ("asin", asin), ("acos", acos), ("atan", atan),
        ("exp", exp), ("log", log), ("log2", log2), ("sqrt", sqrt), ("abs", fabs),
        ("floor", floor), ("ceil", ceil),
    ]
    static let inputs: [Double] = [
        -1e300, -710, -3.7, -1, -0.75, -0.5, -0.0, 0, 1e-300, 0.1, 0.25, 0.5, 0.999, 1, 1.5, 2, 3.7,
        100, 710, 1e300, .infinity, -.infinity, .nan,
    ]

    @Test("every one-argument function equals Foundation's", arguments: oneArgumentFunctions)
    func oneArgumentFunction(_ name: String, _ reference: @Sendable (Double) -> Double) throws {
        let formula = try Formula(parsing: "\(name)(x)")
        for x in Self.inputs {
            #expect(formulaSameValue(formula.value(at: x), reference(x)), "\(name)(\(x))")
        }
    }

    @Test("pow and ^ equal Foundation's pow")
    func powerFunction() throws {
        let function = try Formula(parsing: "pow(x, 1.5)")
        let caret = try Formula(parsing: "x^1.5")
        for x in Self.inputs {
            #expect(formulaSameValue(function.value(at: x), pow(x, 1.5)), "pow(\(x), 1.5)")
            #expect(formulaSameValue(caret.value(at: x), pow(x, 1.5)), "\(x)^1.5")
        }
        #expect(try Formula(parsing: "pow(2, 10)").value(at: 0) == 1024)
    }

    @Test("min and max equal Foundation's fmin and fmax on numbers")
    func minAndMax() throws {
        let minimum = try Formula(parsing: "min(x, 0.5)")
        let maximum = try Formula(parsing: "max(0.5, x)")
        for x in Self.inputs where !x.isNaN {
            #expect(minimum.value(at: x) == fmin(x, 0.5), "min(\(x), 0.5)")
            #expect(maximum.value(at: x) == fmax(0.5, x), "max(0.5, \(x))")
        }
    }

    @Test("min and max of NaN are NaN, so the NaN is not hidden")
    func minAndMaxPropagateNaN() throws {
        #expect(try Formula(parsing: "min(x, 0.5)").value(at: .nan).isNaN)
        #expect(try Formula(parsing: "max(0.5, x)").value(at: .nan).isNaN)
    }

    @Test("t is another name for x")
    func tIsX() throws {
        let t = try Formula(parsing: "t^2 + t")
        #expect(t.value(at: 3) == 12)
        #expect(t == (try Formula(parsing: "x^2 + x")))
        #expect(try Formula(parsing: "x*t").value(at: 3) == 9)
    }

    @Test("pi and e are the constants")
    func constants() throws {
        #expect(try Formula(parsing: "pi").value(at: 0) == Double.pi)
        #expect(try Formula(parsing: "e").value(at: 0) == M_E)
        #expect(try Formula(parsing: "e^x").value(at: 1) == pow(M_E, 1))
        #expect(try Formula(parsing: "2*pi*x").value(at: 0.5) == Double.pi)
    }

    @Test("numbers may be written 1, 0.5, .5, 5., 1e-3, 2.5E+2")
    func numberForms() throws {
        let examples: [(String, Double)] = [
            ("1", 1), ("0.5", 0.5), (".5", 0.5), ("5.", 5), ("1e-3", 0.001), ("1E3", 1000),
            ("2.5E+2", 250), (".5e1", 5), ("007", 7), ("1e-999", 0), ("0.1", 0.1),
        ]
        for (text, value) in examples {
            #expect(try Formula(parsing: text).value(at: 0) == value, "\(text)")
        }
    }

    @Test("an e right after a number is the constant when no exponent digits follow")
    func eAfterNumber() throws {
        #expect(try Formula(parsing: "2*e").value(at: 0) == 2 * M_E)
        #expect(try Formula(parsing: "2e1").value(at: 0) == 20)
        #expect(formulaParseError("2e")?.message.hasPrefix("expected an operator before 'e'") == true)
    }

    @Test("whitespace may appear anywhere between tokens")
    func whitespace() throws {
        let spaced = try Formula(parsing: " \t x <  .5 ?\n2 * x*x\t: 1 - ( - 2 * x + 2 ) ^ 2 / 2 \n")
        let tight = try Formula(parsing: "x<.5?2*x*x:1-(-2*x+2)^2/2")
        #expect(spaced == tight)
        #expect(spaced.text == "x <  .5 ?\n2 * x*x\t: 1 - ( - 2 * x + 2 ) ^ 2 / 2")
        #expect(spaced.value(at: 0.75) == tight.value(at: 0.75))
        #expect(try Formula(parsing: "sin ( x )").value(at: 1) == sin(1))
    }

    @Test("256 levels of nesting parse and evaluate")
    func deepestAllowedNesting() throws {
        let depth = Formula.maximumNestingDepth
        let parentheses = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
        #expect(try Formula(parsing: parentheses).value(at: 0.5) == 0.5)
        let calls = String(repeating: "abs(", count: depth) + "x" + String(repeating: ")", count: depth)
        #expect(try Formula(parsing: calls).value(at: -0.5) == 0.5)
        let negations = String(repeating: "-", count: depth) + "x"
        #expect(try Formula(parsing: negations).value(at: 0.5) == 0.5)
        let powers = Array(repeating: "1", count: depth + 1).joined(separator: "^")
        #expect(try Formula(parsing: powers).value(at: 0) == 1)
        let conditionals = String(repeating: "x < 0 ? 0 : ", count: depth) + "x"
        #expect(try Formula(parsing: conditionals).value(at: 0.5) == 0.5)
    }

    @Test("long flat sums are not nesting and evaluate without recursion")
    func longFlatSum() throws {
        let terms = 4_999
        let formula = try Formula(parsing: Array(repeating: "x", count: terms).joined(separator: "+"))
        #expect(formula.value(at: 1) == Double(terms))
        #expect(try Formula(parsing: formula.description) == formula)
    }
}
