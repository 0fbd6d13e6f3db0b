import Foundation
import Testing
@testable import CurveKit

// BezierFitter: the least-squares cubic Bézier of a target, its global optimality (against
// the independent BruteForceBezierFit), exact recovery, determinism, the reported figures
// and cancellation.

enum FittingFixtures {
    /// The names of the 24 Penner curves without bounces or oscillation.
    static let smoothPennerNames: [String] = [Penner.Family.sine, .quad, .cubic, .quart, .quint, .expo, .circ, .back]
        .flatMap { family in Penner.Direction.allCases.map { Penner(family, $0).name } }
}

@Suite("Bézier fitting")
struct BezierFitterTests {
    struct Reference: Sendable, CustomTestStringConvertible {
        let name: String
        let controlPoints: [Double]
        let rms: Double
        var testDescription: String { name }
    }

    static let references = [
        Reference(name: "expo-out", controlPoints: [0.15502, 1.05661, 0.36023, 0.98125], rms: 5.155e-4),
        Reference(name: "cubic-in-out", controlPoints: [0.61869, -0.04794, 0.38131, 1.04794], rms: 1.468e-3),
        Reference(name: "circ-out", controlPoints: [0.00065, 0.54845, 0.44191, 0.99844], rms: 8.835e-5),
    ]

    @Test("reproduces the reference optimum", arguments: references)
    func reproducesReferenceOptimum(_ reference: Reference) throws {
        let target = try #require(Penner(named: reference.name))
        let fit = try BezierFitter.fit(target.value(at:))
        #expect(fit.samples == 1000)
        for (found, expected) in zip(fit.bezier.controlPoints, reference.controlPoints) {
            #expect(abs(found - expected) <= 1e-4, "\(fit.bezier.controlPoints)")
        }
        // The reference RMS is given to 4 digits: within 0.1 % of it.
        #expect(abs(fit.rms / reference.rms - 1) <= 1e-3, "rms \(fit.rms)")
    }

    @Test("is within 0.1 % of the brute-force global optimum", arguments: FittingFixtures.smoothPennerNames)
    func matchesBruteForceOptimum(_ name: String) throws {
        let curve = try #require(Penner(named: name))
        // 51 samples keep the brute force affordable in a debug build.
        let values = (0...50).map { curve.value(at: Double($0) / 50) }
        let fit = try BezierFitter.fit(values: values)
        let brute = BruteForceBezierFit(values: values).search(lines: 41, candidates: 6)
        // Exactly representable curves (quad, cubic, back) reach rounding level, where ratios
        // mean nothing: hence the absolute 1e-12.
        #expect(fit.rms <= brute.rms * 1.001 + 1e-12, "ours \(fit.rms) \(fit.bezier.controlPoints), brute force \(brute.rms) at (\(brute.x1), \(brute.y1), \(brute.x2), \(brute.y2))")
    }

    /// easings.net's hand-made cubic-bezier() approximations of the Penner curves.
    static let easingsNet: [String: [Double]] = [
        "sine-in": [0.12, 0, 0.39, 0], "sine-out": [0.61, 1, 0.88, 1], "sine-in-out": [0.37, 0, 0.63, 1],
        "quad-in": [0.11, 0, 0.5, 0], "quad-out": [0.5, 1, 0.89, 1], "quad-in-out": [0.45, 0, 0.55, 1],
        "cubic-in": [0.32, 0, 0.67, 0], "cubic-out": [0.33, 1, 0.68, 1], "cubic-in-out": [0.65, 0, 0.35, 1],
        "quart-in": [0.5, 0, 0.75, 0], "quart-out": [0.25, 1, 0.5, 1], "quart-in-out": [0.76, 0, 0.24, 1],
        "quint-in": [0.64, 0, 0.78, 0], "quint-out": [0.22, 1, 0.36, 1], "quint-in-out": [0.83, 0, 0.17, 1],
        "expo-in": [0.7, 0, 0.84, 0], "expo-out": [0.16, 1, 0.3, 1], "expo-in-out": [0.87, 0, 0.13, 1],
        "circ-in": [0.55, 0, 1, 0.45], "circ-out": [0, 0.55, 0.45, 1], "circ-in-out": [0.85, 0, 0.15, 1],
        "back-in": [0.36, 0, 0.66, -0.56], "back-out": [0.34, 1.56, 0.64, 1], "back-in-out": [0.68, -0.6, 0.32, 1.6],
    ]

    static func easingsNetRMS(_ curve: Penner) throws -> Double {
        let p = try #require(easingsNet[curve.name])
        let bezier = try CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
        return CurveComparison(bezier.value(at:), curve.value(at:), intervals: 1000).rmsDifference
    }

