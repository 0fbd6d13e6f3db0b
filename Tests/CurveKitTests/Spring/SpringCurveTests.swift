import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// Spring as a curve: the mapping x → p(x·T), overshoot, conventions, regime, formula, errors.

@Suite("Spring curve")
struct SpringCurveTests {
    @Test("value(at: x) is position(atTime: x·T) below x = 1 and 1 from there; starts at 0; clamps x to [0, 1]")
    func mapping() throws {
        for spring in [try Spring(), try Spring(damping: 20, initialVelocity: -5), try Spring(damping: 40, duration: 0.8)] {
            let span = spring.timeSpan
            #expect(spring.value(at: 0) == 0)
            #expect(spring.position(atTime: 0) == 0)
            for i in 0..<20 {
                let x = Double(i) / 20
                #expect(spring.value(at: x) == spring.position(atTime: x * span))
            }
            #expect(spring.value(at: 1) == 1)
            #expect(spring.arrival == spring.position(atTime: span))
            #expect(spring.value(at: -0.5) == 0)
            #expect(spring.value(at: 1.5) == 1)
            #expect(spring.value(at: .nan).isNaN)
            #expect(spring.position(atTime: -1) == 0)
        }
    }

    @Test("a settling-time span arrives within 0.001 of 1, exactly on the boundary, and the curve ends at 1")
    func endsNearOne() throws {
        let spring = try Spring()
        let arrival = spring.arrival
        expectClose(arrival, 1, absolute: Spring.settlingTolerance)
        expectClose(abs(arrival - 1), Spring.settlingTolerance, absolute: 1e-15)
        #expect(spring.value(at: 1) == 1)
        #expect(spring.endJump == 1 - arrival)
    }

    @Test("under-damped overshoot comes through: CA default peaks at 1 + e^(−π/√3) at t = π/ω_d")
    func overshoot() throws {
        let spring = try Spring()
        let omegaD = 75.0.squareRoot()
        let peakTime = Double.pi / omegaD
        let peak = spring.position(atTime: peakTime)
        expectClose(peak, 1 + exp(-Double.pi / 3.0.squareRoot()), absolute: 1e-15)
        #expect(peak > 1.16)
        let samples = (0...1000).map { spring.value(at: Double($0) / 1000) }
        #expect(samples.max()! > 1.16)
        // v₀ > 0 starts faster toward the target (p′(0) = v₀), v₀ < 0 starts away (p < 0).
        let toward = try Spring(initialVelocity: 8)
        let away = try Spring(initialVelocity: -8)
        #expect(toward.position(atTime: 0.01) > spring.position(atTime: 0.01))
        #expect(away.position(atTime: 0.01) < 0)
        expectClose(toward.velocity(atTime: 0), 8, absolute: 1e-14)
        expectClose(away.velocity(atTime: 0), -8, absolute: 1e-14)
        // Over-damped with a fast start overshoots once.
        let fast = try Spring(damping: 30, initialVelocity: 50)
        #expect((0...1000).map { fast.value(at: Double($0) / 1000) }.max()! > 1)
        // Over-damped from rest never overshoots.
        let slow = try Spring(damping: 30)
        #expect((0..<1000).map { slow.value(at: Double($0) / 1000) }.allSatisfy { $0 < 1 })
    }

    @Test("damping ratio and regime")
    func regime() throws {
        #expect(try Spring().dampingRatio == 0.5)
        #expect(try Spring().regime == .underdamped)
        #expect(try Spring(damping: 20).regime == .critical)
        #expect(try Spring(damping: 20 * (1 + 1e-13)).regime == .critical)
        #expect(try Spring(damping: 20 * (1 + 1e-9)).regime == .overdamped)
        #expect(try Spring(damping: 20 * (1 - 1e-9)).regime == .underdamped)
        #expect(try Spring(damping: 30).regime == .overdamped)
        #expect(try Spring(mass: 4, stiffness: 9, damping: 12).dampingRatio == 1)
        #expect(Spring.Regime.underdamped.description == "under-damped")
    }

    @Test("formula shows the constants and the span")
    func formula() throws {
        let text = try Spring().formula
        #expect(text.contains("e^(−α·t)"))
        #expect(text.contains("α = c/2m = 5"))
        #expect(text.contains("ω_d = √(k/m − α²) = 8.66025403784,"))
        #expect(text.contains("B = (α − v₀)/ω_d = 0.57735026919;"))
        #expect(text.contains("under-damped, ζ = 0.5"))
        #expect(text.contains("T = 1.27016519565 s, the settling time"))

        // Computed quantities to 12 significant digits: √(180 − 36) is 12, not 12.000000000000002.
        let exact = try Spring(stiffness: 180, damping: 12).formula
        #expect(exact.contains("ω_d = √(k/m − α²) = 12, B = (α − v₀)/ω_d = 0.5;"), "\(exact)")

        let critical = try Spring(damping: 20, initialVelocity: 4).formula
        #expect(critical.contains("e^(−ω₀·t)·(1 + (ω₀ − v₀)·t)"))
        #expect(critical.contains("ω₀ = √(k/m) = 10"))
        #expect(critical.contains("ω₀ − v₀ = 6"))

        let over = try Spring(damping: 30, duration: 2).formula
        #expect(over.contains("λ₁ = ω₀²/(α + ω_o) = 3.8196601125,"))
        #expect(over.contains("λ₂ = α + ω_o = 26.1803398875,"))
        #expect(over.contains("T = 2 s, the duration it plays for"))

        let undamped = try Spring(damping: 0, duration: 1).formula
        #expect(undamped.contains("never settles"))
    }

    @Test("the over-damped amplitudes in the formula reproduce the curve")
    func formulaConstants() throws {
        let spring = try Spring(damping: 30, initialVelocity: 5)
        let alpha = 15.0
        let omegaO = (125.0).squareRoot()
        let (slow, fast) = (100 / (alpha + omegaO), alpha + omegaO)
        let a = (alpha + omegaO - 5) / (2 * omegaO)
        let b = (5 - alpha + omegaO) / (2 * omegaO)
        for i in 0...50 {
            let t = Double(i) / 20
            expectClose(spring.position(atTime: t), 1 - (a * exp(-slow * t) + b * exp(-fast * t)), absolute: 1e-15)
        }
    }

    @Test("equality compares the parameters")
    func equality() throws {
        #expect(try Spring() == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        #expect(try Spring() != Spring(duration: 1))
        #expect(try Spring(initialVelocity: 1) != Spring())
    }
}
