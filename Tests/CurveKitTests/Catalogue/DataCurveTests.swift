import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

// DataCurve, the Fritsch–Carlson monotone cubic through samples (tᵢ, yᵢ). The references are
// the defining properties of that interpolant (Fritsch & Carlson, "Monotone Piecewise Cubic
// Interpolation", SIAM J. Numer. Anal. 17(2), 1980): it passes through every sample, stays
// between the two neighbouring sample values on every interval, is monotone where the data
// are, and reproduces straight lines. A natural cubic spline, written here independently, is
// the foil that shows the step data really do tempt an interpolant to overshoot.

@Suite("Data curves")
struct DataCurveTests {
    static func data(_ times: [Double], _ values: [Double]) -> DataCurve {
        do {
            return try DataCurve(times: times, values: values, source: "test")
        } catch {
            Issue.record("samples rejected: \(error)")
            return try! DataCurve(times: [0, 1], values: [0, 1], source: "test")
        }
    }

    /// A sharp step: 0, 0, 0, 1, 1, 1 at t = 0, 0.2, …, 1.
    static let stepTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
    static let stepValues: [Double] = [0, 0, 0, 1, 1, 1]

    /// Several data sets: the step, smooth, noisy, unevenly spaced, with plateaus, and
    /// random, each as (name, times, values).
    static let datasets: [(String, [Double], [Double])] = {
        var sets: [(String, [Double], [Double])] = [
            ("step", stepTimes, stepValues),
            ("two samples", [0, 1], [0.25, 0.75]),
            ("zigzag", [0, 0.1, 0.3, 0.35, 0.9, 1], [0, 1, -1, 2, 0.5, 0.5]),
            ("plateaus", [0, 0.1, 0.2, 0.5, 0.6, 0.9, 1], [0, 0.3, 0.3, 0.3, 0.9, 0.9, 1]),
            ("spike", [0, 0.49, 0.5, 0.51, 1], [0, 0, 1000, 0, 0]),
        ]
        let smoothTimes = (0...40).map { Double($0) / 40 }
        sets.append(("sine", smoothTimes, smoothTimes.map { sin(7 * $0) }))
        var random = SplitMix64(seed: 0xDA7A)
        for n in [3, 10, 100] {
            var times = [0.0]
            for _ in 1..<n { times.append(times.last! + 0.001 + random.unit()) }
            let scale = times.last!
            times = times.map { $0 / scale }
            times[n - 1] = 1
            sets.append(("random \(n)", times, times.map { _ in random.unit() * 10 - 5 }))
            var level = 0.0
            sets.append(
                (
                    "random monotone \(n)", times,
                    times.map { _ in
                        level += random.unit() < 0.3 ? 0 : random.unit()
                        return level
                    }
                ))
        }
        return sets
    }()

    /// 2 000 evenly spaced points inside each interval, plus the doubles next to each sample,
    /// in increasing order.
    static func denseInputs(_ times: [Double]) -> [(interval: Int, x: Double)] {
        var inputs: [(Int, Double)] = []
        for index in 0..<(times.count - 1) {
            let (t0, t1) = (times[index], times[index + 1])
            inputs.append((index, t0))
            inputs.append((index, t0.nextUp))
            for k in 1..<2000 { inputs.append((index, min(t0 + (t1 - t0) * Double(k) / 2000, t1.nextDown))) }
            inputs.append((index, t1.nextDown))
        }
        inputs.append((times.count - 2, times[times.count - 1]))
        return inputs
    }

    // MARK: Interpolation

    /// The curve passes through every sample exactly (bit for bit).
    @Test(arguments: datasets.indices)
    func reproducesEverySampleExactly(dataset: Int) {
        let (name, times, values) = Self.datasets[dataset]
        let curve = Self.data(times, values)
        for (t, y) in zip(times, values) {
            #expect(curve.value(at: t) == y, "\(name) at t = \(t)")
        }
    }

