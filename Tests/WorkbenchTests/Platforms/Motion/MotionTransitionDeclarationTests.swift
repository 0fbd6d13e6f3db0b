import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Each precedence rule MotionAPI.transition declares, on code written as projects write it,
/// compared as Motion plays it: y(x) over the spring's own span with the formula written here.
@Suite("Motion's transition: each declared precedence rule (issue 35)")
struct MotionTransitionDeclarationTests {
    static func flat(_ reply: String) -> String { reply.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// `{ type: "spring", stiffness: 400, damping: 30, duration: 0.2 }`, a form seen in many
    /// projects' hover and layout transitions: getSpringOptions makes the spring physical, so
    /// Motion plays k 400, c 30, m 1 (ζ = 0.75) to rest and never reads the 0.2 s.
    @Test func physicsWinsOverADurationBesideIt() {
        let (reply, curve) = RealWorldTuningTests.paste("motion", #"{ type: "spring", stiffness: 400, damping: 30, duration: 0.2 }"#)
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: 400, damping: 30)
        let span = RealWorldPrecedenceTests.lastExcursionEnd(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
        #expect(Self.flat(reply).contains("Motion ignores `duration` beside stiffness, damping or mass"), "\(reply)")
    }

    /// visualDuration and bounce beside physics: both dropped, named in one note, in the
    /// declaration's order.
    @Test func physicsWinsOverVisualDurationAndBounce() {
        let (reply, curve) = RealWorldTuningTests.paste(
            "motion", #"{ type: "spring", stiffness: 300, damping: 20, visualDuration: 0.4, bounce: 0.5 }"#)
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: 300, damping: 20)
        let span = RealWorldPrecedenceTests.lastExcursionEnd(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
        #expect(Self.flat(reply).contains("Motion ignores `bounce`, `visualDuration` beside stiffness"), "\(reply)")
    }

    /// A tween reads its ease and duration; the spring keys beside it are named as ignored
    /// (the curve is easeOut, cubic-bezier(0, 0, 0.58, 1), and 0.3 s is kept).
    @Test func aTweenNamesTheSpringKeysItIgnores() {
        var transcript = Transcript()
        let reply = transcript.reply(#"a = motion { type: "tween", stiffness: 400, duration: 0.3, ease: "easeOut" }"#)
        #expect(Self.flat(reply.text).contains("Motion ignores `stiffness` in a tween"), "\(reply.text)")
        let named = transcript.interpreter.session.curve(named: "a")
        #expect(named?.timing?.duration == 0.3)
        let easeOut = RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)
        RealWorldCorpus.expectValues(named?.curve) { x in easeOut(x) }
    }

    /// taiseen/learning-framer-motion src/components/animationEffects/PopupMenu.jsx
    /// @ cfbee376820b38f26e91ff65f41fcee1857c463d: `type: "ease"`, which Motion has no generator
    /// for, beside stiffness and damping. JSAnimation plays `generators[type] || keyframes`: a
    /// tween, which ignores the spring keys and, naming no ease, eases out (0, 0, 0.58, 1).
    @Test func aTypeMotionDoesNotHaveIsATween() {
        let (reply, curve) = RealWorldTuningTests.paste("motion", #"{ x: 300, transition: { type: "ease", stiffness: 200, damping: 30 } }"#)
        #expect(Self.flat(reply).contains(#"Motion has no transition type "ease""#), "\(reply)")
        #expect(Self.flat(reply).contains("a tween ignores `stiffness`, `damping`"), "\(reply)")
        let easeOut = RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)
        RealWorldCorpus.expectValues(curve) { x in easeOut(x) }
    }

    /// Without a type, an ease makes the transition a tween: its spring keys are ignored too.
    @Test func anEaseWithoutATypeIsATweenThatIgnoresSpringKeys() {
        let (reply, curve) = RealWorldTuningTests.paste("motion", #"{ ease: [0.4, 0, 0.2, 1], damping: 12, duration: 0.5 }"#)
        #expect(Self.flat(reply).contains("Motion ignores `damping` in a tween"), "\(reply)")
        let standard = RealWorldCorpus.cubicBezier(0.4, 0, 0.2, 1)
        RealWorldCorpus.expectValues(curve) { x in standard(x) }
    }

    /// A key Motion does not have is not read, and the reply says so: a misspelt stiffness
    /// leaves Motion's default, k 100 (springDefaults), with the damping given.
    @Test func aMisspeltKeyIsNamedAndTheDefaultPlays() {
        let (reply, curve) = RealWorldTuningTests.paste("motion", #"{ type: "spring", stifness: 300, damping: 20 }"#)
        #expect(Self.flat(reply).contains("has no key `stifness`: not read (did you mean stiffness?)"), "\(reply)")
        // k 100, c 20, m 1: ζ = 1, critically damped: u = 1 − (1 + ωt)e^(−ωt), ω = 10.
        let critical: (Double) -> Double = { t in 1 - (1 + 10 * t) * exp(-10 * t) }
        let span = RealWorldPrecedenceTests.settlingTime(critical)
        RealWorldTuningTests.expectBefore1(curve) { x in critical(x * span) }
    }

    /// Keys Motion reads for other things (repetition, when a spring counts as at rest) are
    /// neither used nor reported: `{ type: "spring", stiffness: 400, damping: 30, restDelta: 0.5 }`.
    @Test func keysForOtherThingsAreNotReported() {
        let (reply, _) = RealWorldTuningTests.paste("motion", #"{ type: "spring", stiffness: 400, damping: 30, restDelta: 0.5 }"#)
        #expect(!reply.contains("not read") && !reply.contains("ignores"), "\(reply)")
    }

    /// A key whose value is an object is the transition of that value alone (motion-dom
    /// getValueTransition): `scale` keeps its spring, the rest is eased; the reply says the
    /// spring under `scale` was not read with it.
    @Test func aValuesOwnTransitionIsNamedAndNotRead() {
        let (reply, curve) = RealWorldTuningTests.paste(
            "motion", #"{ duration: 0.3, ease: "easeOut", scale: { type: "spring", stiffness: 400, damping: 30 } }"#)
        #expect(Self.flat(reply).contains("`scale` is the transition of that value alone: not read here"), "\(reply)")
        let easeOut = RealWorldCorpus.cubicBezier(0, 0, 0.58, 1)
        RealWorldCorpus.expectValues(curve) { x in easeOut(x) }
    }

    /// loulct/rauto src/app/components/const.tsx @ 20d62c96ac6489ce1c39b755b6124948bc19af5d:
    /// the `scale` value's own transition, `{ type: "spring", visualDuration: 0.4, bounce: 0.5 }`.
    /// getSpringOptions: k = (2π/(1.2·0.4))², ζ = clamp(0.05, 1, 1 − 0.5) = 0.5, mass 1, played
    /// until it settles.
    @Test func aVisualDurationSpringUnderAValuesKey() {
        let file = """
            export const
                springTransition: any = {
                    duration: 0.4,
                    scale: { type: "spring", visualDuration: 0.4, bounce: 0.5 },
                };
            """
        let curve = RealWorldCorpus.read("motion", "const.tsx", file).curve
        let k = pow(2 * Double.pi / (1.2 * 0.4), 2)
        let motion = RealWorldTuningTests.underdamped(mass: 1, stiffness: k, damping: 2 * 0.5 * k.squareRoot())
        let span = RealWorldPrecedenceTests.lastExcursionEnd(motion)
        RealWorldTuningTests.expectBefore1(curve) { x in motion(x * span) }
    }
}
