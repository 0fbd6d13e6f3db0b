import BigInt
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

// Accuracy of CubicBezier.value(at:) and parameter(at:) against ExactBezierReference, which
// brackets the root of x(t) = x by bisection with every sign computed exactly in BigInt and
// evaluates y exactly at the bracket's centre (see Reference/ExactBezierReference.swift). The
// reported error of a result is |result − y(t_centre)| computed exactly plus a proven bound on
// |y(t_centre) − y(t*)| (below 1e-17 for every curve here), so an error below 1e-12 is an
// error below 1e-12 against the true value, not against another floating-point solver.

/// Curves, inputs and a seeded generator shared by the CubicBezier test files.
enum BezierFixtures {
    /// A named set of control points.
    struct Curve: Sendable, CustomTestStringConvertible, CustomStringConvertible {
        let name: String
        let x1: Double
        let y1: Double
        let x2: Double
        let y2: Double

        init(_ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
            (self.name, self.x1, self.y1, self.x2, self.y2) = (name, x1, y1, x2, y2)
        }

        var bezier: CubicBezier {
            get throws { try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) }
        }
        /// The curve, evaluated along `path`.
        func bezier(on path: EvaluationPath) throws -> CubicBezier {
            let bezier = try self.bezier
            if path == .valueTable { BezierFixtures.buildValueTable(of: bezier) }
            return bezier
        }
        var reference: ExactBezierReference { ExactBezierReference(x1: x1, y1: y1, x2: x2, y2: y2) }
        /// Pastes into code: `(x1, y1, x2, y2)` with every digit needed to round-trip.
        var controlPoints: String { "(\(x1), \(y1), \(x2), \(y2))" }
        var description: String { "\(name) \(controlPoints)" }
        var testDescription: String { description }