    /// On every interval [tᵢ, tᵢ₊₁] the curve stays within [min(yᵢ, yᵢ₊₁), max(yᵢ, yᵢ₊₁)]:
    /// no overshoot, no ringing, checked densely.
    @Test(arguments: datasets.indices)
    func neverLeavesTheRangeOfTheNeighbouringSamples(dataset: Int) {
        let (name, times, values) = Self.datasets[dataset]
        let curve = Self.data(times, values)
        var violations: [String] = []
        for (index, x) in Self.denseInputs(times) {
            let (low, high) = (min(values[index], values[index + 1]), max(values[index], values[index + 1]))
            let y = curve.value(at: x)
            if !(y >= low && y <= high) { violations.append("x = \(x): \(y) outside [\(low), \(high)]") }
        }
        #expect(violations.isEmpty, "\(name): \(violations.count) violations, e.g. \(violations.prefix(3))")
    }

    /// Between two equal samples the Fritsch–Carlson tangents are both 0 (a zero secant
    /// forces them), so the interpolant is exactly that constant: every input in between gives
    /// the sample value, bit for bit.
    @Test func isExactlyConstantBetweenEqualSamples() {
        let curve = Self.data([0, 0.1, 0.2, 1], [0, 0.3, 0.3, 1])
        var others: Set<Double> = []
        for k in 0...1000 {
            let y = curve.value(at: 0.1 + 0.1 * Double(k) / 1000)
            if y != 0.3 { others.insert(y) }
        }
        #expect(curve.value(at: 0.11) == 0.3)
        #expect(others.isEmpty, "values other than 0.3 on the flat interval: \(others.sorted())")
    }

