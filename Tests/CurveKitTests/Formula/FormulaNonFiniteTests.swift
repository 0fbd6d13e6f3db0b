import Testing

@testable import CurveKit

@Suite("Formula non-finite values")
struct FormulaNonFiniteTests {
    @Test("1/x is +infinity at x = 0")
    func reciprocal() throws {
        let found = try Formula(parsing: "1/x").firstNonFiniteValue(samples: 100)
        #expect(found?.x == 0)
        #expect(found?.value == .infinity)
    }

    @Test("1/(x-0.5) is found at 0.5 on a grid of 10")
    func poleInside() throws {
        let found = try Formula(parsing: "1/(x-0.5)").firstNonFiniteValue(samples: 10)
        #expect(found?.x == 0.5)
        #expect(found?.value.isInfinite == true)
    }

    @Test("1/(x-0.5) is missed by a grid that steps over 0.5")
    func poleBetweenSamples() throws {
        #expect(try Formula(parsing: "1/(x-0.5)").firstNonFiniteValue(samples: 3) == nil)
    }

    @Test("log(x) is -infinity at 0")
    func logarithm() throws {
        let found = try Formula(parsing: "log(x)").firstNonFiniteValue(samples: 100)
        #expect(found?.x == 0)
        #expect(found?.value == -.infinity)
    }

    @Test("sqrt(x) is finite on [0, 1]")
    func squareRoot() throws {
        #expect(try Formula(parsing: "sqrt(x)").firstNonFiniteValue(samples: 1000) == nil)
    }

    @Test("sqrt of a negative number is NaN")
    func squareRootOfNegative() throws {
        let found = try Formula(parsing: "sqrt(x - 0.25)").firstNonFiniteValue(samples: 4)
        #expect(found?.x == 0)
        #expect(found?.value.isNaN == true)
        #expect(try Formula(parsing: "sqrt(-1)").value(at: 0).isNaN)
    }

    @Test("0/0 is NaN and found; the last sample is checked too")
    func zeroOverZero() throws {
        let found = try Formula(parsing: "(x-1)/(x-1)").firstNonFiniteValue(samples: 7)
        #expect(found?.x == 1)
        #expect(found?.value.isNaN == true)
    }

    @Test("a result too large for a Double is +infinity")
    func overflow() throws {
        #expect(try Formula(parsing: "exp(1000*x)").firstNonFiniteValue(samples: 10)?.x == 0.8)
    }

    @Test("a grid of fewer than 1 sample checks 0 and 1")
    func degenerateGrid() throws {
        #expect(try Formula(parsing: "1/(1-x)").firstNonFiniteValue(samples: 0)?.x == 1)
        #expect(try Formula(parsing: "1/(1-x)").firstNonFiniteValue(samples: -5)?.x == 1)
    }
}