        /// The parameter where dx/dt is smallest, if that is strictly inside (0, 1):
        /// dx/dt = 3a·t² + 2b·t + c with a = 1 + 3·x1 − 3·x2, b = 3·x2 − 6·x1.
        var interiorCriticalInput: Double? {
            let a = 1 + 3 * x1 - 3 * x2
            let b = 3 * x2 - 6 * x1
            guard a > 0 else { return nil }
            let t = -b / (3 * a)
            guard t > 0, t < 1 else { return nil }
            let x = ((a * t + b) * t + 3 * x1) * t
            return x > 0 && x < 1 ? x : nil
        }
    }

    /// How value(at:) gets its answer: through the solver (a curve evaluated fewer than
    /// ``BezierSolverCache/valueTableThreshold`` times), or through the value table (after).
    enum EvaluationPath: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case solver, valueTable
        var testDescription: String { rawValue }
    }

    /// Evaluates `bezier` as often as it takes to build its value table.
    static func buildValueTable(of bezier: CubicBezier) {
        for index in 0..<BezierSolverCache.valueTableThreshold { _ = bezier.value(at: Double(index % 1000 + 1) / 1001) }
        precondition(bezier.cache.valueTable != nil, "the value table is built after the threshold")
    }

    /// The curves where a solver is most likely to lose digits, and the CSS presets.
    static let hardCurves: [Curve] = [
        // dx/dt = 0 at t = ½: x(t) = ½ + 4(t − ½)³, so x(t) − x cancels every digit near ½.
        Curve("singular", 1, 0, 0, 1),
        Curve("nearly singular, x2 = 1e-9", 1, 0, 1e-9, 1),
        Curve("nearly singular, x1 = 0.9999999", 0.9999999, 0, 0, 1),
        Curve("singular, shallow y", 1, 0.3, 0, 0.7),
        Curve("singular, overshooting y", 1, -0.5, 0, 1.5),
        Curve("interior minimum of dx/dt", 1, 0, 0.75, 1),
        Curve("critical point near t = 0", 1e-9, 0, 0, 1),
        // Flat ends: dx/dt = 0 at t = 0 (x1 = 0) and at t = 1 (x2 = 1).
        Curve("flat ends", 0, 0, 1, 1),
        Curve("flat ends, vertical tangents", 0, 0.5, 1, 0.5),
        Curve("flat ends, reversed", 0, 1, 1, 0),
        Curve("flat ends, overshooting", 0, -1, 1, 2),
        Curve("cubic flat start", 0, 0, 0, 1),
        Curve("cubic flat end", 1, 0, 1, 1),
        Curve("cubic flat end, vertical", 1, 0.5, 1, 0.5),
        Curve("x(t) = t³, y(t) = t³", 0, 0, 0, 0),
        // Near-degenerate: the cubic coefficient 1 + 3·x1 − 3·x2 is tiny (never exactly 0 for
        // doubles, as 1/3 is not dyadic, but it is 0 when evaluated in floating point).
        Curve("near-degenerate (closed-form killer)", 0.3, -0.2, 0.6333333333, 1.4),
        Curve("near-degenerate, 1/3", 0, 0, 1.0 / 3, 1),
        Curve("near-degenerate, flat y", 0.2, 0.5, 0.5333333333333333, 0.5),
        Curve("cubic coefficient 0 in doubles, (1/3, 2/3)", 1.0 / 3, 0.2, 2.0 / 3, 0.9),
        Curve("cubic coefficient 0 in doubles, (2/3, 1)", 2.0 / 3, -1, 1, 2),
        Curve("cubic coefficient 0 in doubles, (0.5, 5/6)", 0.5, 1.5, 0.5 + 1.0 / 3, -0.5),
        Curve("quadratic coefficient 0", 0.25, 0.8, 0.5, 0.1),
        Curve("straight x(t) = t", 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3),
        // Presets and other published curves.
        Curve("linear", 0, 0, 1, 1),
        Curve("ease", 0.25, 0.1, 0.25, 1),
        Curve("ease-in", 0.42, 0, 1, 1),
        Curve("ease-out", 0, 0, 0.58, 1),
        Curve("ease-in-out", 0.42, 0, 0.58, 1),
        Curve("back in-out", 0.68, -0.6, 0.32, 1.6),
        // Overshooting y, control points up to ±3.
        Curve("overshoot ±3", 0.5, -3, 0.5, 3),
        Curve("overshoot ∓3", 0.1, 3, 0.9, -3),
        Curve("overshoot, singular", 1, 3, 0, -2),
        Curve("overshoot, flat ends", 0, 3, 1, -3),
    ]

    /// Inputs that stress a curve: very near 0 and 1, a dyadic and a decimal grid, and dense
    /// probes around ½ and around the input where dx/dt is smallest.
    static func probeInputs(for curve: Curve) -> [Double] {
        var inputs: [Double] = [
            1e-300, 1e-200, 1e-100, 1e-20, 1e-16, 1e-12, 1e-8, 1e-4,
            1 - 1e-4, 1 - 1e-8, 1 - 1e-12, 1 - 1e-15, 1 - 2e-16, 1 - 1e-16,  // the last is nextDown(1)
        ]
        inputs += (1..<32).map { Double($0) / 32 }
        inputs += (1..<10).map { Double($0) / 10 }
        inputs += around(0.5)
        if let critical = curve.interiorCriticalInput { inputs += around(critical) }
        return inputs.filter { $0 > 0 && $0 < 1 }
    }

    /// `center`, its neighbours up to 4 ulps away, and offsets of ±1e-14 … ±1e-3.
    static func around(_ center: Double) -> [Double] {
        var inputs = [center]
        var (below, above) = (center, center)
        for _ in 1...4 {
            below = below.nextDown
            above = above.nextUp
            inputs += [below, above]
        }
        for offset in [1e-14, 1e-10, 1e-6, 1e-3] {
            inputs += [center - offset, center + offset]
        }
        return inputs
    }

    /// A deterministic sample of control points: general curves (x in [0, 1], y in [−2, 3]),
    /// curves near the singular (1, 0, 0, 1), and curves whose cubic coefficient nearly vanishes.
    static let randomCurves: [Curve] = {
        var generator = SplitMix64(seed: 0x00C0_FFEE_2024)
        var curves: [Curve] = []
        for index in 0..<120 {
            let (x1, x2) = (generator.xControl(), generator.xControl())
            curves.append(
                Curve(
                    "random #\(index)", x1, generator.uniform(-2, 3), x2, generator.uniform(-2, 3)))
        }
        for index in 0..<40 {
            let x1 = generator.next() % 4 == 0 ? 1 : 1 - generator.tiny(decades: 12)
            let x2 = generator.next() % 4 == 0 ? 0 : generator.tiny(decades: 12)
            curves.append(
                Curve(
                    "random near-singular #\(index)", x1, generator.uniform(-2, 3), x2, generator.uniform(-2, 3)))
        }
        for index in 0..<40 {
            let x1 = generator.uniform(0, 2.0 / 3)
            let x2 = min(1, x1 + 1.0 / 3 + (generator.next() % 2 == 0 ? 1 : -1) * generator.tiny(decades: 16))
            curves.append(
                Curve(
                    "random near-degenerate #\(index)", x1, generator.uniform(-2, 3), x2, generator.uniform(-2, 3)))
        }
        return curves
    }()

    /// Inputs for one random curve: uniform ones, one towards each end, and the critical input.
    static func randomInputs(for curve: Curve, using generator: inout SplitMix64) -> [Double] {
        var inputs = (0..<4).map { _ in generator.unit() }
        inputs.append(generator.tiny(decades: 300))
        inputs.append(1 - generator.tiny(decades: 16))
        if let critical = curve.interiorCriticalInput {
            inputs += [critical, critical.nextUp, critical - 1e-12]
        }
        return inputs.filter { $0 > 0 && $0 < 1 }
    }

    /// Every curve of the suite.
    static var allCurves: [Curve] { hardCurves + randomCurves }

    /// The double `count` ulps below `value`.
    static func below(_ value: Double, ulps count: Int) -> Double {
        var value = value
        for _ in 0..<count { value = value.nextDown }
        return value
    }

    /// `steps` consecutive doubles starting at `start`.
    static func ulpWalk(from start: Double, steps: Int) -> [Double] {
        var inputs = [start]
        for _ in 0..<steps { inputs.append(inputs.last!.nextUp) }
        return inputs
    }

    /// ½, the 64 doubles on each side, and ½ ± 1e-14, ± 1e-10.
    static let singularNeighbourhood: [Double] =
        ulpWalk(from: below(0.5, ulps: 64), steps: 128) + [0.5 - 1e-14, 0.5 + 1e-14, 0.5 - 1e-10, 0.5 + 1e-10]

    /// The largest error seen in a batch of comparisons, and where.
    struct WorstError: CustomStringConvertible {
        var error = 0.0
        var location = "nowhere"
        var count = 0

        mutating func record(_ error: Double, at location: @autoclosure () -> String) {
            count += 1
            if error > self.error || count == 1 {
                self.error = error
                self.location = location()
            }
        }

        var description: String { "\(count) comparisons, max error \(error) at \(location)" }
    }
}

