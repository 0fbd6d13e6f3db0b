import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Forms of the native platforms' languages read as the platform runs them: a CurvedAnimation
/// with its reverse curve and over a TweenSequence (Flutter), an arithmetic expression in
/// parentheses (Swift), and a builder chain written over several lines of a script.
@Suite("Real world: native reader forms")
struct NativeReaderFormsTests {
    /// flutter/flutter packages/flutter/lib/src/animation/animations.dart
    /// @ 00e83e50cb51134f34b5b875b97ab793894086ab: `CurvedAnimation.value` applies `curve` unless
    /// `reverseCurve` is given and the parent runs in reverse. The form, an Interval forward and a
    /// plain curve backwards, as a progress demo of flutter/gallery writes it (names ours).
    @Test("CurvedAnimation: the forward curve is the definition; reverseCurve is named, not counted as a second one")
    func curvedAnimationReverseCurve() {
        let file = """
            final sweep = CurvedAnimation(
              parent: spinController,
              curve: const Interval(0.1, 0.6, curve: Curves.easeOut),
              reverseCurve: Curves.easeIn,
            );
            """
        let (reply, curve) = RealWorldCorpus.read("flutter", "sweep.dart", file)
        #expect(reply.contains("reverseCurve Curves.easeIn is used only while the animation runs in reverse"), "\(reply)")
        // Interval (curves.dart): 0 before begin, 1 after end, Curves.easeOut = Cubic(0, 0, 0.58, 1) between.
        let easeOut = try! CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        RealWorldCorpus.expectValues(curve) { t in
            t <= 0.1 ? 0 : t >= 0.6 ? 1 : Self.solvedBezier(easeOut, (t - 0.1) / 0.5)
        }
    }

    /// tween_sequence.dart (flutter/flutter @ 00e83e50cb51134f34b5b875b97ab793894086ab): each item
    /// takes weight / total of the time; a CurvedAnimation over the sequence's animation applies its
    /// curve to the sequence's value. A hold then a rise, with Curves.decelerate (1 − (1 − t)²,
    /// curves.dart `_DecelerateCurve`) over it, as a rally chart of flutter/gallery draws its sweep.
    @Test("CurvedAnimation over a TweenSequence: the curve maps the sequence's value")
    func curvedAnimationOverTweenSequence() {
        let file = """
            final grow = CurvedAnimation(
              parent: TweenSequence<double>(<TweenSequenceItem<double>>[
                TweenSequenceItem<double>(tween: Tween<double>(begin: 0, end: 0), weight: 3),
                TweenSequenceItem<double>(tween: Tween<double>(begin: 0, end: 1), weight: 1),
              ]).animate(chartController),
              curve: Curves.decelerate,
            );
            """
        let (_, curve) = RealWorldCorpus.read("flutter", "chart.dart", file)
        RealWorldCorpus.expectValues(curve) { t in
            let u = max(0, (t - 0.75) / 0.25)
            return 1 - (1 - u) * (1 - u)
        }
    }

    @Test("a TweenSequence item that maps part of the curve's range is refused, saying why")
    func tweenSequencePartOfTheRange() {
        let file = """
            final half = CurvedAnimation(
              parent: TweenSequence<double>(<TweenSequenceItem<double>>[
                TweenSequenceItem<double>(tween: Tween<double>(begin: 0, end: 0.5), weight: 1),
                TweenSequenceItem<double>(tween: Tween<double>(begin: 0.5, end: 1), weight: 1),
              ]).animate(chartController),
              curve: Curves.easeIn,
            );
            """
        #expect(Self.refusal("flutter", "half.dart", file)?.contains("maps the tween from 0 to 0.5, part of its range") == true)
    }

