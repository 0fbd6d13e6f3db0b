import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// Curve.slope(at:) for curves other than Béziers (a finite difference), against derivatives
// worked out by hand from each curve's closed form.

@Suite("Curve slope of catalogue curves")
struct CurveSlopeTests {
    /// quad-in is x², so its slope is 2x: to 1e-6 at interior points and at both ends, where
    /// the difference is one-sided.
    @Test func quadInHasSlopeTwoX() {
        let curve = Curve.penner(Penner(.quad, .in))
        for k in 0...100 {
            let x = Double(k) / 100
            expectClose(curve.slope(at: x), 2 * x, absolute: 1e-6, "x = \(x): \(curve.slope(at: x))")
        }
        for x in [0.0, 1e-7, 1 - 1e-7, 1] {
            expectClose(curve.slope(at: x), 2 * x, absolute: 1e-6, "x = \(x): \(curve.slope(at: x))")
        }
    }

    /// sine-out is sin(πx/2), slope (π/2)·cos(πx/2).
    @Test func sineOutHasSlopeHalfPiCosine() {
        let curve = Curve.penner(Penner(.sine, .out))
        for k in 0...100 {
            let x = Double(k) / 100
            expectClose(curve.slope(at: x), Double.pi / 2 * cos(Double.pi * x / 2), absolute: 1e-6, "x = \(x)")
        }
    }

    /// Exponential decay y = (1 − e^(−Kx))/(1 − e^(−K)) has slope K·e^(−Kx)/(1 − e^(−K)).
    @Test(arguments: [2.0, -3])
    func exponentialDecayHasTheDerivativeOfItsFormula(rate: Double) throws {
        let curve = Curve.exponentialDecay(try ExponentialDecay(rate: rate))
        for k in 0...100 {
            let x = Double(k) / 100
            let expected = rate * exp(-rate * x) / (1 - exp(-rate))
            expectClose(curve.slope(at: x), expected, absolute: 1e-6, relative: 1e-6, "x = \(x)")
        }
    }

    /// Linear keyframes have the slope of each straight segment.
    @Test func linearKeyframesHaveTheSlopeOfEachSegment() throws {
        let linear = Keyframes.Segment(name: "linear", curve: .bezier(try CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)))
        let curve = Curve.keyframes(try Keyframes(times: [0, 0.5, 1], values: [0, 2, 1.5], segments: [linear, linear]))
        expectClose(curve.slope(at: 0.25), 4, absolute: 1e-6)
        expectClose(curve.slope(at: 0.75), -1, absolute: 1e-6)
    }

    /// A flat stretch of steps has slope 0.
    @Test func stepsAreFlatBetweenJumps() throws {
        let curve = Curve.steps(try Steps(count: 4))
        #expect(curve.slope(at: 0.1) == 0)
        #expect(curve.slope(at: 0.6) == 0)
    }
}