@Suite("CubicBezier accuracy against the exact reference")
struct CubicBezierAccuracyTests {
    static let tolerance = 1e-12

    // MARK: The reference itself

    /// Dyadic(exactly:) reads every finite double exactly, and rounding back is the identity,
    /// subnormals and extremes included.
    @Test func referenceDyadicConversionRoundTrips() {
        let values: [Double] = [
            0, -0.0, 1, -1, 0.5, 0.1, 1.0 / 3, .pi, 1e-300, -.leastNormalMagnitude / 3, .leastNonzeroMagnitude,
            .leastNormalMagnitude, .greatestFiniteMagnitude, 1.nextDown, 0.5.nextUp, 0.6333333333,
        ]
        for value in values {
            #expect(Dyadic(exactly: value).doubleValue == value, "\(value)")
        }
        // 0.1 is 3602879701896397 / 2^55 exactly.
        #expect(Dyadic(exactly: 0.1) == Dyadic(numerator: 3_602_879_701_896_397, exponent: -55))
    }

    /// Rounding an exact dyadic to a double rounds to nearest, ties to even.
    @Test func referenceDyadicRoundsToNearestEven() {
        let two53 = BigInt(1) << 53
        // 2^53 + 1 is a tie between 2^53 and 2^53 + 2: even wins, so 2^53.
        #expect(Dyadic(numerator: two53 + 1, exponent: 0).doubleValue == 0x1p53)
        // 2^53 + 3 is a tie between 2^53 + 2 and 2^53 + 4: 2^53 + 4 is even.
        #expect(Dyadic(numerator: two53 + 3, exponent: 0).doubleValue == 0x1p53 + 4)
        // Just above a tie rounds up.
        #expect(Dyadic(numerator: (two53 + 1) * 4 + 1, exponent: -2).doubleValue == 0x1p53 + 2)
    }

