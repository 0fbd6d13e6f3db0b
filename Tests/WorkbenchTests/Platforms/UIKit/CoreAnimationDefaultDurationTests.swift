import CurveKit
import Foundation
import Testing

@testable import Workbench

/// A `CASpringAnimation` that never sets `duration` (spent held-out set 7, issue 35). CAMediaTiming's
/// `duration` defaults to 0, and an animation whose duration is 0 runs for the transaction's
/// animation duration, 0.25 s unless the code sets another (CATransaction.animationDuration);
/// Core Animation plays a spring only for its duration, then sets the model value. So such a
/// spring plays its first 0.25 s, not its settling time: it was read to rest (3.7 s here).
@Suite("Core Animation: a spring without a duration plays for 0.25 s")
struct CoreAnimationDefaultDurationTests {
    /// m·u″ + c·u′ + k·u = 0 from 0 towards 1 with u′(0) = v₀ (ζ < 1), written out:
    /// α = c/2m, ω_d = √(k/m − α²), u(t) = 1 − e^(−αt)(cos ω_d t + ((α − v₀)/ω_d) sin ω_d t).
    static func underdamped(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double) -> (Double) -> Double {
        let α = c / (2 * m), ωd = (k / m - α * α).squareRoot()
        return { t in 1 - exp(-α * t) * (cos(ωd * t) + (α - v0) / ωd * sin(ωd * t)) }
    }

    /// Kookey/iOS-Animations-By-Tutorials Chapter11-LayerSprings/BahamaAir/BahamaAir/ViewController.m
    /// @ 26956e8e91d44a457dfc2c528e6618af2a0f72ee: an Objective-C corner-radius spring given
    /// damping 5 and initialVelocity 50 on later lines, mass and stiffness left at 1 and 100, and
    /// no duration. It plays u(0.25·x); the reply says where the 0.25 s comes from.
    @Test func objectiveCSpringWithoutADurationPlaysAQuarterSecond() {
        let paste = """
            CASpringAnimation *round = [CASpringAnimation animationWithKeyPath:@"cornerRadius"];
            round.fromValue = @(layer.cornerRadius);
            round.toValue = @(newRadius);
            round.damping = 5;
            round.initialVelocity = 50.0;
            [layer addAnimation:round forKey:nil];
            """
        let (reply, curve) = RealWorldTuningTests.paste("uikit", paste)
        let motion = Self.underdamped(mass: 1, stiffness: 100, damping: 5, velocity: 50)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(0.25 * x) }
        #expect(reply.contains("0.25 s"), "\(reply)")
    }

    /// The same in Swift with `duration` set: that duration is the span (the rule above applies
    /// only when no duration is set), here 0.6 s of a spring of mass 2, stiffness 300, damping 12.
    @Test func aDurationSetOnALaterLineStillWins() {
        let paste = """
            let bounce = CASpringAnimation(keyPath: "position.y")
            bounce.mass = 2
            bounce.stiffness = 300
            bounce.damping = 12
            bounce.duration = 0.6
            """
        let (_, curve) = RealWorldTuningTests.paste("uikit", paste)
        let motion = Self.underdamped(mass: 2, stiffness: 300, damping: 12, velocity: 0)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(0.6 * x) }
    }
}
