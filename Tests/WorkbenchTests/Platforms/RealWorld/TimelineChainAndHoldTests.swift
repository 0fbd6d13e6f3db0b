import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Two reads that were silently wrong (issue 35): a GSAP timeline's chain of tweens, whose later
/// tweens were read without the timeline's defaults (their duration lost), and a Lottie hold
/// keyframe alone, read as a step although nothing follows it.
@Suite("Real world: GSAP timeline chains and Lottie holds")
struct TimelineChainAndHoldTests {
    /// The curve and the duration kept with it for `gsap file=NAME at=N`.
    static func tween(_ name: String, _ text: String, at: Int) -> (reply: String, curve: Curve?, duration: Double?) {
        var transcript = Transcript(files: [name: text], width: 1000)
        let reply = transcript.reply("a = gsap file=\(name) at=\(at)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let named = transcript.interpreter.session.curve(named: "a")
        return (reply.text, named?.curve, named?.timing?.duration)
    }

    /// Tom-Delfosse/dwa-gsap src/composables/steps/step6.js @ 5a7165b24bdff606d47e790245ae83cfd22b8098:
    /// `gsap⏎ .timeline({ defaults: { duration: 1.5 } })⏎ .to(…)⏎ .to(…)`, the chain starting
    /// on the line after `gsap`. gsap-core's Timeline `to` returns the timeline, and each tween
    /// takes the keys its vars lack from the timeline's defaults (`_inheritDefaults`,
    /// `_setDefaults`): both tweens play 1.5 s, the first bounce.out, the second back.inOut(3).
    static let chainedSteps = """
        import gsap from 'gsap'

        export const run = (targets) => {
          gsap
            .timeline({
              defaults: {
                duration: 1.5,
              },
            })
            .to(targets, {
              x: 200,
              ease: 'bounce',
            })
            .to(targets, {
              x: 0,
              ease: 'back.inOut(3)',
            })
        }
        """

    @Test func firstTweenOfAChainTakesTheTimelineDuration() {
        let (reply, curve, duration) = Self.tween("step6.js", Self.chainedSteps, at: 1)
        #expect(reply.contains("took line 10 ") && reply.contains("1 of 2"), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.bounceOut)
        #expect(duration == 1.5)
    }

    @Test func secondTweenOfAChainTakesTheTimelineDurationToo() {
        let (reply, curve, duration) = Self.tween("step6.js", Self.chainedSteps, at: 2)
        #expect(reply.contains("took line 14 ") && reply.contains("2 of 2"), "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapBack(3).inOut)
        #expect(duration == 1.5, "the second tween's duration was lost before")
    }

    /// taylous/gsap-practice advanced/DeepDive/runtime-rendering/main.js @ 989a3a24f9f414c0f613f38bc2abe819212ea39e:
    /// `const tl = gsap.timeline({ defaults: { duration: 2 } })`, then `tl.from(…).from(…)…`;
    /// here the second tween names its own ease (expo.in) and the others none (power1.out,
    /// GSAP's default). Every tween of the chain is a definition, each 2 s long.
    static let declaredTimelineChain = """
        const tl = gsap.timeline({
          defaults: {
            duration: 2,
          },
        });

        tl.from('.orange', { opacity: 0, y: 50 })
          .from('.pink', { opacity: 0, y: -50, ease: 'expo.in' })
          .from('.blue', { opacity: 0, scale: 1.2 });
        """

    @Test func everyTweenOfADeclaredTimelineChainIsReadWithItsDefaults() {
        for (at, line, formula) in [
            (1, 7, RealWorldCorpus.gsapPower(1).out), (2, 8, RealWorldCorpus.gsapExpo.in), (3, 9, RealWorldCorpus.gsapPower(1).out),
        ] {
            let (reply, curve, duration) = Self.tween("main.js", Self.declaredTimelineChain, at: at)
            #expect(reply.contains("took line \(line) ") && reply.contains("\(at) of 3"), "\(reply)")
            RealWorldCorpus.expectValues(curve, formula)
            #expect(duration == 2, "at=\(at)")
        }
    }

    /// A timeline nested with `add(…)`: its tweens are made before it is added, so they take
    /// only its own defaults (gsap-core `_inheritDefaults` walks the parents the tween's timeline
    /// has when the tween is made), not the outer timeline's ease.
    @Test func nestedTimelineTweensTakeTheirOwnTimelinesDefaults() {
        let file = """
            const master = gsap.timeline({ defaults: { ease: 'power3.in', duration: 1 } });
            master
              .to('.a', { x: 10 })
              .add(gsap.timeline({ defaults: { duration: 0.25 } }).to('.b', { y: 5, ease: 'sine.out' }))
              .to('.c', { x: 0 });
            """
        let (_, first, firstDuration) = Self.tween("nested.js", file, at: 1)
        RealWorldCorpus.expectValues(first, RealWorldCorpus.gsapPower(3).in)
        #expect(firstDuration == 1)
        let (_, inner, innerDuration) = Self.tween("nested.js", file, at: 2)
        RealWorldCorpus.expectValues(inner, RealWorldCorpus.gsapSine.out)
        #expect(innerDuration == 0.25)
        let (_, last, lastDuration) = Self.tween("nested.js", file, at: 3)
        RealWorldCorpus.expectValues(last, RealWorldCorpus.gsapPower(3).in)
        #expect(lastDuration == 1)
    }

    @Test func aPastedChainIsSeveralDefinitions() {
        var transcript = Transcript()
        let reply = transcript.reply(
            "a = gsap gsap.timeline({defaults: {duration: 1.5}}).to(t, {x: 200, ease: 'bounce'}).to(t, {x: 0, ease: 'back.inOut(3)'})")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("holds 2 GSAP 3 definitions: read the first"), "\(reply.text)")
        // gsap-core's bounce.out, written out: 7.5625·p² in four arcs of 1/2.75.
        RealWorldCorpus.expectValues(transcript.interpreter.session.curve(named: "a")?.curve) { p in
            let (n, c) = (7.5625, 2.75)
            if p < 1 / c { return n * p * p }
            if p < 2 / c { return n * pow(p - 1.5 / c, 2) + 0.75 }
            if p < 2.5 / c { return n * pow(p - 2.25 / c, 2) + 0.9375 }
            return n * pow(p - 2.625 / c, 2) + 0.984375
        }
    }