    /// On curves with closed-form solutions the reference agrees with them: y = x when the
    /// y control points equal the x ones, and for (1, 0, 0, 1), t = ½ + ∛((x − ½)/4), where
    /// x − ½ is exact in doubles, so the closed form is accurate even next to ½.
    @Test func referenceMatchesClosedForms() {
        let identity = ExactBezierReference(x1: 0.3, y1: 0.3, x2: 0.9, y2: 0.9)
        let singular = ExactBezierReference(x1: 1, y1: 0, x2: 0, y2: 1)
        for x in [1e-300, 1e-9, 0.25, 0.5, 0.5.nextUp, 0.7, 1 - 1e-16] {
            #expect(identity.solve(at: x).valueError(of: x) <= 1e-16, "y = x at \(x)")
        }
        for x in BezierFixtures.singularNeighbourhood {
            let t = 0.5 + cbrt((x - 0.5) / 4)
            let closedForm = t * t * (3 - 2 * t)  // y(t) = 3(1 − t)t² + t³
            #expect(singular.solve(at: x).valueError(of: closedForm) <= 1e-15, "(1, 0, 0, 1) at \(x)")
            #expect(singular.solve(at: x).parameterError(of: t) <= 1e-15, "t at \(x)")
        }
    }

    /// The reference has teeth: a plain bisection in doubles on (1, 0, 0, 1), next to ½ where
    /// x(t) − x cancels every digit, is off by more than 1e-7, and the reference says so.
    @Test func referenceExposesTheCancellationErrorOfAPlainDoubleBisection() {
        let reference = ExactBezierReference(x1: 1, y1: 0, x2: 0, y2: 1)
        var worst = 0.0
        for x in BezierFixtures.singularNeighbourhood {
            var (low, high) = (0.0, 1.0)
            for _ in 0..<100 {
                let t = 0.5 * (low + high)
                if 3 * (1 - t) * (1 - t) * t + t * t * t < x { low = t } else { high = t }
            }
            let t = 0.5 * (low + high)
            let naive = 3 * (1 - t) * t * t + t * t * t
            worst = max(worst, reference.solve(at: x).valueError(of: naive))
        }
        #expect(worst > 1e-7)
    }

    /// The fixtures named "cubic coefficient 0 in doubles" are what they say: 1 + 3·x1 − 3·x2
    /// is 0 when evaluated in doubles, though never exactly 0 (1/3 is not dyadic).
    @Test func fixturesIncludeCubicsWhoseLeadingCoefficientVanishesInDoubles() {
        let curves = BezierFixtures.hardCurves.filter { $0.name.hasPrefix("cubic coefficient 0") }
        #expect(curves.count == 3)
        for curve in curves {
            #expect(1 + 3 * curve.x1 - 3 * curve.x2 == 0, "\(curve)")
            let three = Dyadic(exactly: 3)
            let exact = Dyadic.one + three * Dyadic(exactly: curve.x1) - three * Dyadic(exactly: curve.x2)
            #expect(!exact.isZero, "\(curve)")
        }
    }

    /// The bisection bracket is so narrow that the reference's own uncertainty is far below
    /// the tolerance under test.
    @Test func referenceUncertaintyIsNegligible() {
        for curve in BezierFixtures.hardCurves {
            let solution = curve.reference.solve(at: 0.3)
            #expect(solution.valueRadius < 1e-17, "\(curve)")
            #expect(solution.parameterRadius < 1e-18, "\(curve)")
        }
    }

