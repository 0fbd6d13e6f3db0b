import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// SecondOrderResponse, y = 1 − e^(−ζωx)·sin(βωx + φ)/β, is the closed-form unit-step response
// of ÿ + 2ζω·ẏ + ω²·y = ω² from rest. The reference here does not use the closed form at all:
// it integrates that differential equation numerically with classical fourth-order
// Runge–Kutta, so it checks the formula, β = √(1 − ζ²) and the phase φ = atan(β/ζ) against
// the physics they are meant to describe.

@Suite("Second-order response")
struct SecondOrderResponseTests {
    static func response(_ damping: Double, _ frequency: Double) -> SecondOrderResponse {
        do {
            return try SecondOrderResponse(damping: damping, frequency: frequency)
        } catch {
            Issue.record("ζ = \(damping), ω = \(frequency) rejected: \(error)")
            return try! SecondOrderResponse(damping: 0.5, frequency: 10)
        }
    }

    /// y at x = 0, 1/100, …, 1 from RK4 on y' = v, v' = ω² − 2ζω·v − ω²·y, y(0) = v(0) = 0,
    /// with 20 000 steps per unit of x. The global error is O((ωh)⁴) ≈ 1e-11 for ω ≤ 40.
    static func integrated(damping zeta: Double, frequency omega: Double) -> [Double] {
        let stepsPerSample = 200, samples = 100
        let h = 1 / Double(stepsPerSample * samples)
        func derivative(_ y: Double, _ v: Double) -> (Double, Double) {
            (v, omega * omega - 2 * zeta * omega * v - omega * omega * y)
        }
        var (y, v) = (0.0, 0.0)
        var result = [y]
        for _ in 0..<samples {
            for _ in 0..<stepsPerSample {
                let k1 = derivative(y, v)
                let k2 = derivative(y + h / 2 * k1.0, v + h / 2 * k1.1)
                let k3 = derivative(y + h / 2 * k2.0, v + h / 2 * k2.1)
                let k4 = derivative(y + h * k3.0, v + h * k3.1)
                y += h / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0)
                v += h / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1)
            }
            result.append(y)
        }
        return result
    }

    /// The curve is the step response of the damped oscillator: it agrees with the RK4
    /// integration to 1e-9 at 101 points of [0, 1], across light to heavy damping and slow
    /// to fast oscillation.
    @Test(arguments: [
        (0.05, 40.0), (0.1, 10), (0.2, 20), (0.3, 8), (0.5, 15), (0.7, 30), (0.9, 5), (0.99, 12), (0.5, 0.5),
    ])
    func matchesANumericalIntegrationOfTheOscillator(damping: Double, frequency: Double) {
        let curve = Self.response(damping, frequency)
        let reference = Self.integrated(damping: damping, frequency: frequency)
        for (k, expected) in reference.enumerated() {
            let x = Double(k) / 100
            expectClose(
                curve.value(at: x), expected, absolute: 1e-9,
                "ζ = \(damping), ω = \(frequency), x = \(x): \(curve.value(at: x)) vs \(expected)")
        }
    }

    /// It starts at rest at 0: y(0) = 0 and y'(0) = 0 (the phase φ = atan(β/ζ) makes
    /// sin(φ)/β = 1 and the derivative vanish).
    @Test(arguments: [0.1, 0.5, 0.9])
    func startsAtRestAtZero(damping: Double) {
        let curve = Self.response(damping, 12)
        expectClose(curve.value(at: 0), 0, absolute: 1e-15)
        expectClose(Curve.secondOrder(curve).slope(at: 0), 0, absolute: 1e-6)
    }

    /// Light damping overshoots 1: the first peak is at x = π/(βω) with height
    /// 1 + e^(−ζπ/β), the textbook percent-overshoot formula (e.g. Ogata, Modern Control
    /// Engineering, §5-3), derived independently of the curve's own expression.
    @Test(arguments: [(0.1, 15.0), (0.2, 20), (0.4, 10)])
    func overshootsForSmallDampingAsTheTextbookSays(damping: Double, frequency: Double) {
        let curve = Self.response(damping, frequency)
        let beta = (1 - damping * damping).squareRoot()
        let peakTime = Double.pi / (beta * frequency)
        let peak = 1 + exp(-damping * Double.pi / beta)
        #expect(peakTime < 1)
        expectClose(curve.value(at: peakTime), peak, absolute: 1e-12)
        let maximum = (0...100_000).map { curve.value(at: Double($0) / 100_000) }.max()!
        #expect(maximum > 1)
        expectClose(maximum, peak, absolute: 1e-6, "max \(maximum), expected \(peak)")
    }

    /// The curve does not end exactly at 1: at x = 1 it is still ringing.
    @Test func doesNotEndExactlyAtOne() {
        let curve = Self.response(0.1, 10)
        #expect(curve.value(at: 1) != 1)
        #expect(abs(curve.value(at: 1) - 1) > 0.1)
    }

    /// Inputs outside [0, 1] are clamped.
    @Test func clampsInputs() {
        let curve = Self.response(0.3, 9)
        #expect(curve.value(at: -1) == curve.value(at: 0))
        #expect(curve.value(at: 3) == curve.value(at: 1))
    }

    /// ζ must lie strictly inside (0, 1): ζ ≤ 0 is undamped or unstable, ζ ≥ 1 does not
    /// oscillate and β would be 0 or imaginary. The error is the damping ratio's, with the value
    /// given, and does not blame the frequency.
    @Test(arguments: [0.0, -0.5, 1, 1.5, .nan, .infinity, -.infinity])
    func rejectsDampingOutsideZeroToOne(damping: Double) {
        let error = #expect(throws: CurveError.self) { try SecondOrderResponse(damping: damping, frequency: 10) }
        guard case .dampingRatio(let given) = error?.catalogue else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(given.bitPattern == damping.bitPattern)
    }

    /// ω must be positive and at most 1e6. The error is the frequency's, with the value given and
    /// the limit, and does not blame the damping ratio.
    @Test(arguments: [0.0, -1, -0.0, .nan, .infinity, 2e6, Double(1e6).nextUp])
    func rejectsNonPositiveFrequency(frequency: Double) {
        let error = #expect(throws: CurveError.self) { try SecondOrderResponse(damping: 0.5, frequency: frequency) }
        guard case .naturalFrequency(let given, let maximum) = error?.catalogue else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(given.bitPattern == frequency.bitPattern)
        #expect(maximum == 1e6)
    }

    @Test func acceptsTheLimits() throws {
        _ = try SecondOrderResponse(damping: 0.5, frequency: 1e6)
        _ = try SecondOrderResponse(damping: Double(1).nextDown, frequency: 1)
        _ = try SecondOrderResponse(damping: .leastNonzeroMagnitude, frequency: 1)
    }
}
