import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Real code from the tuning half of the real-world sample (Tests/RealWorldSample/tuning.cases),
/// each written here in our own words with the structure, forms and numbers of the file cited.
/// Each compares the curve as the platform plays it, y(x) over x = 0 … 1 of the animation's own
/// span, with the platform's formula written out in the test.
@Suite("Real world: the tuning half (issue 35)")
struct RealWorldTuningTests {
    /// The motion of m·u″ + c·u′ + k·u = 0 from rest at 0 towards 1 (ζ < 1), as Core Animation's
    /// CASpringAnimation and every other platform's spring define it.
    static func underdamped(mass m: Double, stiffness k: Double, damping c: Double) -> (Double) -> Double {
        let α = c / (2 * m), ωd = (k / m - α * α).squareRoot()
        return { t in 1 - exp(-α * t) * (cos(ωd * t) + α / ωd * sin(ωd * t)) }
    }

    /// The curve against `formula` at 1,000 x in [0, 1) (a spring snaps to its target at x = 1).
    static func expectBefore1(_ curve: Curve?, sourceLocation: SourceLocation = #_sourceLocation, _ formula: (Double) -> Double) {
        guard let curve else { Issue.record("no curve", sourceLocation: sourceLocation); return }
        for index in 0..<1000 {
            let x = Double(index) / 1000
            if abs(curve.value(at: x) - formula(x)) > 1e-9 {
                Issue.record("at x = \(x): \(curve.value(at: x)) vs \(formula(x))", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// The curve `PLATFORM PASTE` defines.
    static func paste(_ platform: String, _ code: String, sourceLocation: SourceLocation = #_sourceLocation) -> (
        reply: String, curve: Curve?
    ) {
        var transcript = Transcript()
        let reply = transcript.reply("a = \(platform) \(code)")
        #expect(reply.error == nil, "\(reply.error ?? "")", sourceLocation: sourceLocation)
        return (reply.text, transcript.interpreter.session.curve(named: "a")?.curve)
    }

    // MARK: Core Animation

    /// tonarisun/OnlyWeather OnlyWeather/Utils/Extensions/UIButtonExtension.swift
    /// @ f983ac0653e029491939e11844b3249d6e713bda: `duration = 0.5` set after the spring's
    /// stiffness and mass. Core Animation plays the spring for its duration and cuts it there, so
    /// the curve spans 0.5 s of the motion (damping left at its default, 10).
    @Test func springDurationOnALaterLineIsTheSpan() {
        let file = """
            extension UIButton {
                func pop() {
                    let pulse = CASpringAnimation(keyPath: "transform.scale")
                    pulse.fromValue = 0.7
                    pulse.toValue = 1
                    pulse.stiffness = 500
                    pulse.mass = 2
                    pulse.duration = 0.5
                    layer.add(pulse, forKey: nil)
                }
            }
            """
        let motion = Self.underdamped(mass: 2, stiffness: 500, damping: 10)
        Self.expectBefore1(RealWorldCorpus.read("uikit", "Pop.swift", file).curve) { x in motion(0.5 * x) }
    }

    /// pzhtpf/practise CASpringAnimation/CASpringAnimation/ViewController.m
    /// @ 30d5112dd0628328482d63cb0d17e70ac23247ae: Objective-C, `[CASpringAnimation
    /// animationWithKeyPath:]` and its properties on later lines, played for its own
    /// settlingDuration (to rest).
    @Test func objectiveCSpringWithPropertiesOnLaterLines() {
        let file = """
            - (void)bounce {
                CASpringAnimation *anim = (CASpringAnimation *)[self.badge.layer animationForKey:@"bounce"];
                if (!anim) {
                    anim = [CASpringAnimation animationWithKeyPath:@"position.y"];
                    anim.damping = 15;
                    anim.stiffness = 300;
                    anim.mass = 1;
                    anim.initialVelocity = 0;
                    anim.duration = anim.settlingDuration;
                }
                [self.badge.layer addAnimation:anim forKey:@"bounce"];
            }
            """
        let curve = RealWorldCorpus.read("uikit", "Badge.m", file).curve
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 300, damping: 15)
        guard case .spring(let spring)? = curve else { return }
        #expect(spring.duration == nil, "played to rest: the span is the settling time")
    }

    /// Saix1020/CrazeMM CrazeMM/attention_seekers/BounceAnimation.m
    /// @ c3f44ce2ddfb1c4c54e03fac68e104906b7e5221: a CAKeyframeAnimation with keyTimes, values and
    /// one timing function per segment (the last of nine unused), declared first and set later.
    @Test func keyframeAnimationIsItsKeyframesNotItsFirstTimingFunction() {
        let file = """
            -(void)setUp
            {
                NSArray<NSNumber *> *times = @[@0, @0.25, @0.5, @1];
                NSArray<CAMediaTimingFunction *> *pacing = @[
                    [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionDefault],
                    [CAMediaTimingFunction functionWithControlPoints:0.215 :0.610 :0.355 :1.000],
                    [CAMediaTimingFunction functionWithControlPoints:0.755 :0.050 :0.855 :0.060],
                    [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionLinear]
                ];
                CAKeyframeAnimation *jump = [CAKeyframeAnimation animationWithKeyPath:@"transform.translation.y"];
                jump.keyTimes = times;
                jump.timingFunctions = pacing;
                jump.values = @[@0, @-30, @-10, @0];
            }
            """
        // Apple: between keyTimes[i] and keyTimes[i+1] the value goes from values[i] to
        // values[i+1], paced by timingFunctions[i]; kCAMediaTimingFunctionDefault is (0.25, 0.1, 0.25, 1).
        let times = [0, 0.25, 0.5, 1.0], values = [0, -30, -10, 0.0]
        let pacing = [
            RealWorldCorpus.cubicBezier(0.25, 0.1, 0.25, 1), RealWorldCorpus.cubicBezier(0.215, 0.61, 0.355, 1),
            RealWorldCorpus.cubicBezier(0.755, 0.05, 0.855, 0.06),
        ]
        let (reply, curve) = RealWorldCorpus.read("uikit", "Jump.m", file)
        #expect(!reply.contains("at=2"), "the four functions are one definition: \(reply)")
        RealWorldCorpus.expectValues(curve) { x in
            let i = x >= 0.5 ? 2 : (x >= 0.25 ? 1 : 0)
            let local = (x - times[i]) / (times[i + 1] - times[i])
            return values[i] + (values[i + 1] - values[i]) * pacing[i](local)
        }
    }

    /// nubakachi/Play-Animation Additive_CABasicAnimation/Additive_CABasicAnimation/ViewController.swift
    /// @ 559ea4dc0eedc762a1fa55edc31861af63148cfc: the timingFunction line commented out. Apple,
    /// CAAnimation.timingFunction: "Defaults to nil, indicating linear pacing".
    @Test func basicAnimationWithoutTimingFunctionIsLinear() {
        let file = """
            func slide() {
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 0
                move.toValue = 120
                move.duration = 1.5
                // move.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("uikit", "Slide.swift", file).curve) { x in x }
    }

    /// The same, with the timing function set on a later line: that function, read once.
    @Test func basicAnimationTakesTheTimingFunctionSetLater() {
        let file = """
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 0.3
            fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
            """
        let (reply, curve) = RealWorldCorpus.read("uikit", "Fade.swift", file)
        #expect(!reply.contains("at=2"), "one definition: \(reply)")
        RealWorldCorpus.expectBezier(curve, 0, 0, 0.58, 1)
    }

    // MARK: Android

    /// DHD2280/Oneplus-UI oneplusui/src/main/java/it/dhd/oneplusui/appcompat/animation/OplusMoveEaseInterpolator.java
    /// @ 375936126553ab8efcdf72b4d1fdc4b34b13bf92: a PathInterpolator subclass whose constructor
    /// calls super(x1, y1, x2, y2), AOSP's PathInterpolator(controlX1, controlY1, controlX2, controlY2).
    @Test func pathInterpolatorSubclassCallingSuper() {
        let file = """
            import android.view.animation.PathInterpolator;

            public class SoftMoveInterpolator extends PathInterpolator {
                public SoftMoveInterpolator() {
                    super(0.3f, 0.0f, 0.1f, 1.0f);
                }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("android", "SoftMoveInterpolator.java", file).curve, 0.3, 0, 0.1, 1)
    }

    /// A subclass that overrides getInterpolation plays its own code, not the curve its
    /// superclass was made with, and a class it extends is no definition: the formula its
    /// getInterpolation returns is the curve (sin 3t, not LinearInterpolator's t).
    @Test func subclassOverridingGetInterpolationIsNotReadAsItsSuperclass() {
        let file = """
            public class Wobble extends LinearInterpolator {
                @Override
                public float getInterpolation(float t) { return (float) Math.sin(t * 3); }
            }
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("android", "Wobble.java", file).curve) { t in sin(3 * t) }
    }

    // MARK: Material

    /// PalmDevs/react-native-material-3 src/constants/Motion/Easing.ts
    /// @ c1e2a2f648d94451063015560398d21b01675371: the token's four numbers as an `as const`
    /// array, pasted with its `export const`.
    @Test func exportedAsConstArrayPasted() {
        RealWorldCorpus.expectBezier(
            Self.paste("material", "export const EmphasizedDecelerated = [0.05, 0.7, 0.1, 1] as const").curve, 0.05, 0.7, 0.1, 1)
    }

    /// The same file read whole: each array is a definition; at=3 is the third.
    @Test func asConstArraysInAFile() {
        let file = """
            /** @see m3 easing */
            export const Linear = [0, 0, 1, 1] as const

            /** @see m3 easing */
            export const Standard = [0.2, 0, 0, 1] as const

            /** @see m3 easing */
            export const EmphasizedAccelerated = [0.3, 0, 0.8, 0.15] as const
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("material", "Easing.ts", file, at: 3).curve, 0.3, 0, 0.8, 0.15)
    }

    /// Albermonte/android-skills skills/material-3-expressive/references/m3-motion-foundation-tokens.md
    /// @ 06535b0b87b9f9bf12194f44176038f7abd25a06: a token with its value written beside it, the
    /// emphasized path (MDC-Android's), not the web's (0.2, 0, 0, 1) that the name alone means.
    @Test func tokenWithItsValueWrittenBesideItInMarkdown() {
        let file = """
            ## md.sys.motion.duration
            - md.sys.motion.duration.medium2: 300ms

            ## md.sys.motion.easing
            - md.sys.motion.easing.emphasized: M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1
            """
        let path = RealWorldCorpus.bezierPath([0, 0, 0.05, 0, 0.133333, 0.06, 0.166666, 0.4, 0.208333, 0.82, 0.25, 1, 1, 1])
        RealWorldCorpus.expectValues(RealWorldCorpus.read("material", "tokens.md", file).curve, path)
    }

    // MARK: Motion

    /// mage-ai/mage-ai mage_ai/frontend/mana/animations/ease.ts
    /// @ 28e87978e6ab6a80ac65fe43f75c53b30c200613: framer-motion's cubicBezier() function.
    @Test func cubicBezierFunctionInAFile() {
        let file = """
            import { cubicBezier, motion } from 'framer-motion';

            export const SMOOTH = cubicBezier(0.35, 0.17, 0.3, 0.86);
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("motion", "ease.ts", file).curve, 0.35, 0.17, 0.3, 0.86)
    }

    /// kurodoke/portofolio-web src/util/rootEase.ts @ cd1c46111f10d14f16987c51249490feb5be3c0b:
    /// the same function pasted with its `export const`.
    @Test func cubicBezierFunctionPasted() {
        RealWorldCorpus.expectBezier(
            Self.paste("motion", "export const pageEase = cubicBezier(0.075, 0.82, 0.165, 1);").curve, 0.075, 0.82, 0.165, 1)
    }

    /// kikeonline/kike.work lib/constants.ts @ f38c4acc264b1440d701c879543980bc1f5fc52f: an ease
    /// array with x2 = −0.05. Motion's cubicBezier bisects t for any control points; x(t) still
    /// increases here, so Motion plays the one cubic (the first definition, not the next one).
    @Test func easeArrayWithNegativeXIsTheCubicMotionPlays() {
        let file = """
            export const item = {
              show: { opacity: 1, transition: { ease: [0.6, 0.01, -0.05, 0.95], duration: 0.3 } },
              exit: { opacity: 0, transition: { ease: "easeInOut", duration: 0.5 } },
            };
            """
        // x(t) = 3(1−t)²t·0.6 + 3(1−t)t²·(−0.05) + t³ increases on [0, 1], so bisection on t finds it.
        RealWorldCorpus.expectValues(
            RealWorldCorpus.read("motion", "constants.ts", file).curve, RealWorldCorpus.cubicBezier(0.6, 0.01, -0.05, 0.95))
    }

    /// An array whose x(t) turns back is refused with that reason, not skipped for the next one.
    @Test func easeArrayWhoseXTurnsBackIsRefused() {
        var transcript = Transcript()
        let reply = transcript.reply("a = motion [0.9, 0, -0.9, 1]")
        #expect(reply.error?.contains("turns back") == true, "\(reply.error ?? reply.text)")
    }

    // MARK: GSAP

    /// sardornext/GSAP script.js @ dc4140269e5dbb9b3adf91cfc91660ea9fed4947: a tween with no ease
    /// plays GSAP's default, power1.out = 1 − (1 − p)² (gsap-core.js `_defaults`).
    @Test func tweenWithoutEasePlaysTheDefault() {
        RealWorldCorpus.expectValues(Self.paste("gsap", "gsap.from('.item', {duration: 1, opacity: 0, stagger: 0.5})").curve) { p in
            1 - (1 - p) * (1 - p)
        }
    }

    /// A timeline's tween without an ease plays the timeline's defaults, which the call does not show.
    @Test func timelineTweenWithoutEaseIsRefused() {
        var transcript = Transcript()
        let reply = transcript.reply("a = gsap intro.to('#title', {opacity: 1})")
        #expect(reply.error?.contains("defaults.ease") == true, "\(reply.error ?? reply.text)")
    }

    /// AliHesham2/React-Conversion …/how-to-animate-a-coffee-drinking-sprite-with-scrolltrigger/dist/script.js
    /// @ f49592f7314496dd3fe225a2eca983adbda877c0: `"steps(" + frames + ")"` over a `var` declared
    /// once. GSAP steps(9) is (floor(10·p))/9 capped at 1: CSS steps(10, jump-none).
    @Test func stepsStringConcatenatedOverAConstant() {
        let file = """
            var frames = 9,
                width = 100;

            gsap.to(".sprite", {
              backgroundPosition: (-width * frames) + "px 50%",
              ease: "steps(" + frames + ")",
              scrollTrigger: { trigger: ".scene", scrub: true }
            });
            """
        RealWorldCorpus.expectValues(RealWorldCorpus.read("gsap", "script.js", file).curve) { p in min(floor(p * 10) / 9, 1) }
    }
}