    /// The double-precision guess only shortens the bisection: with and without it, the
    /// reference finds the same root, including next to the singular point where
    /// the guess is off by ~1e-6 and the narrow brackets around it are rejected. (Inputs stay
    /// above 1e-20: without the guess, 1e-300 takes ~1060 bisection steps.)
    @Test func referenceResultDoesNotDependOnItsGuess() {
        for curve in BezierFixtures.hardCurves {
            let reference = curve.reference
            var inputs = [1e-20, 1e-12, 0.3, 0.5, 0.5.nextUp, 0.5 - 1e-14, 1 - 1e-16]
            if let critical = curve.interiorCriticalInput { inputs += [critical, critical.nextUp] }
            for x in inputs {
                let (guessed, bisected) = (reference.solve(at: x), reference.solve(at: x, guessing: false))
                // Both cells hold t*, so their centres are within the sum of their radii.
                let distance = (guessed.exactParameter - bisected.exactParameter).doubleValue.magnitude
                #expect(distance <= guessed.parameterRadius + bisected.parameterRadius, "\(curve) at x = \(x)")
            }
        }
    }

    /// At the ends of [0, 1] the reference is exact: t = 0, y = 0 and t = 1, y = 1.
    @Test func referenceIsExactAtTheEnds() {
        let reference = ExactBezierReference(x1: 0.42, y1: -1, x2: 0.58, y2: 2)
        #expect(reference.solve(at: 0).exactValue.isZero)
        #expect(reference.solve(at: 0).valueRadius == 0)
        #expect(reference.solve(at: 1).value == 1)
        #expect(reference.solve(at: 1).valueRadius == 0)
    }

    // MARK: value(at:)

    /// |value(at: x) − y(t*)| ≤ 1e-12 on the hard curves, at inputs next to 0, next to 1,
    /// on grids, and a few ulps around ½ and around the point where dx/dt is smallest.
    @Test(arguments: BezierFixtures.hardCurves, BezierFixtures.EvaluationPath.allCases)
    func valueMatchesExactReferenceOnHardCurves(_ curve: BezierFixtures.Curve, path: BezierFixtures.EvaluationPath) throws {
        let bezier = try curve.bezier(on: path)
        let reference = curve.reference
        var worst = BezierFixtures.WorstError()
        for x in BezierFixtures.probeInputs(for: curve) {
            let got = bezier.value(at: x)
            let error = reference.solve(at: x).valueError(of: got)
            worst.record(error, at: "x = \(x)")
            #expect(error <= Self.tolerance, "\(curve) at x = \(x): got \(got)")
        }
        print("hard curve \(curve), \(path): \(worst)")
    }

    /// The same bound on a seeded pseudo-random sample of control points and inputs.
    @Test(Thorough.only, arguments: BezierFixtures.EvaluationPath.allCases)
    func valueMatchesExactReferenceOnRandomCurves(path: BezierFixtures.EvaluationPath) throws {
        var generator = SplitMix64(seed: 0x5EED)
        var worst = BezierFixtures.WorstError()
        for curve in BezierFixtures.randomCurves {
            let bezier = try curve.bezier(on: path)
            let reference = curve.reference
            for x in BezierFixtures.randomInputs(for: curve, using: &generator) {
                let got = bezier.value(at: x)
                let error = reference.solve(at: x).valueError(of: got)
                worst.record(error, at: "\(curve) x = \(x)")
                #expect(error <= Self.tolerance, "\(curve) at x = \(x): got \(got)")
            }
        }
        print("random curves, \(path): \(worst)")
    }

    /// Around the singular point of (1, 0, 0, 1) the output moves by ~∛(ulp): every one of
    /// the 64 doubles on each side of ½ must still be solved to 1e-12.
    @Test(arguments: BezierFixtures.EvaluationPath.allCases)
    func valueMatchesExactReferenceUlpByUlpAroundTheSingularPoint(path: BezierFixtures.EvaluationPath) throws {
        let curve = BezierFixtures.Curve("singular", 1, 0, 0, 1)
        let bezier = try curve.bezier(on: path)
        let reference = curve.reference
        var worst = BezierFixtures.WorstError()
        for x in BezierFixtures.singularNeighbourhood {
            let error = reference.solve(at: x).valueError(of: bezier.value(at: x))
            worst.record(error, at: "x = \(x)")
            #expect(error <= Self.tolerance, "\(curve) at x = \(x)")
        }
        print("ulp walk around ½ on (1, 0, 0, 1): \(worst)")
    }

