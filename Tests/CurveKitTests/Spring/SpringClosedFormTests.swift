import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// Spring's closed forms against numerical integration of m·u″ + c·u′ + k·u = 0 (see
// SpringReferenceIntegrator): a Taylor-series integrator (order ≤ 40) at 501 times over 1.25×
// the curve's span for every case, and classical RK4 with a fine step for a few. The
// requirement is agreement to 1e-9; the observed maximum is printed ("SPRING-MAXERR").

@Suite("Spring closed form vs integrator")
struct SpringClosedFormTests {
    /// Times 0…1.25·span in 500 steps.
    static func sampleTimes(_ spring: Spring, count: Int = 500) -> [Double] {
        let span = spring.timeSpan * 1.25
        return (0...count).map { span * Double($0) / Double(count) }
    }

    /// max |closed form − Taylor| over the samples, for p and for p′ (p′ relative to ω₀).
    static func maxErrors(_ spring: Spring, times: [Double]) -> (position: Double, velocity: Double) {
        let reference = SpringReferenceIntegrator(spring).taylorPositions(at: times)
        let omega0 = (spring.stiffness / spring.mass).squareRoot()
        var position = 0.0
        var velocity = 0.0
        for (t, expected) in zip(times, reference) {
            position = max(position, abs(spring.position(atTime: t) - expected.p))
            velocity = max(velocity, abs(spring.velocity(atTime: t) - expected.v) / max(omega0, 1))
        }
        return (position, velocity)
    }

    @Test("under-damped, with and without initial velocity", arguments: SpringCase.underdamped)
    func underdamped(_ test: SpringCase) throws {
        try check(test, expected: .underdamped)
    }

    @Test("critically damped, with and without initial velocity", arguments: SpringCase.critical)
    func critical(_ test: SpringCase) throws {
        try check(test, expected: .critical)
    }

    @Test("over-damped, with and without initial velocity", arguments: SpringCase.overdamped)
    func overdamped(_ test: SpringCase) throws {
        try check(test, expected: .overdamped)
    }

    @Test("near-critical ζ = 1 ± 1e-9, 1e-6, 1e-3", arguments: SpringCase.nearCritical)
    func nearCritical(_ test: SpringCase) throws {
        try check(test, expected: nil)
    }

    private func check(_ test: SpringCase, expected: Spring.Regime?) throws {
        let spring = try test.spring
        if let expected { #expect(spring.regime == expected) }
        let errors = Self.maxErrors(spring, times: Self.sampleTimes(spring))
        print("SPRING-MAXERR \(test.name): |p − Taylor| ≤ \(errors.position), |p′ − Taylor|/ω₀ ≤ \(errors.velocity)")
        #expect(errors.position <= 1e-13, "\(test.name)")
        #expect(errors.position <= 1e-9)
        #expect(errors.velocity <= 1e-13, "\(test.name)")
    }

    @Test("classical RK4 with a fine step agrees too")
    func rk4() throws {
        let cases = [
            SpringCase("CA default", c: 10), SpringCase("ζ=0.5 v=−40", c: 10, v: -40),
            SpringCase("critical v=+30", c: 20, v: 30), SpringCase("ζ=1+1e-9 v=7", c: 20 * (1 + 1e-9), v: 7),
            SpringCase("ζ=1−1e-6 v=−7", c: 20 * (1 - 1e-6), v: -7), SpringCase("ζ=1.5 v=+50", c: 30, v: 50),
        ]
        for test in cases {
            let spring = try test.spring
            let times = Self.sampleTimes(spring, count: 100)
            let reference = SpringReferenceIntegrator(spring).rk4Positions(at: times)
            let error = zip(times, reference).map { abs(spring.position(atTime: $0) - $1) }.max() ?? .nan
            print("SPRING-MAXERR \(test.name): |p − RK4| ≤ \(error)")
            #expect(error <= 1e-12, "\(test.name)")
            #expect(error <= 1e-9)
        }
    }

    @Test("ζ = 1000: stiff, checked over the first 2 s; ζ = 1e8 stays finite and monotone")
    func veryOverdamped() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20_000)
        #expect(spring.regime == .overdamped)
        let times = (0...400).map { 2 * Double($0) / 400 }
        let errors = Self.maxErrors(spring, times: times)
        print("SPRING-MAXERR ζ=1000 on [0, 2] s: |p − Taylor| ≤ \(errors.position)")
        #expect(errors.position <= 1e-13)

        // ζ = 1e8: slow rate λ₁ = ω₀²/(α + ω_o) ≈ 5e-8 /s, fast rate ≈ 2e9 /s; p = 1 − A·e^(−λ₁t)
        // once the fast mode has gone, with A = (α + ω_o)/(2ω_o) ≈ 1.
        let sluggish = try Spring(mass: 1, stiffness: 100, damping: 2e9)
        let alpha = 1e9
        let omegaO = ((alpha - 10) * (alpha + 10)).squareRoot()
        let slow = 100 / (alpha + omegaO)
        expectClose(slow, 5e-8, relative: 1e-15)
        var previous = -1.0
        for i in 0...1000 {
            let t = sluggish.timeSpan * Double(i) / 1000
            let p = sluggish.position(atTime: t)
            #expect(p.isFinite && p >= previous)
            previous = p
            if t > 1e-6 {
                let expected = 1 - (alpha + omegaO) / (2 * omegaO) * exp(-slow * t)
                expectClose(p, expected, absolute: 1e-15)
            }
        }
        expectClose(sluggish.settlingTime, log(1000) / slow, relative: 1e-12)
    }

    @Test("the closed forms are continuous through ζ = 1")
    func continuityThroughCritical() throws {
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3)
        for delta in [1e-15, 1e-12, 1e-9] {
            for sign in [1.0, -1.0] {
                let nearby = try Spring(mass: 1, stiffness: 100, damping: 20 * (1 + sign * delta), initialVelocity: 3)
                for i in 0...200 {
                    let t = Double(i) / 100
                    // ∂p/∂c is at most about t²·e^(−10t)·(…) ≲ 0.03 per unit of c here.
                    expectClose(nearby.position(atTime: t), critical.position(atTime: t), absolute: 20 * delta * 0.05 + 1e-15)
                }
            }
        }
    }
}
