import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// ExponentialDecay, y(x) = (1 − e^(−Kx)) / (1 − e^(−K)), against two independent references:
// the defining formula computed literally with `exp` (trustworthy where nothing cancels), and
// for tiny K a Taylor expansion written here (where the literal formula loses every digit).

@Suite("Exponential decay")
struct ExponentialDecayTests {
    static func decay(_ rate: Double) -> ExponentialDecay {
        do {
            return try ExponentialDecay(rate: rate)
        } catch {
            Issue.record("K = \(rate) rejected: \(error)")
            return try! ExponentialDecay(rate: 1)
        }
    }

    /// The defining formula, literally: `(1 − exp(−K·x)) / (1 − exp(−K))`. Independent of the
    /// implementation's `expm1` quotient; accurate to ~1e-16/|K·x| relative, so good to 1e-13
    /// while |K·x| ≥ 0.01.
    static func direct(_ rate: Double, _ x: Double) -> Double {
        (1 - exp(-rate * x)) / (1 - exp(-rate))
    }

    /// For tiny K: with g(u) = (1 − e^(−u))/u = Σₙ (−u)ⁿ/(n + 1)!, y = x·g(K·x)/g(K). The series
    /// is summed term by term (no exp, no expm1), so it is independent of both the literal
    /// formula and the implementation; for |u| ≤ 1e-8 the neglected terms are below 1e-60.
    static func taylor(_ rate: Double, _ x: Double) -> Double {
        func g(_ u: Double) -> Double {
            var sum = 0.0, term = 1.0
            for n in 0..<8 {
                sum += term
                term *= -u / Double(n + 2)
            }
            return sum
        }
        return x * g(rate * x) / g(rate)
    }

    /// For moderate K, positive and negative, the curve matches the literal formula to 1e-13
    /// relative at x = 0.01, 0.02, …, 1 (and is exactly 0 at x = 0).
    @Test(arguments: [0.5, 1, 2, 3, 5, 10, 20, 50, 100, -0.5, -1, -3, -5, -10, -20, -50])
    func matchesTheDirectFormulaForModerateK(rate: Double) {
        let curve = Self.decay(rate)
        #expect(curve.value(at: 0) == 0)
        for k in 1...100 {
            let x = Double(k) / 100
            let expected = Self.direct(rate, x)
            let got = curve.value(at: x)
            expectClose(got, expected, relative: 1e-13, "K = \(rate), x = \(x): \(got) vs \(expected)")
        }
    }

    /// For tiny K the literal formula cancels catastrophically (1 − e^(−1e-12) has only ~4
    /// correct digits), but the curve still matches the Taylor expansion to 1e-14 relative:
    /// y ≈ x + K·x(1 − x)/2 for tiny K.
    @Test(arguments: [1e-8, 1e-12, -1e-8, -1e-12, 1e-300, -1e-300])
    func matchesTheTaylorExpansionForTinyK(rate: Double) {
        let curve = Self.decay(rate)
        for k in 0...100 {
            let x = Double(k) / 100
            let expected = Self.taylor(rate, x)
            let got = curve.value(at: x)
            expectClose(got, expected, relative: 1e-14, "K = \(rate), x = \(x): \(got) vs \(expected)")
        }
    }

    /// Subnormal K are accepted (they are finite and nonzero), and for any |K| < 1e-17 the
    /// curve is x to within rounding (the first correction, K·x(1 − x)/2, is below half an
    /// ulp of x). The documented "a few ulp even for |K| near 0" then means y = x to a few
    /// (here 4) ulp.
    @Test(arguments: [Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, Double("1e-310")!, Double("-1e-310")!, 1e-20])
    func subnormalKGivesTheLinearCurve(rate: Double) {
        let curve = Self.decay(rate)
        let wrong = (0...100).map { Double($0) / 100 }.filter { abs(curve.value(at: $0) - $0) > 4 * $0.ulp }
        #expect(
            wrong.isEmpty,
            "K = \(rate): \(wrong.count) of 101 inputs off, e.g. \(wrong.prefix(4).map { "y(\($0)) = \(curve.value(at: $0))" })")
    }

    /// The tiny-K check is meaningful: the literal formula really is wrong there, by far more
    /// than the tolerance the implementation meets.
    @Test func theDirectFormulaCancelsForTinyK() {
        let x = 0.37
        #expect(abs(Self.direct(1e-12, x) - Self.taylor(1e-12, x)) > 1e-6)
    }

    /// Every rate runs from exactly 0 at x = 0 to 1 at x = 1 (1 exactly: the same expm1 value
    /// over itself).
    @Test(arguments: [1e-12, 0.1, 1, 10, 700, -1e-12, -0.1, -1, -10, -700])
    func runsFromZeroToOne(rate: Double) {
        let curve = Self.decay(rate)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    /// K > 0 slows down: a fast start, above the diagonal; K < 0 speeds up: below it. Both are
    /// strictly increasing, and K and −K are point reflections of each other: y₋ₖ(x) = 1 − yₖ(1 − x).
    @Test(arguments: [0.3, 4, 20])
    func positiveKDeceleratesAndNegativeKAccelerates(rate: Double) {
        let slowing = Self.decay(rate), speeding = Self.decay(-rate)
        var previous = (0.0, 0.0)
        for k in 1..<100 {
            let x = Double(k) / 100
            let (s, p) = (slowing.value(at: x), speeding.value(at: x))
            #expect(s > x && p < x, "x = \(x)")
            #expect(s > previous.0 && p > previous.1, "x = \(x)")
            expectClose(p, 1 - slowing.value(at: 1 - x), absolute: 1e-14, "x = \(x)")
            previous = (s, p)
        }
    }

    /// At the largest accepted rates, ±700, the values stay finite and in [0, 1].
    @Test(arguments: [700.0, -700.0])
    func extremeRatesStayFinite(rate: Double) {
        let curve = Self.decay(rate)
        for k in 0...1000 {
            let y = curve.value(at: Double(k) / 1000)
            #expect(y.isFinite && y >= 0 && y <= 1, "K = \(rate), x = \(Double(k) / 1000): \(y)")
        }
        #expect(ExponentialDecay.maximumRate == 700)
    }

    /// Inputs outside [0, 1] are clamped.
    @Test func clampsInputs() {
        let curve = Self.decay(3)
        #expect(curve.value(at: -1) == 0)
        #expect(curve.value(at: 2) == 1)
    }

    /// K = 0 (the curve would be 0/0), NaN, ±infinity and |K| > 700 (e^|K| would overflow) are
    /// rejected with the rate given and the limit 700.
    @Test(arguments: [
        (0.0, "0"), (-0.0, "-0"), (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
        (700.5, "700.5"), (-701, "-701"), (1e6, "1000000"),
    ])
    func rejectsZeroNonFiniteAndHugeK(rate: Double, shown: String) {
        let error = #expect(throws: CurveError.self) { try ExponentialDecay(rate: rate) }
        guard case .decayRate(let given, let maximum) = error?.catalogue else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(given.bitPattern == rate.bitPattern)
        #expect(maximum == 700)
        #expect(error?.message.contains("(got \(shown))") == true, "\(error?.message ?? "")")
    }

    /// ±700 themselves are accepted.
    @Test func acceptsTheBoundaryRates() throws {
        _ = try ExponentialDecay(rate: 700)
        _ = try ExponentialDecay(rate: -700)
        _ = try ExponentialDecay(rate: .leastNonzeroMagnitude)
    }
}