    /// value(at: 0) is exactly 0 and value(at: 1) exactly 1 for every curve.
    @Test func valueIsExactAtTheEndpoints() throws {
        for curve in BezierFixtures.allCurves {
            let bezier = try curve.bezier
            #expect(bezier.value(at: 0) == 0, "\(curve)")
            #expect(bezier.value(at: -0.0) == 0, "\(curve)")
            #expect(bezier.value(at: 1) == 1, "\(curve)")
        }
    }

    /// Curves whose output control points lie in [0, 1], where the exact curve is monotone
    /// (dy/dt ≥ 0 whenever y1 − y2 ≤ √(y1(1 − y2)), which holds there) and inside [0, 1].
    static let unitOutputCurves: [BezierFixtures.Curve] = {
        var generator = SplitMix64(seed: 0x4D4F_4E4F)
        var curves = BezierFixtures.hardCurves.filter { (0...1).contains($0.y1) && (0...1).contains($0.y2) }
        for index in 0..<40 {
            let (x1, x2) = (generator.xControl(), generator.xControl())
            curves.append(.init("monotone random #\(index)", x1, generator.unit(), x2, generator.unit()))
        }
        return curves
    }()

    /// The first pair of inputs (in increasing order) where value(at:) decreases, if any.
    static func firstDecrease(of bezier: CubicBezier, over inputs: [Double], allowing slack: Double = 0) -> String? {
        let inputs = inputs.sorted()
        var previous = (x: inputs[0], y: bezier.value(at: inputs[0]))
        for x in inputs.dropFirst() {
            let y = bezier.value(at: x)
            if y < previous.y - slack { return "value(at: \(previous.x)) = \(previous.y) > value(at: \(x)) = \(y)" }
            previous = (x, y)
        }
        return nil
    }

    /// With y1, y2 ∈ [0, 1], value(at:) never decreases along a grid of step 1/4096 (where the
    /// exact increments dwarf any rounding).
    @Test(arguments: BezierFixtures.EvaluationPath.allCases)
    func valueIsMonotoneOnAGridWhenOutputControlPointsLieInTheUnitInterval(path: BezierFixtures.EvaluationPath) throws {
        let grid = (0...4096).map { Double($0) / 4096 }
        for curve in Self.unitOutputCurves {
            let decrease = Self.firstDecrease(of: try curve.bezier(on: path), over: grid)
            #expect(decrease == nil, "\(curve): \(decrease ?? "")")
        }
    }

    /// … and ulp by ulp next to 0, ½, 1 and the input where dx/dt is smallest, and between the
    /// probe inputs, it never goes down by more than rounding noise (1e-15, a thousandth of the
    /// 1e-12 accuracy): adjacent inputs differ by less than the evaluation's rounding there, so
    /// strict monotonicity at the ulp level is not part of the contract.
    @Test(arguments: BezierFixtures.EvaluationPath.allCases)
    func valueIsMonotoneUlpByUlpWhenOutputControlPointsLieInTheUnitInterval(path: BezierFixtures.EvaluationPath) throws {
        do {
            for curve in Self.unitOutputCurves {
                var inputs = BezierFixtures.probeInputs(for: curve)
                inputs += BezierFixtures.ulpWalk(from: 0, steps: 64)
                inputs += BezierFixtures.ulpWalk(from: BezierFixtures.below(0.5, ulps: 64), steps: 128)
                inputs += BezierFixtures.ulpWalk(from: BezierFixtures.below(1, ulps: 64), steps: 64)
                if let critical = curve.interiorCriticalInput {
                    inputs += BezierFixtures.ulpWalk(from: BezierFixtures.below(critical, ulps: 64), steps: 128)
                }
                // Row boundaries of the value table, where two polynomials meet.
                for boundary in [0.25, 0.75, 1.0 / 128, 127.0 / 128] {
                    inputs += BezierFixtures.ulpWalk(from: BezierFixtures.below(boundary, ulps: 16), steps: 32)
                }
                let decrease = Self.firstDecrease(of: try curve.bezier(on: path), over: inputs, allowing: 1e-15)
                #expect(decrease == nil, "\(curve): \(decrease ?? "")")
            }
        }
    }

