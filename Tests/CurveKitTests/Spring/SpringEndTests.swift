import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// A spring curve ends at exactly 1: the motion is cut off where its span ends and the curve
// snaps to the target there, as a finished CASpringAnimation shows its model value.

@Suite("Spring end: the snap to the target at x = 1")
struct SpringEndTests {
    /// p(t) of an under-damped spring from rest, m·u″ + c·u′ + k·u = 0, u(0) = 1, u′(0) = −v₀,
    /// written out here as the textbook closed form (an independent reference):
    /// p = 1 − e^(−αt)·(cos ω_d t + (α − v₀)/ω_d · sin ω_d t).
    static func underdamped(mass: Double, stiffness: Double, damping: Double, velocity: Double, time t: Double) -> Double {
        let alpha = damping / (2 * mass)
        let omegaD = (stiffness / mass - alpha * alpha).squareRoot()
        return 1 - exp(-alpha * t) * (cos(omegaD * t) + (alpha - velocity) / omegaD * sin(omegaD * t))
    }

    @Test(
        "the issue's spring (stiffness 100, damping 10) is 1 at x = 1 and follows the closed form below it",
        arguments: [nil, 0.5, 0.3, 2.0] as [Double?])
    func snapsToOne(duration: Double?) throws {
        let spring = try Spring(stiffness: 100, damping: 10, duration: duration)
        #expect(spring.value(at: 1) == 1)
        let span = duration ?? spring.settlingTime
        for index in 0..<1000 {
            let x = Double(index) / 1000
            let expected = Self.underdamped(mass: 1, stiffness: 100, damping: 10, velocity: 0, time: x * span)
            expectClose(spring.value(at: x), expected, absolute: 1e-13)
        }
        let arrival = Self.underdamped(mass: 1, stiffness: 100, damping: 10, velocity: 0, time: span)
        expectClose(spring.arrival, arrival, absolute: 1e-13)
        expectClose(spring.endJump, 1 - arrival, absolute: 1e-13)
        // Just below 1 the curve is still the motion, not the end.
        expectClose(spring.value(at: 1.0.nextDown), arrival, absolute: 1e-12)
    }

    @Test("before the snap: 1.001 at the end of the settling span of the issue's spring, 0.9995 at 0.5 s")
    func theIssuesNumbers() throws {
        let settling = try Spring(stiffness: 100, damping: 10)
        // The last excursion of that spring is an overshoot: it arrives just above 1.
        expectClose(settling.arrival, 1.001, absolute: 1e-12)
        #expect(Curve.spring(settling).endSnap == Curve.EndSnap(arrival: settling.arrival, end: 1))
        let cut = try Spring(stiffness: 100, damping: 10, duration: 0.3)
        #expect(cut.value(at: 1) == 1)
        expectClose(
            Curve.spring(cut).endJump, 1 - Self.underdamped(mass: 1, stiffness: 100, damping: 10, velocity: 0, time: 0.3), absolute: 1e-13)
    }

    @Test("every kind but a spring has no snap: its end is its value at 1")
    func otherKindsHaveNoSnap() throws {
        #expect(Curve.penner(try #require(Penner(named: "bounce-out"))).endSnap == nil)
        #expect(Curve.bezier(try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)).endSnap == nil)
        #expect(Curve.bezier(try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)).endJump == 0)
        let secondOrder = try SecondOrderResponse(damping: 0.3, frequency: 10)
        // y(1) = 1 − e^(−ζω)·sin(βω + φ)/β, β = √(1 − ζ²), φ = atan(β/ζ), written out.
        let beta = (1 - 0.09).squareRoot()
        let end = 1 - exp(-3.0) * sin(beta * 10 + atan(beta / 0.3)) / beta
        expectClose(Curve.secondOrder(secondOrder).endJump, 1 - end, absolute: 1e-14)
    }
}
