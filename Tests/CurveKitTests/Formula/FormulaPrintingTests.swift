import Testing

@testable import CurveKit

@Suite("Formula printing and equality")
struct FormulaPrintingTests {
    @Test(
        "the description is canonical",
        arguments: [
            ("x+1", "x + 1"),
            ("t", "x"),
            ("  2*x ", "2 * x"),
            ("((x))", "x"),
            ("+x", "x"),
            ("-x^2", "-x^2"),
            ("(-x)^2", "(-x)^2"),
            ("- -x", "-(-x)"),
            ("2^3^2", "2^3^2"),
            ("(2^3)^2", "(2^3)^2"),
            ("2^-1", "2^-1"),
            ("2^(-1)", "2^-1"),
            ("(1-x)^2", "(1 - x)^2"),
            ("1-(2-3)", "1 - (2 - 3)"),
            ("(1-2)-3", "1 - 2 - 3"),
            ("1+(2+3)", "1 + (2 + 3)"),
            ("2*(3*4)", "2 * (3 * 4)"),
            ("2/(3*4)", "2 / (3 * 4)"),
            ("2*-3", "2 * -3"),
            ("0.50", "0.5"),
            (".5", "0.5"),
            ("1e3", "1000"),
            ("1e-7", "1e-7"),
            ("0.000001", "0.000001"),
            ("1e16", "1e16"),
            ("123e10", "1230000000000"),
            ("1.5e-300", "1.5e-300"),
            ("1e300", "1e300"),
            ("2.5e0", "2.5"),
            ("pi*e", "pi * e"),
            ("MIN(1,2)".lowercased(), "min(1, 2)"),
            ("sin((x))", "sin(x)"),
            ("x<.5?2*x*x:1-(-2*x+2)^2/2", "x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2)^2 / 2"),
            ("x<1?1:x<2?2:3", "x < 1 ? 1 : x < 2 ? 2 : 3"),
            ("x<1?(x<2?2:3):4", "x < 1 ? (x < 2 ? 2 : 3) : 4"),
            ("1 + (x<1?1:2)", "1 + (x < 1 ? 1 : 2)"),
            ("(x<1?1:2) < 3 ? 4 : 5", "(x < 1 ? 1 : 2) < 3 ? 4 : 5"),
            ("x+1 >= 2*x ? 1 : 0", "x + 1 >= 2 * x ? 1 : 0"),
            ("((x < 1)) ? 2 : 3", "x < 1 ? 2 : 3"),
        ])
    func canonical(_ text: String, _ description: String) throws {
        #expect(try Formula(parsing: text).description == description)
    }

    static let roundTrip = [
        "x", "t^2", "1 - cos(x*pi/2)", "sin(x*pi/2)", "x < 0.5 ? 2*x*x : 1 - (-2*x+2)^2/2",
        "x < 0.5 ? 4*x^3 : 1 - (-2*x + 2)^3/2", "x == 0 ? 0 : 2^(10*x - 10)",
        "x < 0.5 ? (1 - sqrt(1 - (2*x)^2))/2 : (sqrt(1 - (-2*x + 2)^2) + 1)/2",
        "-x^2", "(-x)^2", "--x", "-(-(-x))", "2^-x^2", "(2^x)^(x^2)",
        "1-(2-(3-x))", "((1-2)-3)-x", "1/(2/(3/x))", "x/2/3", "x*(2*3)", "-x*-x", "- x - - x",
        "min(max(x, 0), 1)", "pow(x, pow(x, 2))", "abs(floor(x) - ceil(x))", "log2(exp(log(x + 1)))",
        "atan(tan(asin(acos(x))))", "x < 1 ? x < 2 ? 1 : 2 : x > 3 ? 3 : 4",
        "(x < 1 ? 1 : 2) * (x != 0 ? 3 : 4)", "x <= 1e-300 ? 1e300 : 0.1 + 0.2",
        "0.30000000000000004", "123456789012345678901234567890", "5e-324", "1.7976931348623157e308",
        "pi^e", "e^-pi", "+(+x)",
    ]

    @Test("the description parses back to an equal formula", arguments: roundTrip)
    func descriptionRoundTrips(_ text: String) throws {
        let formula = try Formula(parsing: text)
        let reparsed = try Formula(parsing: formula.description)
        #expect(reparsed == formula)
        #expect(reparsed.description == formula.description)
        for x in [0, 0.1, 0.5, 0.9, 1] {
            #expect(formulaSameValue(reparsed.value(at: x), formula.value(at: x)))
        }
    }

    @Test("formulas are equal when their trees are equal, however they are spaced or bracketed")
    func equalTrees() throws {
        #expect(try Formula(parsing: "x+1") == Formula(parsing: "x + 1"))
        #expect(try Formula(parsing: "x+1") == Formula(parsing: "(x) + (1)"))
        #expect(try Formula(parsing: "t*0.5") == Formula(parsing: "x * .5"))
        #expect(try Formula(parsing: "2^3^2") == Formula(parsing: "2^(3^2)"))
        #expect(try Formula(parsing: "x < 1 ? 2 : 3") == Formula(parsing: "(x<1) ? (2) : (3)"))
    }

    @Test("formulas with different trees are different, even when their values agree")
    func differentTrees() throws {
        #expect(try Formula(parsing: "x+1") != Formula(parsing: "1+x"))
        #expect(try Formula(parsing: "1+2+x") != Formula(parsing: "1+(2+x)"))
        #expect(try Formula(parsing: "2^3^2") != Formula(parsing: "(2^3)^2"))
        #expect(try Formula(parsing: "-x^2") != Formula(parsing: "(-x)^2"))
        #expect(try Formula(parsing: "--x") != Formula(parsing: "x"))
        #expect(try Formula(parsing: "x < 1 ? 2 : 3") != Formula(parsing: "x <= 1 ? 2 : 3"))
        #expect(try Formula(parsing: "x < 1 ? 2 : 3") != Formula(parsing: "x < 1 ? 3 : 2"))
        #expect(try Formula(parsing: "3.141592653589793") != Formula(parsing: "pi"))
    }

    @Test(
        "the compact spelling is never longer than the text parsed",
        arguments: [
            ".5", "1e3", "123e10", "0.000001", "1e-7", "--x", "x<1?(x<2?1:2):3", "(x<1)?1:0",
            "5e-324", "1.7976931348623157e308", "12.3e1", "1230000000e-5", "0.1000000000000000055511151231257827",
        ])
    func compactIsShortest(_ text: String) throws {
        let formula = try Formula(parsing: text)
        let compact = FormulaPrinter.print(formula.program, compact: true)
        #expect(compact.count <= text.count, "\(text) → \(compact)")
        #expect(try Formula(parsing: compact) == formula)
    }

    @Test("a formula whose readable description would be too long describes itself compactly")
    func longDescriptionIsCompact() throws {
        let text = Array(repeating: ".5", count: 3_333).joined(separator: "+")
        #expect(text.count <= Formula.maximumLength)
        let formula = try Formula(parsing: text)
        #expect(formula.description == text)
        #expect(try Formula(parsing: formula.description) == formula)
    }

    @Test("the text is kept as written, trimmed")
    func textKept() throws {
        #expect(try Formula(parsing: "  t + (1)\n").text == "t + (1)")
    }
}