    /// With y1, y2 ∈ [0, 1], y(t) is a convex combination of values in [0, 1], so value(at:)
    /// should stay in [0, 1] for x in [0, 1].
    @Test(arguments: BezierFixtures.EvaluationPath.allCases)
    func valueStaysInTheUnitIntervalWhenOutputControlPointsDo(path: BezierFixtures.EvaluationPath) throws {
        do {
            for curve in Self.unitOutputCurves {
                let bezier = try curve.bezier(on: path)
                var inputs = BezierFixtures.probeInputs(for: curve) + (0...256).map { Double($0) / 256 }
                inputs += BezierFixtures.ulpWalk(from: 0, steps: 8)
                inputs += BezierFixtures.ulpWalk(from: BezierFixtures.below(1, ulps: 8), steps: 8)
                for x in inputs {
                    let y = bezier.value(at: x)
                    #expect((0...1).contains(y), "\(curve): value(at: \(x)) = \(y)")
                }
            }
        }
    }

    // MARK: parameter(at:)

    /// Where dx/dt ≥ 1e-3, a residual of a few ulps in x moves t by at most ~1e-13, so
    /// parameter(at:) must be within 1e-12 of the exact root.
    @Test func parameterMatchesExactReferenceWhereTheCurveIsNotFlat() throws {
        var generator = SplitMix64(seed: 0x7A7A)
        var worst = BezierFixtures.WorstError()
        for curve in BezierFixtures.allCurves {
            let bezier = try curve.bezier
            let reference = curve.reference
            let inputs =
                curve.name.hasPrefix("random")
                ? [generator.unit(), generator.unit()]
                : (1..<16).map { Double($0) / 16 } + [1e-12, 1 - 1e-12]
            for x in inputs {
                let solution = reference.solve(at: x)
                guard abs(solution.dxdt) >= 1e-3 else { continue }
                let error = solution.parameterError(of: bezier.parameter(at: x))
                worst.record(error, at: "\(curve) x = \(x)")
                #expect(error <= Self.tolerance, "\(curve) at x = \(x): t = \(bezier.parameter(at: x))")
            }
        }
        print("parameter(at:): \(worst)")
    }

    /// Everywhere, flat regions included, x(parameter(at: x)) evaluated exactly is within
    /// 2^-46 (~1.4e-14, a few tens of ulps of 1) of x: the solver's t is a root even where
    /// |t − t*| cannot be bounded because dx/dt vanishes.
    @Test func parameterSolvesTheInputEquationEverywhere() throws {
        var worst = BezierFixtures.WorstError()
        for curve in BezierFixtures.hardCurves {
            let bezier = try curve.bezier
            let reference = curve.reference
            for x in BezierFixtures.probeInputs(for: curve) {
                let t = bezier.parameter(at: x)
                #expect((0...1).contains(t), "\(curve) at x = \(x): t = \(t)")
                guard (0...1).contains(t) else { continue }
                let residual = (reference.exactX(at: t) - Dyadic(exactly: x)).doubleValue.magnitude
                worst.record(residual, at: "\(curve) x = \(x)")
                #expect(residual <= 0x1p-46, "\(curve) at x = \(x): t = \(t)")
            }
        }
        print("residual of parameter(at:): \(worst)")
    }
}

extension SplitMix64 {
    /// 10^−u with u uniform in [0, decades): log-uniform towards 0.
    mutating func tiny(decades: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(uniform(0, decades)) { result /= 10 }
        return result * uniform(0.1, 1)
    }

    /// x1 or x2: uniform in [0, 1], exactly 0 or exactly 1 one time in eight each.
    mutating func xControl() -> Double {
        switch next() % 8 {
        case 0: 0
        case 1: 1
        default: unit()
        }
    }
}
