import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

// The settling time T_s = min { T : |p(t) − 1| ≤ 0.001 for all t ≥ T }: reference values, and
// the defining property checked against the closed form and against the Taylor integrator.

@Suite("Spring settling time")
struct SpringSettlingTests {
    /// (m, k, c, v₀) → T_s, computed with mpmath at 40 digits: the closed form in exact
    /// arithmetic, a scan of 60 000 points for the last exit from ±0.001, then `findroot`.
    static let references: [(SpringCase, Double)] = [
        (SpringCase("CA default (1,100,10,0)", c: 10), 1.270165195653986310868249),
        (SpringCase("ζ=0.5 v=−40", c: 10, v: -40), 1.678193565638734912232805),
        (SpringCase("critical v=0", c: 20), 0.9233413476451585730431337),
        (SpringCase("critical v=−10", c: 20, v: -10), 0.9947240318745965605800413),
        (SpringCase("critical v=+30", c: 20, v: 30), 0.9834634031900123237090342),
        (SpringCase("ζ=1.5", c: 30), 1.849761435516299148784544),
        (SpringCase("ζ=1.5 v=+50", c: 30, v: 50), 1.82502168237040377400193),
    ]

    @Test("reference values (mpmath)", arguments: references)
    func referenceValues(_ test: SpringCase, _ expected: Double) throws {
        let spring = try test.spring
        print(
            "SPRING-SETTLING \(test.name): \(spring.settlingTime) (reference \(expected), "
                + "difference \(spring.settlingTime - expected))")
        // |u′| ≥ 0.0038 at these crossings, so a rounding of 1e-16 in u moves T_s by < 3e-14.
        expectClose(spring.settlingTime, expected, absolute: 1e-13)
    }

    @Test("Core Animation's default spring: T_s = 1.2701651956539863 s, below CA's envelope estimate")
    func coreAnimationDefault() throws {
        let spring = try Spring()
        #expect((spring.mass, spring.stiffness, spring.damping, spring.initialVelocity) == (1, 100, 10, 0))
        #expect(spring.duration == nil)
        expectClose(spring.settlingTime, 1.2701651956539863, absolute: 4e-16)
        #expect(spring.timeSpan == spring.settlingTime)
        // CASpringAnimation.settlingDuration bounds |u| by (|A| + |B|)·e^(−αt), A = 1,
        // B = (α − v₀)/ω_d: ln(1000·(1 + 5/√75))/5 = 1.4727 s.
        let envelope = log((1 + 5 / 75.0.squareRoot()) / 0.001) / 5
        expectClose(envelope, 1.4727003346780926, absolute: 1e-12)
        #expect(spring.settlingTime < envelope)
    }

    @Test("within ±0.001 from T_s on, outside just before", arguments: SpringCase.all.filter { $0.damping > 0 })
    func definingProperty(_ test: SpringCase) throws {
        let spring = try test.spring
        let eps = Spring.settlingTolerance
        let settle = spring.settlingTime
        #expect(settle.isFinite && settle > 0)

        // At T_s and just before, by the closed form: T_s is the first double inside.
        expectClose(spring.position(atTime: settle), 1, absolute: eps)
        #expect(abs(spring.position(atTime: settle.nextDown) - 1) > eps)
        #expect(abs(spring.position(atTime: settle * (1 - 1e-9)) - 1) > eps)

        // At T_s by the integrator: on the boundary of ±ε, to rounding.
        let integrator = SpringReferenceIntegrator(spring)
        let atSettle = integrator.taylorPositions(at: [settle])[0].p
        expectClose(abs(atSettle - 1), eps, absolute: 1e-13)

        // After T_s: dense samples (by the integrator, which knows nothing of the closed form)
        // until a bound on |u| falls below ε; and the closed form at the same times.
        let (bound, spacing) = Self.envelope(spring)
        var times: [Double] = []
        var t = settle
        while bound(t) > eps / 2, times.count < 50_000 {
            times.append(t)
            t += spacing
        }
        let reference = integrator.taylorPositions(at: times)
        var worst = 0.0
        for (time, value) in zip(times, reference) {
            worst = max(worst, abs(value.p - 1))
            expectClose(spring.position(atTime: time), 1, absolute: eps)
        }
        #expect(worst <= eps + 1e-14, "\(test.name): max |p − 1| after T_s by the integrator is \(worst)")

        // Before T_s: the last excursion outside ±ε ends at T_s (the integrator agrees).
        let before = integrator.taylorPositions(at: [settle * (1 - 1e-9)])[0].p
        #expect(abs(before - 1) > eps)
    }

