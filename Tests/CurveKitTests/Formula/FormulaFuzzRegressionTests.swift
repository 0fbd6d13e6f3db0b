import Testing

@testable import CurveKit

/// Inputs that libFuzzer found (Fuzz/, target `formula`), each kept in Fuzz/corpus/formula too.
@Suite("Formula: inputs found by fuzzing")
struct FormulaFuzzRegressionTests {
    /// 130 unary minuses parse (each costs one nesting level), but the readable description
    /// spelled them `-(-(-…3))`, whose parentheses doubled the depth past the limit of 256: the
    /// description did not parse back. Now it falls back to the compact spelling, which is
    /// exactly the minuses as written.
    @Test func aLongChainOfNegationsDescribesItselfWithoutParentheses() throws {
        let minuses = String(repeating: "-", count: 130)
        let formula = try Formula(parsing: "2*\(minuses)3")
        #expect(formula.description == "2*\(minuses)3")
        #expect(try Formula(parsing: formula.description) == formula)
        #expect(formula.value(at: 0) == 6)  // an even number of minuses
    }

    /// Short chains keep the readable spelling, with its parentheses.
    @Test func aShortChainOfNegationsStaysReadable() throws {
        #expect(try Formula(parsing: "2*---3").description == "2 * -(-(-3))")
    }

    /// The readable form parenthesises a conditional in the then side; nested deeply, those
    /// parentheses too would push it past the limit, and the compact form is used.
    @Test func deeplyNestedConditionalsRoundTrip() throws {
        for depth in [10, 60, 100, 200] {
            let text = String(repeating: "x<1?", count: depth) + "1" + String(repeating: ":0", count: depth)
            guard let formula = try? Formula(parsing: text) else { continue }
            let reparsed = try Formula(parsing: formula.description)
            #expect(reparsed == formula, "depth \(depth): \(formula.description.prefix(80))…")
        }
    }
}
