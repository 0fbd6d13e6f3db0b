import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Compose's `spring` and `tween` read through ComposeAPI: Kotlin arguments by name or in their
/// own position, the declared defaults, the platform's bounds.
@Suite("Compose: spring and tween bound against their declarations (issue 35)")
struct ComposeSpecDeclarationTests {
    /// Kotlin (1.4 on) takes a positional argument after a named one when it stands in its own
    /// place: `spring(dampingRatio = 0.5f, 200f)` is stiffness 200, ζ 0.5 (mass 1), played to rest.
    @Test func aPositionalArgumentAfterANamedOneIsTheParameterInItsPlace() {
        let (_, curve) = RealWorldTuningTests.paste("compose", "spring(dampingRatio = 0.5f, 200f)")
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: 200, damping: 2 * 0.5 * 200.0.squareRoot())
        let span = RealWorldPrecedenceTests.lastExcursionEnd(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
    }

    /// `spring()` is Spring.DampingRatioNoBouncy (1) and Spring.StiffnessMedium (1500):
    /// critically damped, u = 1 − (1 + ωt)e^(−ωt) with ω = √1500, over its settling time.
    @Test func springWithoutArgumentsIsTheDeclaredDefaults() {
        let (_, curve) = RealWorldTuningTests.paste("compose", "spring()")
        let ω = 1500.0.squareRoot()
        let motion: (Double) -> Double = { t in 1 - (1 + ω * t) * exp(-ω * t) }
        let span = RealWorldPrecedenceTests.settlingTime(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
    }

    /// `tween(450, 50)`: duration and delay in milliseconds by position, kept in seconds, with
    /// FastOutSlowInEasing, cubic-bezier(0.4, 0, 0.2, 1).
    @Test func tweenTakesItsTimingByPositionInMilliseconds() {
        var transcript = Transcript()
        _ = transcript.reply("a = compose tween(450, 50)")
        let named = transcript.interpreter.session.curve(named: "a")
        #expect(named?.timing?.duration == 0.45)
        #expect(named?.timing?.delay == 0.05)
        let standard = RealWorldCorpus.cubicBezier(0.4, 0, 0.2, 1)
        RealWorldCorpus.expectValues(named?.curve) { x in standard(x) }
    }

    /// A fourth argument is none of tween's: refused, naming the three it takes.
    @Test func aFourthArgumentToTweenIsRefused() {
        var transcript = Transcript()
        let reply = transcript.reply("a = compose tween(300, 0, 120, 5)")
        #expect(reply.error?.contains("tween takes 3 arguments by position (durationMillis, delayMillis, easing)") == true, "\(reply.text)")
    }
}