    /// A bound on |u(t)| = |p(t) − 1| and a sample spacing fine enough to resolve extrema
    /// (1/100 of a period, or of the slow time constant). Under-damped:
    /// |u| ≤ e^(−αt)·(1 + |α − v₀|/ω_d); otherwise |u| ≤ e^(−λ₁t)·(1 + |α − v₀|·t).
    static func envelope(_ spring: Spring) -> (bound: @Sendable (Double) -> Double, spacing: Double) {
        let alpha = spring.damping / (2 * spring.mass)
        let omega0 = (spring.stiffness / spring.mass).squareRoot()
        let b = abs(alpha - spring.initialVelocity)
        if omega0 > alpha {
            let omegaD = ((omega0 - alpha) * (omega0 + alpha)).squareRoot()
            return ({ t in exp(-alpha * t) * (1 + b / omegaD) }, 2 * .pi / omegaD / 100)
        }
        let omegaO = ((alpha - omega0) * (alpha + omega0)).squareRoot()
        let slow = omega0 * omega0 / (alpha + omegaO)
        return ({ t in exp(-slow * t) * (1 + b * t) }, 1 / slow / 100)
    }

    @Test("under-damped: T_s never exceeds the envelope bound, and the extrema after it are inside")
    func underdampedExtrema() throws {
        for test in SpringCase.underdamped where test.damping > 0 {
            let spring = try test.spring
            let alpha = spring.damping / (2 * spring.mass)
            let omega0Squared = spring.stiffness / spring.mass
            let omegaD = (omega0Squared - alpha * alpha).squareRoot()
            let v0 = spring.initialVelocity
            let envelope = log((1 + abs(alpha - v0) / omegaD) / Spring.settlingTolerance) / alpha
            #expect(spring.settlingTime <= envelope, "\(test.name)")
            // Extrema: v₀·cos θ + (ω₀² − αv₀)/ω_d·sin θ = 0, θ = ω_d t.
            let theta = atan2(-v0, (omega0Squared - alpha * v0) / omegaD)
            var n = ((spring.settlingTime * omegaD - theta) / .pi).rounded(.down) - 1
            var inside = 0
            while inside < 20 {
                let t = (theta + n * .pi) / omegaD
                n += 1
                guard t > 0 else { continue }
                let excursion = abs(spring.position(atTime: t) - 1)
                if t > spring.settlingTime {
                    #expect(excursion <= Spring.settlingTolerance, "\(test.name) at extremum t = \(t)")
                    inside += 1
                } else if t > spring.settlingTime - .pi / omegaD {
                    // The last extremum before T_s is the last one outside.
                    #expect(excursion > Spring.settlingTolerance, "\(test.name) at extremum t = \(t)")
                }
            }
        }
    }

    @Test("undamped needs a duration; its settling time is infinite")
    func undamped() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0, duration: 2)
        #expect(spring.settlingTime == .infinity)
        #expect(spring.timeSpan == 2)
        #expect(spring.dampingRatio == 0)
        #expect(spring.regime == .underdamped)
        // p(t) = 1 − cos(10t): back to 0 at every period.
        expectClose(spring.position(atTime: 2 * .pi / 10), 0, absolute: 1e-15)
        expectClose(spring.value(at: 0.5), 1 - cos(10.0), absolute: 1e-15)
    }

    @Test("a given duration changes the span, not the settling time")
    func givenDuration() throws {
        let free = try Spring()
        let fixed = try Spring(duration: 3)
        #expect(fixed.settlingTime == free.settlingTime)
        #expect(fixed.timeSpan == 3)
        #expect(fixed.value(at: 0.25) == free.position(atTime: 0.75))
    }
}

@Suite("Spring settling time, random springs")
struct SpringSettlingRandomTests {
    @Test("the defining property for 400 random springs (ζ from 0.003 to 30, v₀ up to ±3ω₀)")
    func randomSprings() throws {
        var rng = SplitMix64(seed: 20_260_522)
        let eps = Spring.settlingTolerance
        for _ in 0..<400 {
            let m = pow(10, Double.random(in: -2...2, using: &rng))
            let k = pow(10, Double.random(in: -1...4, using: &rng))
            let zeta = pow(10, Double.random(in: -2.5...1.5, using: &rng))
            let omega0 = (k / m).squareRoot()
            let v = Bool.random(using: &rng) ? 0 : Double.random(in: -3...3, using: &rng) * omega0
            let spring = try Spring(mass: m, stiffness: k, damping: 2 * zeta * (m * k).squareRoot(), initialVelocity: v)
            let settle = spring.settlingTime
            let label = "m=\(m) k=\(k) ζ=\(zeta) v=\(v): T_s=\(settle)"
            expectClose(spring.position(atTime: settle), 1, absolute: eps, "\(label)")
            #expect(abs(spring.position(atTime: settle.nextDown) - 1) > eps, "\(label)")
            // Afterwards: 4000 samples over the next 10 time constants (or 40 periods).
            let scale =
                zeta < 1
                ? 2 * Double.pi / (omega0 * (1 - zeta * zeta).squareRoot()) * 4 : 1 / (omega0 / (zeta + (zeta * zeta - 1).squareRoot()))
            var worst = 0.0
            for i in 1...4000 {
                worst = max(worst, abs(spring.position(atTime: settle + 10 * scale * Double(i) / 4000) - 1))
            }
            #expect(worst <= eps, "\(label): after T_s |p − 1| reaches \(worst)")
        }
    }
}