    /// pointfreeco/isowords Sources/Bloom/BloomBackground.swift @ c727d3a7c49cf0c98f2fa4f24c562f81e30165f7
    /// (cited by the real-world sample) spells a run-time duration in parentheses; here one of our
    /// own: `.easeOut(duration:)` is UnitCurve.easeOut (0, 0, 0.58, 1) whatever its duration.
    @Test("a duration computed in parentheses at run time leaves the curve read")
    func parenthesisedRunTimeDuration() throws {
        let read = try Platform.swiftui.read(".easeOut(duration: (0.2 + Double(step) / Double(steps)))")
        #expect(read.curve == .bezier(try CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
        #expect(read.timing?.duration == nil)
        #expect(
            read.note?.contains("is computed at run time: the curve is read, its span is not known from the code") == true,
            "\(read.note ?? "")")
    }

    @Test("a line that starts with .name goes on with the paste before it, in a script")
    func chainOverLines() {
        #expect(PasteContinuation.continues("a = flutter Tween<double>(begin: 1, end: 0)", with: "    .animate(fade)"))
        #expect(!PasteContinuation.continues("a = flutter Curves.ease", with: "show a"))
        #expect(!PasteContinuation.continues("show a", with: "  .animate(fade)"))
        var paste = PasteContinuation()
        #expect(paste.add("a = android YoYo.with(Techniques.Tada)") != nil)
        paste.resume("a = android YoYo.with(Techniques.Tada)")
        #expect(paste.add("    .interpolate(new OvershootInterpolator(") == nil)
        #expect(paste.add("    ))") == "a = android YoYo.with(Techniques.Tada)\n    .interpolate(new OvershootInterpolator(\n    ))")
    }

    /// androidx/androidx compose/material/material/src/commonMain/kotlin/androidx/compose/material/ProgressIndicator.kt
    /// @ 31adf48a5ba261a6d7abf653f74a38d1623fd319: the indeterminate circular indicator's tail, a
    /// `keyframes { … }` whose duration, times, value and easing are all the file's own constants
    /// (`(1332 * 0.5).toInt()` is 666, Kotlin's toInt rounding toward zero), and whose last key is
    /// `at durationMillis`. androidx KeyframesSpec: no key at 0, so it starts at the initial value
    /// 0 and holds (linear 0 → 0) until 666 ms, then eases to 290 by CubicBezierEasing(0.4, 0, 0.2, 1).
    /// Names ours.
    @Test("Compose keyframes { … } over the file's constants, computed and named")
    func composeKeyframesOverConstants() {
        let file = """
            @Composable
            fun Arc() {
                val transition = rememberInfiniteTransition()
                val tail by transition.animateFloat(
                    0f,
                    LeapAngle,
                    infiniteRepeatable(
                        animation = keyframes {
                            durationMillis = HalfTurn + HoldTime
                            0f at HoldTime using ArcEasing
                            LeapAngle at durationMillis
                        }
                    ),
                )
            }

            private const val TurnTime = 1332
            private const val LeapAngle = 290f
            private const val HalfTurn = (TurnTime * 0.5).toInt()
            private const val HoldTime = HalfTurn
            private val ArcEasing = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)
            """
        let (reply, curve) = RealWorldCorpus.read("compose", "Arc.kt", file)
        // One definition: the easing declared below is a part of the keyframes, not one of its own.
        #expect(!reply.contains("1 of 2"), "\(reply)")
        let easing = try! CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
        RealWorldCorpus.expectValues(curve) { t in t <= 0.5 ? 0 : Self.solvedBezier(easing, (t - 0.5) / 0.5) }
    }

    /// cimi-chen/EaseInterpolator EaseAnimation/EaseInterpolator/src/main/java/cimi/com/easeinterpolator/EaseCubicOutInterpolator.java
    /// @ eefbe28c525528c917c8103babdaec83585847d3: a project's own Interpolator returning
    /// `(input - 1)³ + 1`, Penner's cubic-out (the platform plays what getInterpolation returns).
    @Test("Android: a getInterpolation of plain math is the formula it returns")
    func getInterpolationFormula() {
        let file = """
            package com.example.ease;

            import android.view.animation.Interpolator;

            public class CubeOut implements Interpolator {
                public CubeOut() {}

                public float getInterpolation(float input) {
                    return (input - 1) * (input - 1) * (input - 1) + 1;
                }
            }
            """
        let (_, curve) = RealWorldCorpus.read("android", "CubeOut.java", file)
        RealWorldCorpus.expectValues(curve) { t in pow(t - 1, 3) + 1 }
    }

    /// Comcast/FreeFlow FreeFlow/src/com/comcast/freeflow/animations/interpolators/EaseInOutQuintInterpolator.java
    /// @ 0b47345e39c622d2b1e646d3918ce551d3ac4833: a local variable, an early `if (…) return`,
    /// the variable assigned again, and a last return: Penner's quint in-out, 16t⁵ then 1 + 16(t − 1)⁵.
    @Test("Android: locals, an if that returns and a reassignment are followed as Java runs them")
    func getInterpolationWithBranches() {
        let file = """
            public class QuintInOut implements Interpolator {
                public float getInterpolation(float t) {
                    float u = t * 2.0f;
                    if (t < 0.5f) return 0.5f * u * u * u * u * u;
                    u = (t - 0.5f) * 2 - 1;
                    return 0.5f * u * u * u * u * u + 1;
                }
            }
            """
        let (_, curve) = RealWorldCorpus.read("android", "QuintInOut.java", file)
        RealWorldCorpus.expectValues(curve) { t in t < 0.5 ? 16 * pow(t, 5) : 1 + 16 * pow(t - 1, 5) }
    }

    /// cimi-chen/EaseInterpolator …/EaseQuadInOutInterpolator.java @ eefbe28c525528c917c8103babdaec83585847d3
    /// changes its parameter inside the condition (`(input /= 0.5f) < 1`) and decrements it
    /// (`--input`): side effects the reader does not follow, so it refuses and names them.
    @Test("Android: a getInterpolation with side effects is refused, naming what is not read")
    func getInterpolationWithSideEffectsIsRefused() {
        let file = """
            public class QuadInOut implements Interpolator {
                public float getInterpolation(float input) {
                    if ((input /= 0.5f) < 1) {
                        return 0.5f * input * input;
                    }
                    return -0.5f * ((--input) * (input - 2) - 1);
                }
            }
            """
        let refusal = Self.refusal("android", "QuadInOut.java", file)
        #expect(
            refusal?.contains("getInterpolation is read when its body is plain math over input: '--' is not read") == true,
            "\(refusal ?? "")")
    }

    /// androidx/androidx dynamicanimation SpringAnimation.java: `SpringAnimation(object, property,
    /// finalPosition)` makes `new SpringForce(finalPosition)`, whose defaults (SpringForce.java) are
    /// stiffness 1500 and damping ratio 0.5; Kotlin's `anim.spring` is `getSpring()`. The forms of
    /// projects' press feedback (names ours).
    @Test("Android: a SpringAnimation plays SpringForce's defaults unless its spring is set, on later lines too")
    func springAnimationDefaultsAndLaterSettings() {
        let plain = """
            class Press {
                fun release(button: View) {
                    val grow = SpringAnimation(button, DynamicAnimation.SCALE_X, 1f)
                    grow.start()
                }
            }
            """
        RealWorldCorpus.expectRatio(RealWorldCorpus.read("android", "Press.kt", plain).curve, stiffness: 1500, dampingRatio: 0.5)
        let set = """
            class Press {
                fun release(button: View) {
                    val back = SpringAnimation(button, DynamicAnimation.SCALE_X, 1f)
                    back.spring.stiffness = SpringForce.STIFFNESS_LOW
                    back.spring.dampingRatio = SpringForce.DAMPING_RATIO_LOW_BOUNCY
                    back.start()
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("android", "Back.kt", set)
        #expect(!reply.contains("1 of"), "\(reply)")
        RealWorldCorpus.expectRatio(curve, stiffness: 200, dampingRatio: 0.75)
        let java = """
            class Drop {
                void drop(View card) {
                    SpringAnimation fall = new SpringAnimation(card, DynamicAnimation.TRANSLATION_Y, 0f);
                    fall.getSpring().setStiffness(SpringForce.STIFFNESS_VERY_LOW);
                    fall.start();
                }
            }
            """
        let (dropReply, dropCurve) = RealWorldCorpus.read("android", "Drop.java", java)
        #expect(!dropReply.contains("1 of"), "\(dropReply)")
        RealWorldCorpus.expectRatio(dropCurve, stiffness: 50, dampingRatio: 0.5)
    }

    @Test("Android: a SpringAnimation without a final position, or set in an apply block, is refused saying why")
    func springAnimationRefusals() {
        let holder = "class A { void f(View v) { SpringAnimation s = new SpringAnimation(v, DynamicAnimation.ALPHA); s.start(); } }"
        #expect(Self.refusal("android", "A.java", holder)?.contains("Incomplete SpringAnimation") == true)
        let applied = """
            fun pop(v: View) {
                SpringAnimation(v, DynamicAnimation.SCALE_Y, 1f).apply {
                    spring.stiffness = 400f
                    start()
                }
            }
            """
        #expect(Self.refusal("android", "Pop.kt", applied)?.contains("apply { … } is not read") == true)
    }

    /// ssywbj/Structure damping/src/main/java/com/suheng/damping/SpringAnimActivity.java
    /// @ e04bfc1c60c01cec5fd05b2822c94b3d5df50478 (a tuning case of the real-world sample): the
    /// animation's spring is set on a later line from a method's SpringForce, so the animation is
    /// not its defaults; the SpringForce (0.2, 200) is the one definition (names ours).
    @Test("Android: setSpring(…) on a later line is the animation's spring, not its defaults")
    func springAnimationSetSpringLater() {
        let file = """
            public class Shake {
                public void shake(View view) {
                    SpringAnimation wobble = new SpringAnimation(view, DynamicAnimation.TRANSLATION_X, 0);
                    wobble.setSpring(bouncy());
                    wobble.start();
                }

                private SpringForce bouncy() {
                    SpringForce force = new SpringForce();
                    force.setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY).setStiffness(SpringForce.STIFFNESS_LOW);
                    return force;
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("android", "Shake.java", file)
        #expect(!reply.contains("1 of"), "\(reply)")
        RealWorldCorpus.expectRatio(curve, stiffness: 200, dampingRatio: 0.2)
    }

    /// The error `PLATFORM file=NAME` gives for `text`, nil when it reads a curve.
    static func refusal(_ platform: String, _ name: String, _ text: String) -> String? {
        var transcript = Transcript(files: [name: text], width: 1000)
        return transcript.reply("a = \(platform) file=\(name)").error
    }

    /// The cubic Bézier's y at x, solved by bisection on x(t) (an independent reference).
    static func solvedBezier(_ b: CubicBezier, _ x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(b.x1, b.x2, mid) < x { low = mid } else { high = mid }
        }
        return coordinate(b.y1, b.y2, (low + high) / 2)
    }
}