    /// Samples at the edges of the double range, or extremely close in t, are finite data:
    /// either they are rejected, or the curve stays finite and passes through them.
    @Test(arguments: [
        ([0, 0.5, 1], [1e308, -1e308, 1e308]), ([0, Double("1e-320")!, 1], [0, 1, 2]), ([0, 0.5, 1], [-1.7e308, 1.7e308, 1.7e308]),
    ])
    func extremeSamplesAreRejectedOrInterpolatedFinitely(times: [Double], values: [Double]) {
        guard let curve = try? DataCurve(times: times, values: values, source: "test") else { return }
        let missed = zip(times, values).filter { curve.value(at: $0) != $1 }.map { "y(\($0.0)) = \(curve.value(at: $0.0))" }
        #expect(missed.isEmpty, "samples missed: \(missed)")
        let infinite = (0...1000).map { Double($0) / 1000 }.filter { !curve.value(at: $0).isFinite }
        #expect(
            infinite.isEmpty,
            "\(infinite.count) of 1001 inputs not finite, e.g. \(infinite.prefix(3).map { "y(\($0)) = \(curve.value(at: $0))" })")
    }

    /// The step data really are a hard case: a natural cubic spline through them overshoots
    /// both below 0 and above 1, which the monotone curve must not (see above).
    @Test func aNaturalCubicSplineWouldOvershootTheStep() {
        let ys = (0...1000).map { Self.naturalSpline(Self.stepTimes, Self.stepValues, at: Double($0) / 1000) }
        #expect(ys.min()! < -0.01)
        #expect(ys.max()! > 1.01)
    }

    /// Where the data never decrease, neither does the curve; where they never increase,
    /// neither does the curve (checked densely across the whole of [0, 1]).
    @Test(arguments: datasets.indices)
    func monotoneDataGiveAMonotoneCurve(dataset: Int) {
        let (name, times, values) = Self.datasets[dataset]
        let increasing = zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
        let decreasing = zip(values, values.dropFirst()).allSatisfy { $0 >= $1 }
        guard increasing || decreasing else { return }
        let curve = Self.data(times, values)
        var previous = curve.value(at: 0)
        var violations: [String] = [], onSlopes = 0
        for (index, x) in Self.denseInputs(times) {
            let y = curve.value(at: x)
            if increasing ? y < previous : y > previous {
                violations.append("x = \(x): \(y) after \(previous)")
                if values[index] != values[index + 1] { onSlopes += 1 }
            }
            previous = y
        }
        #expect(
            violations.isEmpty, "\(name): \(violations.count) reversals (\(onSlopes) between unequal samples), e.g. \(violations.prefix(3))"
        )
    }

    /// Reversed data give a non-increasing curve too (the decreasing direction of the test
    /// above, on data made for it).
    @Test func decreasingDataGiveADecreasingCurve() {
        let times = [0, 0.1, 0.15, 0.5, 0.9, 1]
        let values: [Double] = [5, 4.9, 1, 1, 0.2, -3]
        let curve = Self.data(times, values)
        var previous = Double.infinity
        for k in 0...10_000 {
            let y = curve.value(at: Double(k) / 10_000)
            #expect(y <= previous, "x = \(Double(k) / 10_000)")
            previous = y
        }
    }

    /// Samples on a straight line give that straight line, to 1e-14, even when unevenly
    /// spaced (every tangent equals the common secant, and the Hermite cubic reproduces lines).
    @Test(arguments: [(2.0, 0.5), (-3, 1), (0, 0.25), (1, 0)])
    func straightLineDataGiveTheExactLine(slope: Double, intercept: Double) {
        let times = [0, 0.05, 0.3, 0.31, 0.7, 1]
        let curve = Self.data(times, times.map { slope * $0 + intercept })
        for k in 0...1000 {
            let x = Double(k) / 1000
            expectClose(curve.value(at: x), slope * x + intercept, absolute: 1e-14, "x = \(x)")
        }
    }

    /// Outside the samples' range the curve holds the nearest end value; NaN stays NaN.
    @Test func clampsOutsideTheDataRange() {
        let curve = Self.data([0.2, 0.5, 0.8], [1, 3, 2])
        #expect(curve.value(at: 0) == 1)
        #expect(curve.value(at: -100) == 1)
        #expect(curve.value(at: 0.2) == 1)
        #expect(curve.value(at: 0.8) == 2)
        #expect(curve.value(at: 1) == 2)
        #expect(curve.value(at: .infinity) == 2)
        #expect(curve.value(at: -.infinity) == 1)
        #expect(curve.value(at: .nan).isNaN)
    }

    /// The curve is C¹ at interior samples: the slopes either side agree, estimated by
    /// second-order one-sided differences (3f(t) − 4f(t ∓ h) + f(t ∓ 2h))/(±2h), each of which
    /// sees only one cubic piece.
    @Test func slopeIsContinuousAtTheSamples() {
        let (_, times, values) = Self.datasets.first { $0.0 == "random 10" }!
        let curve = Self.data(times, values)
        let h = 1e-6
        for t in times.dropFirst().dropLast() {
            let left = (3 * curve.value(at: t) - 4 * curve.value(at: t - h) + curve.value(at: t - 2 * h)) / (2 * h)
            let right = -(3 * curve.value(at: t) - 4 * curve.value(at: t + h) + curve.value(at: t + 2 * h)) / (2 * h)
            expectClose(right, left, absolute: 1e-4, relative: 1e-4, "t = \(t): \(left) vs \(right)")
        }
    }

    // MARK: Accuracy

    /// The largest error against `f` over 100 001 points of [from, to], for `n` + 1 evenly
    /// spaced samples of `f` on [0, 1].
    static func maximumError(_ f: (Double) -> Double, samples n: Int, from: Double = 0, to: Double = 1) -> Double {
        let times = (0...n).map { Double($0) / Double(n) }
        let curve = data(times, times.map(f))
        return (0...100_000).map { k -> Double in
            let x = from + (to - from) * Double(k) / 100_000
            return abs(curve.value(at: x) - f(x))
        }.max()!
    }

    /// Away from the ends, on smooth monotone data, the error shrinks at third order: halving
    /// the spacing divides it by about 8 (three-point tangents are second-order accurate, and
    /// the Hermite cubic adds one order).
    @Test(arguments: [("exp", 0), ("sin", 1)])
    func interiorErrorShrinksAtThirdOrder(name: String, which: Int) {
        let f: (Double) -> Double = which == 0 ? { exp($0) } : { sin($0) }
        let coarse = Self.maximumError(f, samples: 80, from: 0.2, to: 0.8)
        let fine = Self.maximumError(f, samples: 160, from: 0.2, to: 0.8)
        #expect(coarse / fine > 7, "\(name): \(coarse) → \(fine)")
    }

    /// In the first and last intervals the end slopes are one-sided secants, so there the
    /// error is O(h²), as DataCurve documents: over the whole of [0, 1] halving the spacing
    /// divides the largest error by about 4 (and not 8).
    @Test(arguments: [("exp", 0), ("sin", 1)])
    func errorShrinksAtSecondOrderUpToTheEnds(name: String, which: Int) {
        let f: (Double) -> Double = which == 0 ? { exp($0) } : { sin($0) }
        let coarse = Self.maximumError(f, samples: 80)
        let fine = Self.maximumError(f, samples: 160)
        #expect(coarse / fine > 3.5, "\(name): \(coarse) → \(fine)")
        #expect(coarse / fine < 6, "\(name): \(coarse) → \(fine)")
    }

    // MARK: Errors

    /// t must strictly increase; the message names the sample (1-based) and both times.
    @Test(arguments: [
        ([0, 0.5, 0.5, 1.0], "0.5 follows 0.5 (sample 3)"), ([0, 0.7, 0.3, 1], "0.3 follows 0.7 (sample 3)"),
        ([1, 0.0], "0 follows 1 (sample 2)"),
    ])
    func rejectsTimesThatDoNotIncrease(times: [Double], named: String) {
        let error = #expect(throws: CurveError.self) {
            try DataCurve(times: times, values: times, source: "test")
        }
        let message = error?.message ?? ""
        #expect(message.contains("t must increase"), "\(message)")
        #expect(message.contains(named), "\(message)")
    }

    /// At least two samples are needed.
    @Test(arguments: [[Double](), [0.5]])
    func rejectsFewerThanTwoSamples(times: [Double]) {
        let error = #expect(throws: CurveError.self) {
            try DataCurve(times: times, values: times, source: "test")
        }
        #expect(error?.message.contains("at least two samples (got \(times.count))") == true, "\(error?.message ?? "")")
    }

    /// NaN or infinite times or values are rejected.
    @Test(arguments: [
        ([0, Double.nan, 1], [0, 1, 2]), ([0, 0.5, 1], [0, .nan, 2]), ([0, 0.5, .infinity], [0, 1, 2]),
        ([0, 0.5, 1], [-Double.infinity, 1, 2]),
    ])
    func rejectsNonFiniteSamples(times: [Double], values: [Double]) {
        let error = #expect(throws: CurveError.self) {
            try DataCurve(times: times, values: values, source: "test")
        }
        #expect(error?.message.contains("finite") == true, "\(error?.message ?? "")")
    }

    /// Times and values must pair up.
    @Test func rejectsMismatchedCounts() {
        #expect(throws: CurveError.self) { try DataCurve(times: [0, 0.5, 1], values: [0, 1], source: "test") }
    }

    // MARK: The foil

    /// A natural cubic spline (second derivative 0 at both ends) through (tᵢ, yᵢ), evaluated
    /// at x: the textbook tridiagonal system for the second derivatives Mᵢ, solved by the
    /// Thomas algorithm.
    static func naturalSpline(_ t: [Double], _ y: [Double], at x: Double) -> Double {
        let n = t.count
        let h = (0..<(n - 1)).map { t[$0 + 1] - t[$0] }
        var diagonal = [Double](repeating: 1, count: n), upper = [Double](repeating: 0, count: n)
        var lower = [Double](repeating: 0, count: n), rhs = [Double](repeating: 0, count: n)
        for i in 1..<(n - 1) {
            lower[i] = h[i - 1]
            diagonal[i] = 2 * (h[i - 1] + h[i])
            upper[i] = h[i]
            rhs[i] = 6 * ((y[i + 1] - y[i]) / h[i] - (y[i] - y[i - 1]) / h[i - 1])
        }
        for i in 1..<n {
            let factor = lower[i] / diagonal[i - 1]
            diagonal[i] -= factor * upper[i - 1]
            rhs[i] -= factor * rhs[i - 1]
        }
        var m = [Double](repeating: 0, count: n)
        m[n - 1] = rhs[n - 1] / diagonal[n - 1]
        for i in stride(from: n - 2, through: 0, by: -1) { m[i] = (rhs[i] - upper[i] * m[i + 1]) / diagonal[i] }
        let i = min((0..<(n - 1)).last { t[$0] <= x } ?? 0, n - 2)
        let (a, b) = ((t[i + 1] - x) / h[i], (x - t[i]) / h[i])
        return a * y[i] + b * y[i + 1] + ((a * a * a - a) * m[i] + (b * b * b - b) * m[i + 1]) * h[i] * h[i] / 6
    }
}
