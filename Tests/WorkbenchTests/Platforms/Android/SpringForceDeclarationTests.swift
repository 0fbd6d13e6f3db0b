import CurveKit
import Foundation
import Testing

@testable import Workbench

/// androidx's SpringForce read through AndroidAPI: its defaults (stiffness 1500, damping ratio
/// 0.5, mass 1), its setters and nothing else. Motion: m·u″ + c·u′ + k·u = 0 with c = 2ζ√k.
@Suite("Android: SpringForce bound against its declaration (issue 35)")
struct SpringForceDeclarationTests {
    static func expectSpring(_ curve: Curve?, k: Double, ζ: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: k, damping: 2 * ζ * k.squareRoot())
        let span = RealWorldPrecedenceTests.lastExcursionEnd(motion)
        RealWorldTuningTests.expectBefore1(curve, sourceLocation: sourceLocation) { x in motion(x * span) }
    }

    /// `SpringForce()`: STIFFNESS_MEDIUM 1500, DAMPING_RATIO_MEDIUM_BOUNCY 0.5.
    @Test func springForceWithoutSettersIsStiffness1500Ratio05() {
        let (_, curve) = RealWorldTuningTests.paste("android", "SpringForce()")
        Self.expectSpring(curve, k: 1500, ζ: 0.5)
    }

    /// `SpringForce(1f).setDampingRatio(0.3f)`: the stiffness not set stays 1500.
    @Test func aDampingRatioAloneKeepsTheDefaultStiffness() {
        let (_, curve) = RealWorldTuningTests.paste("android", "SpringForce(1f).setDampingRatio(0.3f)")
        Self.expectSpring(curve, k: 1500, ζ: 0.3)
    }

    /// `setStiffness` twice: the later call is the one the spring runs with.
    @Test func aLaterSetterReplacesAnEarlierOne() {
        let (_, curve) = RealWorldTuningTests.paste(
            "android", "SpringForce().setStiffness(SpringForce.STIFFNESS_LOW).setStiffness(50f).setDampingRatio(0.75f)")
        Self.expectSpring(curve, k: 50, ζ: 0.75)
    }

    /// `anim.getSpring()` is the animation's SpringForce, with the defaults until set.
    @Test func getSpringIsASpringForceWithItsDefaults() {
        let (_, curve) = RealWorldTuningTests.paste("android", "anim.getSpring().setStiffness(200f)")
        Self.expectSpring(curve, k: 200, ζ: 0.5)
    }

    /// A method SpringForce lacks is refused with the setters it has.
    @Test func aMethodSpringForceLacksIsRefusedWithItsSetters() {
        var transcript = Transcript()
        let reply = transcript.reply("a = android SpringForce().setMass(2f)")
        #expect(reply.error == "SpringForce has no setMass(); it takes setStiffness, setDampingRatio, setFinalPosition", "\(reply.text)")
    }
}