    // MARK: Lottie

    /// lottie/lottie-spec docs/specs/properties.md @ c11f9aca7d872c87c0812a69d8b30368ba9f295e:
    /// "If h is present and it's 1, you don't need i and o, as the property will keep the same
    /// value until the next keyframe", and after the last keyframe its value is held. A hold
    /// keyframe alone (here a 2-D value at frame 30) has no next keyframe: no segment, no easing.
    @Test func holdKeyframeAloneIsRefusedWithItsReason() {
        var transcript = Transcript()
        let reply = transcript.reply(#"a = lottie {"t": 30, "s": [200, 200], "h": 1}"#)
        #expect(reply.error?.contains("a hold keyframe (\"h\": 1) alone is no timing curve") == true, "\(reply.error ?? reply.text)")
        #expect(transcript.interpreter.session.curve(named: "a") == nil)
    }

    @Test func propertyOfOneHoldKeyframeIsRefused() {
        RealWorldCorpus.expectRefusal("lottie", "hold.json", #"{"a": 1, "k": [{"t": 0, "s": [20], "h": 1}]}"#, "no segment to ease")
    }

    /// The same hold with its next keyframe is a step at the next keyframe's time: progress 0
    /// until then, 1 at it (CSS steps(1, jump-end)).
    @Test func holdBeforeItsNextKeyframeIsStillAStep() throws {
        let (_, curve) = RealWorldCorpus.read(
            "lottie", "hold.json", #"{"a": 1, "k": [{"t": 30, "s": [200, 200], "h": 1}, {"t": 45, "s": [260, 200]}]}"#)
        let read = try #require(curve)
        for x in [0, 0.3, 0.999] { #expect(read.value(at: x) == 0, "\(x)") }
        #expect(read.value(at: 1) == 1)
    }
}
