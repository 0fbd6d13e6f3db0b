import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// SwiftUI's parameterisations: Spring(response:dampingRatio:) and Spring(duration:bounce:).
//   stiffness = m·(2π/R)²,  damping = 4π·Z·m/R,  Z = 1 − B (B ≥ 0) or 1/(1 + B) (B < 0),
//   perceptual duration = response.

@Suite("Spring SwiftUI parameterisations")
struct SpringParameterisationTests {
    @Test(
        "response R, damping fraction Z, mass m: k = m(2π/R)², c = 4πZm/R",
        arguments: [
            (0.5, 0.825, 1.0), (0.55, 0.2, 1.0), (0.15, 0.86, 1.0), (1.0, 1.0, 1.0), (0.3, 2.5, 1.0),
            (0.8, 0.5, 2.0), (2.0, 0.05, 0.25), (0.5, 1.0, 3.0),
        ])
    func response(_ r: Double, _ z: Double, _ m: Double) throws {
        let spring = try Spring(response: r, dampingFraction: z, mass: m)
        let stiffness = m * (2 * Double.pi / r) * (2 * Double.pi / r)
        let damping = 4 * Double.pi * z * m / r
        expectClose(spring.stiffness, stiffness, ulps: 4)
        expectClose(spring.damping, damping, ulps: 4)
        #expect(spring.mass == m)
        #expect(spring.initialVelocity == 0)
        #expect(spring.duration == nil)
        // ζ = c/(2√(mk)) = Z, and the undamped period 2π√(m/k) = R.
        expectClose(spring.dampingRatio, z, absolute: 4e-16, relative: 4e-16)
        expectClose(2 * Double.pi * (spring.mass / spring.stiffness).squareRoot(), r, relative: 4e-16)
        #expect(spring.regime == (z == 1 ? .critical : z < 1 ? .underdamped : .overdamped))
    }

    @Test("bounce B: Z = 1 − B for B ≥ 0, Z = 1/(1 + B) for B < 0 (SwiftUI's springDampingFraction)")
    func bounceRule() {
        #expect(Spring.dampingFraction(bounce: 0) == 1)
        #expect(Spring.dampingFraction(bounce: 0.3) == 1 - 0.3)
        #expect(Spring.dampingFraction(bounce: 1) == 0)
        #expect(Spring.dampingFraction(bounce: -0.5) == 2)
        #expect(Spring.dampingFraction(bounce: -0.2) == 1 / 0.8)
        #expect(Spring.dampingFraction(bounce: -0.75) == 4)
    }

    @Test(
        "duration P and bounce B: as response P with that damping fraction, mass 1",
        arguments: [(0.5, 0.0), (0.5, 0.3), (0.5, 0.15), (0.35, 0.5), (1.0, -0.5), (0.5, -0.2), (0.25, 0.99)])
    func durationBounce(_ p: Double, _ b: Double) throws {
        let spring = try Spring(perceptualDuration: p, bounce: b)
        let z = b < 0 ? 1 / (1 + b) : 1 - b
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, (2 * Double.pi / p) * (2 * Double.pi / p), ulps: 4)
        expectClose(spring.damping, 4 * Double.pi * z / p, ulps: 4)
        expectClose(spring.dampingRatio, z, absolute: 4e-16, relative: 4e-16)
        #expect(spring == (try Spring(response: p, dampingFraction: z)))
        #expect(spring.regime == (b == 0 ? .critical : b > 0 ? .underdamped : .overdamped))
    }

    @Test("Apple's documented examples: Spring(duration: 0.5, bounce: 0.3) is (1, 157.9, 17.6); (1, 100, 10) is (0.63, 0.5)")
    func appleExamples() throws {
        let spring = try Spring(perceptualDuration: 0.5, bounce: 0.3)
        #expect((spring.mass * 10).rounded() / 10 == 1.0)
        #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
        #expect((spring.damping * 10).rounded() / 10 == 17.6)
        // The inverse: perceptual duration 2π√(m/k) and bounce 1 − ζ of CA's default spring.
        let spring2 = try Spring(mass: 1, stiffness: 100, damping: 10)
        let duration = 2 * Double.pi * (spring2.mass / spring2.stiffness).squareRoot()
        #expect((duration * 100).rounded() / 100 == 0.63)
        #expect(1 - spring2.dampingRatio == 0.5)
    }

    @Test("bounce 0 is labelled critical even where ζ rounds a few ulp away from 1")
    func bounceZeroIsCritical() throws {
        for p in stride(from: 0.05, through: 3.0, by: 0.05) {
            let spring = try Spring(perceptualDuration: p, bounce: 0)
            expectClose(spring.dampingRatio, 1, absolute: 1e-15)
            #expect(spring.regime == .critical)
        }
    }

    @Test("bounce 1 (undamped) and damping fraction 0 work with a duration")
    func undampedForms() throws {
        let spring = try Spring(perceptualDuration: 0.5, bounce: 1, duration: 1)
        #expect(spring.damping == 0)
        #expect(spring.settlingTime == .infinity)
        // p(t) = 1 − cos(4πt): period 0.5 s.
        expectClose(spring.value(at: 0.25), 2, absolute: 1e-14)
        expectClose(spring.value(at: 0.5), 0, absolute: 1e-14)
        let same = try Spring(response: 0.5, dampingFraction: 0, duration: 1)
        #expect(same == spring)
    }

    @Test("a SwiftUI spring matches the integrator like any other")
    func swiftUIAgainstIntegrator() throws {
        for spring in [
            try Spring(perceptualDuration: 0.5, bounce: 0.3), try Spring(perceptualDuration: 0.5, bounce: 0),
            try Spring(perceptualDuration: 0.5, bounce: -0.4), try Spring(response: 0.55, dampingFraction: 0.825),
        ] {
            let times = SpringClosedFormTests.sampleTimes(spring, count: 200)
            let errors = SpringClosedFormTests.maxErrors(spring, times: times)
            #expect(errors.position <= 1e-13)
        }
    }
}