    @Test("beats easings.net's approximation", arguments: FittingFixtures.smoothPennerNames)
    func beatsEasingsNet(_ name: String) throws {
        let curve = try #require(Penner(named: name))
        let fit = try BezierFitter.fit(curve.value(at:))
        #expect(fit.rms < Self.easingsNetRMS(curve))
    }

    @Test("easings.net's expo-out and sine-in are as far off as published")
    func easingsNetFigures() throws {
        let expoOut = try Self.easingsNetRMS(Penner(.expo, .out))
        #expect(abs(expoOut - 3.9e-3) < 0.05e-3, "\(expoOut)")
        let sineIn = Penner(.sine, .in)
        let ratio = try Self.easingsNetRMS(sineIn) / BezierFitter.fit(sineIn.value(at:)).rms
        #expect(abs(ratio - 294) < 3, "\(ratio)")
    }

    static let recoverable: [[Double]] = [
        [0.25, 0.1, 0.25, 1],  // ease
        [0.42, 0, 1, 1],  // ease-in (x2 on the edge)
        [0, 0, 0.58, 1],  // ease-out (x1 on the edge)
        [0.42, 0, 0.58, 1],  // ease-in-out
        [0.68, -0.6, 0.32, 1.6],  // overshoots both ways
        [0.34, 1.56, 0.64, 1],  // overshoots
        [0.36, 0, 0.66, -0.56],  // undershoots
        [0.9, 0.1, 0.2, 0.95],  // x1 > x2
        [0.05, 0.8, 0.1, 1.0],  // steep start
        [0.7, 0.0, 0.95, 0.3],  // late
    ]

    @Test("recovers the control points of a Bézier's samples", arguments: recoverable)
    func recoversControlPoints(_ points: [Double]) throws {
        let original = try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        let fit = try BezierFitter.fit(original.value(at:))
        for (found, expected) in zip(fit.bezier.controlPoints, points) {
            #expect(abs(found - expected) <= 1e-6, "\(fit.bezier.controlPoints)")
        }
        #expect(fit.maxError <= 1e-9)
    }

    @Test("a polynomial target of degree ≤ 3 is fitted exactly")
    func polynomialTargetIsExact() throws {
        // y = x² needs x(t) = t, where the problem is degenerate (the control points are
        // determined only to second order), so it is checked by value.
        let fit = try BezierFitter.fit { $0 * $0 }
        #expect(fit.maxError <= 1e-12)
    }

    @Test("is deterministic to the bit")
    func isDeterministic() throws {
        let target = Penner(.expo, .inOut)
        let first = try BezierFitter.fit(target.value(at:))
        let second = try BezierFitter.fit(target.value(at:))
        #expect(first.bezier.controlPoints.map(\.bitPattern) == second.bezier.controlPoints.map(\.bitPattern))
        #expect(first.rms.bitPattern == second.rms.bitPattern)
        #expect(first.evaluations == second.evaluations)
    }

    @Test("fits a target whose ends are not 0 and 1, and says so")
    func fitsOtherEndpoints() throws {
        let values = (0...50).map { x in 0.2 + 0.5 * Double(x * x) / 2500 }
        let fit = try BezierFitter.fit(values: values)
        #expect(!fit.endpointsAreZeroAndOne)
        let brute = BruteForceBezierFit(values: values).search(lines: 41, candidates: 6)
        #expect(fit.rms <= brute.rms * 1.001)
        #expect(try BezierFitter.fit(Penner(.sine, .in).value(at:)).endpointsAreZeroAndOne)
    }

    @Test("reports RMS, max error, where it is, R² and samples as recomputed independently")
    func reportsFigures() throws {
        let target = Penner(.quart, .inOut)
        let fit = try BezierFitter.fit(target.value(at:), samples: 400)
        let comparison = CurveComparison(fit.bezier.value(at:), target.value(at:), intervals: 400)
        #expect(fit.samples == 400)
        #expect(abs(fit.rms - comparison.rmsDifference) <= 1e-15)
        #expect(fit.maxError == comparison.maxAbsoluteDifference)
        #expect(fit.maxErrorAt == comparison.at)
        let ys = (0...400).map { target.value(at: Double($0) / 400) }
        let mean = ys.reduce(0, +) / 401
        let total = ys.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        let expected = 1 - comparison.rmsDifference * comparison.rmsDifference * 401 / total
        #expect(abs(fit.rSquared - expected) <= 1e-12)
        #expect(fit.evaluations > 100)
    }

    @Test("stops at the first poll that asks it to cancel")
    func cancels() throws {
        var polls = 0
        let start = Date()
        #expect(throws: FitCancelled.self) {
            try BezierFitter.fit(Penner(.expo, .out).value(at:)) {
                polls += 1
                return polls >= 5
            }
        }
        #expect(polls == 5)
        #expect(Date().timeIntervalSince(start) < 1)
    }
}
