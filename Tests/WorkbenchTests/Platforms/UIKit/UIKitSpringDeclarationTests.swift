import CurveKit
import Foundation
import Testing

@testable import Workbench

/// CASpringAnimation and UISpringTimingParameters read through UIKitAPI: Apple's defaults, its
/// parameters and nothing else, the span Core Animation plays.
@Suite("UIKit: springs bound against their declarations (issue 35)")
struct UIKitSpringDeclarationTests {
    /// `UISpringTimingParameters(duration: 0.4)`: bounce not given is 0, so ζ = 1 with
    /// k = (2π/0.4)², mass 1: u = 1 − (1 + ωt)e^(−ωt), ω = 2π/0.4, over its settling time.
    @Test func durationWithoutBounceIsCriticallyDamped() {
        let (_, curve) = RealWorldTuningTests.paste("uikit", "UISpringTimingParameters(duration: 0.4)")
        let ω = 2 * Double.pi / 0.4
        let motion: (Double) -> Double = { t in 1 - (1 + ω * t) * exp(-ω * t) }
        let span = RealWorldPrecedenceTests.settlingTime(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
    }

    /// A property CASpringAnimation does not have is refused, with the ones it has.
    @Test func aParameterCASpringAnimationLacksIsRefusedWithTheOnesItHas() {
        var transcript = Transcript()
        let reply = transcript.reply("a = uikit CASpringAnimation(stiffness: 200, dampingRatio: 0.5)")
        #expect(
            reply.error?.contains(
                "CASpringAnimation has no parameter 'dampingRatio'; it takes keyPath, mass, stiffness, damping, initialVelocity, duration, perceptualDuration, bounce, timingFunction"
            ) == true, "\(reply.text)")
    }

    /// `duration = 0.3` set on a later line, before the stiffness: Core Animation plays
    /// m 1, k 300, c 10 (ζ ≈ 0.29) for 0.3 s and cuts it there, so y(x) = u(0.3·x).
    @Test func aDurationSetBeforeTheStiffnessIsStillTheSpan() {
        let file = """
            let pop = CASpringAnimation(keyPath: "transform.scale")
            pop.duration = 0.3
            pop.stiffness = 300
            layer.add(pop, forKey: "pop")
            """
        let curve = RealWorldCorpus.read("uikit", "Pop.swift", file).curve
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: 300, damping: 10)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * 0.3) }
    }
}
