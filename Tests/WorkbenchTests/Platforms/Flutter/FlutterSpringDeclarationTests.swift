import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Flutter's SpringDescription constructors read through FlutterAPI: named arguments only,
/// the declared defaults, the simulation's bounds.
@Suite("Flutter: SpringDescription bound against its declarations (issue 35)")
struct FlutterSpringDeclarationTests {
    /// `withDampingRatio` without `ratio` is ζ = 1 (spring_simulation.dart: `ratio = 1.0`):
    /// k 200, m 1, critically damped, u = 1 − (1 + ωt)e^(−ωt) with ω = √200, over its settling time.
    @Test func withDampingRatioWithoutARatioIsCriticallyDamped() {
        let (_, curve) = RealWorldTuningTests.paste("flutter", "SpringDescription.withDampingRatio(mass: 1, stiffness: 200)")
        let ω = 200.0.squareRoot()
        let motion: (Double) -> Double = { t in 1 - (1 + ω * t) * exp(-ω * t) }
        let span = RealWorldPrecedenceTests.settlingTime(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
    }

    /// Dart's SpringDescription takes named arguments only: numbers by position are refused
    /// with the names it takes, not left unread.
    @Test func argumentsByPositionAreRefusedWithTheNames() {
        var transcript = Transcript()
        let reply = transcript.reply("a = flutter SpringDescription(1, 500, 20)")
        #expect(reply.error?.contains("SpringDescription takes its arguments by name (mass, stiffness, damping)") == true, "\(reply.text)")
    }

    /// A name SpringDescription does not have is refused with the ones it has.
    @Test func aNameSpringDescriptionLacksIsRefused() {
        var transcript = Transcript()
        let reply = transcript.reply("a = flutter SpringDescription(mass: 1, stiffness: 500, dampingRatio: 0.5)")
        #expect(
            reply.error?.contains("SpringDescription has no parameter 'dampingRatio'; it takes mass, stiffness, damping") == true,
            "\(reply.text)")
    }
}
