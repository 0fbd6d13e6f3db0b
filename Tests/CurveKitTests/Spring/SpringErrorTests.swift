import Foundation
import Testing

@testable import CurveKit

// A spring that cannot be built throws `CurveError.spring` with the typed reason and the values
// given; the wording is the caller's (Workbench words it for the shell). The limits below are
// written out from the documentation of `Spring`'s initialisers, not read from the code.
@Suite("Spring errors carry the values")
struct SpringErrorTests {
    /// The typed reason `make` throws, or nil (recording an issue) when it throws none or another error.
    static func reason(_ make: () throws -> Spring, sourceLocation: SourceLocation = #_sourceLocation) -> SpringError? {
        do {
            let spring = try make()
            Issue.record("expected a SpringError, got \(spring)", sourceLocation: sourceLocation)
        } catch let error as CurveError {
            guard let reason = error.spring else {
                Issue.record("expected a SpringError, got “\(error.message)”", sourceLocation: sourceLocation)
                return nil
            }
            return reason
        } catch {
            Issue.record("expected a CurveError, got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    @Test("Core Animation's parameters: mass and stiffness above 0, damping 0 or more, all finite")
    func physicalParameters() throws {
        #expect(Self.reason { try Spring(mass: 0) } == .mass(0))
        #expect(Self.reason { try Spring(mass: -1) } == .mass(-1))
        #expect(Self.reason { try Spring(mass: .infinity) } == .mass(.infinity))
        #expect(Self.reason { try Spring(stiffness: 0) } == .stiffness(0))
        #expect(Self.reason { try Spring(stiffness: -.infinity) } == .stiffness(-.infinity))
        #expect(Self.reason { try Spring(damping: -0.5) } == .damping(-0.5))
        #expect(Self.reason { try Spring(damping: .infinity) } == .damping(.infinity))
        #expect(Self.reason { try Spring(initialVelocity: -.infinity) } == .initialVelocity(-.infinity))
        #expect(Self.reason { try Spring(duration: 0) } == .duration(0))
        #expect(Self.reason { try Spring(duration: -2) } == .duration(-2))
        #expect(Self.reason { try Spring(duration: .infinity) } == .duration(.infinity))
        // The smallest accepted values are just inside the limits.
        _ = try Spring(mass: 1e-3)
        _ = try Spring(stiffness: 1e-3)
        _ = try Spring(damping: 0, duration: 1)
        _ = try Spring(duration: .leastNormalMagnitude)
    }

    @Test("NaN is refused as the value given")
    func notANumber() {
        if case .mass(let m) = Self.reason({ try Spring(mass: .nan) }) { #expect(m.isNaN) } else { Issue.record("not .mass") }
        if case .bounce(let b) = Self.reason({ try Spring(perceptualDuration: 0.5, bounce: .nan) }) {
            #expect(b.isNaN)
        } else {
            Issue.record("not .bounce")
        }
    }

    @Test("a spring that never settles needs a duration, in each parameterisation")
    func undamped() throws {
        #expect(Self.reason { try Spring(damping: 0) } == .undampedWithoutDuration)
        #expect(Self.reason { try Spring(response: 0.5, dampingFraction: 0) } == .undampedFractionWithoutDuration)
        #expect(Self.reason { try Spring(perceptualDuration: 0.5, bounce: 1) } == .undampedBounceWithoutDuration)
        #expect(
            Self.reason { try Spring(damping: 1e-300) } == .settlingTimeTooLong(mass: 1, stiffness: 100, damping: 1e-300))
        _ = try Spring(perceptualDuration: 0.5, bounce: 1, duration: 2)
    }

    @Test("SwiftUI's response above 0, damping fraction 0 or more")
    func responseAndFraction() throws {
        #expect(Self.reason { try Spring(response: 0, dampingFraction: 0.5) } == .response(0))
        #expect(Self.reason { try Spring(response: 0.5, dampingFraction: -1) } == .dampingFraction(-1))
        #expect(Self.reason { try Spring(response: 0.5, dampingFraction: 1, mass: 0) } == .mass(0))
        // stiffness = m·(2π/R)² overflows for R = 1e-200; damping = 4π·Z·m/R does too.
        let r = 1e-200
        let stiffness = (2 * Double.pi / r) * (2 * Double.pi / r)
        let damping = 4 * Double.pi / r
        #expect(stiffness == .infinity)
        #expect(
            Self.reason { try Spring(response: r, dampingFraction: 1) }
                == .responseOutOfRange(response: r, mass: 1, stiffness: .infinity, damping: damping))
    }

    @Test("SwiftUI's bounce B: −1 < B ≤ 1, perceptual duration above 0")
    func bounce() throws {
        #expect(Self.reason { try Spring(perceptualDuration: 0, bounce: 0) } == .perceptualDuration(0))
        #expect(Self.reason { try Spring(perceptualDuration: 0.5, bounce: -1) } == .bounce(-1))
        #expect(Self.reason { try Spring(perceptualDuration: 0.5, bounce: 1.5) } == .bounce(1.5))
        #expect(Self.reason { try Spring(perceptualDuration: 0.5, bounce: Double(1).nextUp) } == .bounce(Double(1).nextUp))
        // Just inside both ends.
        _ = try Spring(perceptualDuration: 0.5, bounce: -0.999)
        _ = try Spring(perceptualDuration: 0.5, bounce: Double(1).nextDown, duration: 1)
    }

    @Test("parameters whose ratios overflow name k/m and c/2m")
    func motionOutOfRange() {
        // k/m = 1e300/1e-300 overflows; c/2m = 10/2e-300 = 5e300.
        #expect(
            Self.reason { try Spring(mass: 1e-300, stiffness: 1e300) }
                == .motionOutOfRange(stiffnessPerMass: .infinity, dampingPerTwiceMass: 10 / (2 * 1e-300)))
    }

    @Test("CurveKit's own text names Spring's parameters, with the value given")
    func description() {
        #expect(CurveError.spring(.mass(0)).message == "mass must be a finite number greater than 0 (got 0)")
        #expect(CurveError.spring(.bounce(1.5)).description == "bounce must be a finite number above −1 and at most 1 (got 1.5)")
        #expect(CurveError.spring(.mass(0)) == CurveError.spring(.mass(0)))
        #expect(CurveError.spring(.mass(0)) != CurveError.spring(.mass(1)))
    }
}
