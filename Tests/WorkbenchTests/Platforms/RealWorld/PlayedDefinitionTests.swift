import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Pastes that hold several definitions, or code written by hand, read as the platform plays
/// them (issue 35): the curve the code determines is read, with a note naming what else the
/// paste holds; code that really holds several curves, or depends on values known only at run
/// time, is refused with the reason. The code is written in our own words after the cited files.
@Suite("Real world: the definition a paste plays (issue 35)")
struct PlayedDefinitionTests {
    /// The reply (its lines joined, as notes wrap) and the curve `a = PLATFORM CODE` defines (the
    /// error when it is refused).
    static func paste(_ platform: String, _ code: String) -> (reply: String, error: String?, curve: Curve?) {
        var transcript = Transcript()
        let reply = transcript.reply("a = \(platform) \(code)")
        let text = reply.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return (text, reply.error, transcript.interpreter.session.curve(named: "a")?.curve)
    }

    // MARK: One curve, several tweens

    /// goutam-khowal/gsap-anims components/Gsap comps/Box.tsx @ e9e28af8ed31efbf4990fa79b8e2291f837da74a:
    /// a timeline whose `defaults` give `ease: "sine.inOut"`, then `.to(…)` of 4 s and `.from(…)`
    /// of 2.5 s, neither naming an ease. gsap-core's `_inheritDefaults` gives both the timeline's
    /// ease: one curve, (1 − cos(πp))/2, each over its own duration (it was refused as two
    /// definitions because the durations differ).
    @Test func timelineTweensThatInheritOneEaseAreThatCurve() {
        let (reply, error, curve) = Self.paste(
            "gsap",
            """
            const line = gsap.timeline({
                defaults: { ease: "sine.inOut", repeat: -1, yoyo: true },
              });
              line.to(tileRef.current, { x: 480, duration: 4, rotate: 90 })
                .from(rowRefs.current, { opacity: 0, y: 24, duration: 2.5, stagger: 0.3 }, "<");
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in (1 - cos(Double.pi * p)) / 2 }
        #expect(reply.contains("one curve, read once") && reply.contains("duration 4 s") && reply.contains("duration 2.5 s"), "\(reply)")
        #expect(reply.contains("none is kept with the curve"), "\(reply)")
    }

    /// Two tweens of one timeline with different eases are two curves: the first is read, as
    /// `file=` reads a file's first, and the note names the other.
    @Test func timelineTweensWithDifferentEasesReadTheFirst() {
        let (reply, error, curve) = Self.paste(
            "gsap",
            "gsap.timeline().to(ring, { opacity: 1, duration: 0.15, ease: 'power2.out' }).to(ring, { scale: 2, duration: 0.2, ease: 'power1.out' })"
        )
        #expect(error == nil, "\(error ?? "")")
        RealWorldCorpus.expectValues(curve) { p in 1 - pow(1 - p, 3) }
        #expect(reply.contains("holds 2 GSAP 3 definitions: read the first") && reply.contains("not read: gsap.timeline()"), "\(reply)")
    }

    // MARK: Declared easings and the tween that uses one

    /// janzak214/weather composeApp/src/commonMain/kotlin/pl/janzak/weather/ui/theme/Motion.kt
    /// @ 92eb2550a0b1abc7433540a456de8a840fbc952b: an object declares the two M3 emphasized
    /// easings and a tween that eases with one of them, emphasizedAccelerate = (0.3, 0, 0.8,
    /// 0.15) (md.sys.motion.easing.emphasized.accelerate); the other is declared for use
    /// elsewhere. The code plays what it uses (it was refused as three definitions).
    @Test func aTweenPlaysTheDeclaredEasingItUses() {
        let (reply, error, curve) = Self.paste(
            "material",
            """
            object Easings {
                val arrive = CubicBezierEasing(0.05f, 0.7f, 0.1f, 1f)
                val depart = CubicBezierEasing(0.3f, 0f, 0.8f, 0.15f)

                fun <T> exitSpec(short: Boolean = false): FiniteAnimationSpec<T> = tween(
                    durationMillis = if (short) { 200 } else { 300 },
                    easing = depart
                )
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.3, 0, 0.8, 0.15))
        #expect(reply.contains("used by none of it, not read: arrive"), "\(reply)")
    }

    // MARK: Motion elements with keyframes

    /// EsneiderCdD/framer-motion src/Showcase/Basic/Properties/EaseKeyframes/index.jsx
    /// @ 3222e39e1181a61f895c8fe2ac00839fbf983a80: `animate={{ x: [0, 100, -100, 0] }}` with
    /// `transition={{ ease: ['easeIn', 'easeOut', 'easeInOut'] }}`: motion-dom's keyframes
    /// generator spreads the four keyframes evenly (0, ⅓, ⅔, 1) and eases interval i with ease
    /// i (motion-utils: easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInOut (0.42, 0,
    /// 0.58, 1)). It was refused as three definitions, the names in the ease array.
    @Test func anElementsKeyframesAreEasedPerInterval() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            <Panel
                animate={{ x: [0, 80, -80, 0] }}
                transition={{
                    duration: 3,
                    ease: ['easeIn', 'easeOut', 'easeInOut'],
                    repeat: Infinity
                }}
            >
                <p>{label}</p>
            </Panel>
            """)
        #expect(error == nil, "\(reply)")
        let eases = [
            RealWorldCorpus.cubicBezier(0.42, 0, 1, 1), RealWorldCorpus.cubicBezier(0, 0, 0.58, 1),
            RealWorldCorpus.cubicBezier(0.42, 0, 0.58, 1),
        ]
        let values = [0.0, 80, -80, 0]
        // The values end where they start: the curve is the values themselves.
        RealWorldCorpus.expectValues(curve) { x in
            let i = min(Int(x * 3), 2)
            let local = x * 3 - Double(i)
            return values[i] + (values[i + 1] - values[i]) * eases[i](local)
        }
    }

    /// richawo/framer-motion-cheatsheet src/app/keyframes/example-1/page.tsx
    /// @ 0493d79f20b58e00238321a7a7177803c6a05d0e: scale and rotate keyframes at `times` [0, 0.2,
    /// 0.5, 0.8, 1] under one ease. The transition alone was read as its ease, easeInOut, 0.77
    /// off the keyframes; scale [1, 2, 2, 1, 1] and rotate [0, 0, 180, 180, 0] move along
    /// different curves, so no one curve is played: refused with that reason.
    @Test func anElementWhoseValuesMoveApartIsRefused() {
        let (reply, error, _) = Self.paste(
            "motion",
            """
            <motion.div
                className="box"
                animate={{
                  scale: [1, 1.5, 1.5, 1, 1],
                  rotate: [0, 0, 90, 90, 0],
                }}
                transition={{ duration: 2, ease: "easeInOut", times: [0, 0.2, 0.5, 0.8, 1], repeat: Infinity }}
              />
            """)
        #expect(error?.contains("move along different curves") == true, "\(reply)")
    }

    /// One value's keyframes at `times` under one ease: each interval eased by it.
    @Test func anElementsKeyframesAtTheirTimes() {
        let (reply, error, curve) = Self.paste(
            "motion",
            #"<motion.div animate={{ scale: [1, 2, 2, 1] }} transition={{ duration: 2, ease: "easeInOut", times: [0, 0.2, 0.5, 1] }} />"#)
        #expect(error == nil, "\(reply)")
        let ease = RealWorldCorpus.cubicBezier(0.42, 0, 0.58, 1)
        let times = [0, 0.2, 0.5, 1], values = [1.0, 2, 2, 1]
        RealWorldCorpus.expectValues(curve) { x in
            let i = min((0..<3).last { times[$0] <= x } ?? 0, 2)
            let local = (x - times[i]) / (times[i + 1] - times[i])
            return values[i] + (values[i + 1] - values[i]) * ease(local)
        }
    }

    // MARK: Kotlin written by hand

    /// touchlab/compose-animations easing/src/commonMain/kotlin/co/touchlab/composeanimations/easing/Back.kt
    /// @ 06e582c980543386a96751805a7635b3f8117f53: an `Easing` object whose transform has local
    /// vals c1 = 1.70158 and c3 = c1 + 1, and returns 1 + c3·(f − 1)³ + c1·(f − 1)²: Penner's
    /// back-out, (f − 1)²((s + 1)(f − 1) + s) + 1 with s = 1.70158.
    @Test func aHandWrittenEasingWithLocalValsIsItsFunction() {
        let (reply, error, curve) = Self.paste(
            "compose",
            """
            object OvershootOut : Easing {
                override fun transform(fraction: Float): Float {
                    val lift = 1.70158f
                    val lift1 = lift + 1
                    return 1 + lift1 * (fraction - 1).pow(3) + lift * (fraction - 1).pow(2)
                }
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.gsapBack(1.70158).out)
    }

    /// touchlab/compose-animations …/easing/Bounce.kt @ 06e582c980543386a96751805a7635b3f8117f53:
    /// Penner's bounce-out written as `when { … }` over the fraction, with a local val in each
    /// branch's block (n = 7.5625, d = 2.75).
    @Test func aHandWrittenWhenOverTheFractionIsItsConditionals() {
        let (reply, error, curve) = Self.paste(
            "compose",
            """
            object LandingOut : Easing {
                override fun transform(fraction: Float): Float {
                    val n = 7.5625f
                    val d = 2.75f
                    return when {
                        fraction < (1f / d) -> n * fraction.pow(2)
                        fraction < (2f / d) -> {
                            val u = fraction - (1.5f / d)
                            n * u.pow(2) + 0.75f
                        }
                        fraction < (2.5f / d) -> {
                            val u = fraction - (2.25f / d)
                            n * u.pow(2) + 0.9375f
                        }
                        else -> {
                            val u = fraction - (2.625f / d)
                            n * u.pow(2) + 0.984375f
                        }
                    }
                }
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.bounceOut)
    }

    /// A `when` without `else` has no value for every input: refused, saying so.
    @Test func aWhenWithoutElseIsRefused() {
        let (reply, error, _) = Self.paste(
            "compose",
            "object Half : Easing { override fun transform(fraction: Float): Float { return when { fraction < 0.5f -> 0f } } }")
        #expect(error?.contains("without an else") == true, "\(reply)")
    }

    /// mutualmobile/compose-animation-examples …/ui/animations/JumpingDotsLoading.kt
    /// @ e72c9d7fffcfebde0cff0ed305c89ccc60bb3092: `durationMillis = HalfCycle.times(2)` and a
    /// keyframe `at HalfCycle.times(2)`: kotlin.Int.times is multiplication, 2 × 2000 = 4000 ms
    /// (it was refused as not a number). androidx KeyframesSpec: each easing paces the interval
    /// that starts at its keyframe; FastOutSlowInEasing (0.4, 0, 0.2, 1), LinearOutSlowInEasing
    /// (0, 0, 0.2, 1).
    @Test func kotlinOperatorFunctionsOnDeclaredConstantsAreNumbers() {
        let (reply, error, curve) = Self.paste(
            "compose",
            """
            private const val Drop = 10
            private const val HalfCycle = 2000

                    val dotY by animateFloatAsState(
                        targetValue = 1f,
                        keyframes {
                            durationMillis = HalfCycle.times(2)
                            0f at 0 with FastOutSlowInEasing
                            1f at 700 with LinearOutSlowInEasing
                            1f at 3400 with FastOutSlowInEasing
                            0f at HalfCycle.times(2) with FastOutSlowInEasing
                        })
            """)
        #expect(error == nil, "\(reply)")
        let fastOutSlowIn = RealWorldCorpus.cubicBezier(0.4, 0, 0.2, 1), linearOutSlowIn = RealWorldCorpus.cubicBezier(0, 0, 0.2, 1)
        let times = [0.0, 700, 3400, 4000].map { $0 / 4000 }, values = [0.0, 1, 1, 0]
        let easings = [fastOutSlowIn, linearOutSlowIn, fastOutSlowIn]
        RealWorldCorpus.expectValues(curve) { x in
            let i = min((0..<3).last { times[$0] <= x } ?? 0, 2)
            let local = (x - times[i]) / (times[i + 1] - times[i])
            return values[i] + (values[i + 1] - values[i]) * easings[i](local)
        }
    }

    // MARK: Values known only at run time

    /// KRYST4L614/CurrencyConverter shared/animations/src/main/java/com/example/currencyconverter/shared/animations/ViewAnimations.kt
    /// @ e5a71c444e3992b4dba5c254bf625769d6639d7a: a SpringForce declared, then given to a
    /// SpringAnimation in `apply { setStartVelocity(speed); spring = force; start() }`. The start
    /// velocity is the function's parameter, and it changes the spring's curve (androidx
    /// DynamicAnimation.setStartVelocity): refused with that reason. The SpringForce was read
    /// alone, at rest, before.
    @Test func aStartVelocityFromAParameterIsRefused() {
        let (reply, error, _) = Self.paste(
            "android",
            """
            fun glide(view: View, to: Float, speed: Float) {
                val force = SpringForce(to)
                    .setDampingRatio(SpringForce.DAMPING_RATIO_LOW_BOUNCY)
                    .setStiffness(SpringForce.STIFFNESS_MEDIUM)
                SpringAnimation(view, DynamicAnimation.TRANSLATION_Y).apply {
                    setStartVelocity(speed)
                    spring = force
                    start()
                }
            }
            """)
        #expect(error?.contains("start velocity is speed, a value the code gets at run time") == true, "\(reply)")
    }
}

extension PlayedDefinitionTests {
    /// djnotes/android-animations-course 2017/PhysicsBasedAnimation/SpringAnimationBottomSheet/app/src/main/java/me/mehdi/springanimationbottomsheet/CustomGestureListener.java
    /// @ 1a48e5a52199a5749e55a53ce844a69fdd31bbd6: a SpringForce is made and set up, but never
    /// given to the animation; `animateToFinalPosition(0)` on a SpringAnimation without a spring
    /// makes `new SpringForce(0)` (androidx SpringAnimation.animateToFinalPosition), so it plays
    /// the defaults, ζ 0.5 (DAMPING_RATIO_MEDIUM_BOUNCY) and k 1500 (STIFFNESS_MEDIUM). The unused
    /// SpringForce is named, not read (both were listed as two definitions).
    @Test func aSpringForceNoAnimationPlaysIsNotTheCurve() {
        let (reply, error, curve) = Self.paste(
            "android",
            """
            @Override
            public boolean onFling(MotionEvent start, MotionEvent end, float vx, float vy) {
                SpringAnimation fall = new SpringAnimation(mPanel, DynamicAnimation.Y);
                fall.addEndListener(new DynamicAnimation.OnAnimationEndListener() {
                    @Override
                    public void onAnimationEnd(DynamicAnimation a, boolean canceled, float value, float velocity) {
                        greet();
                    }
                });
                SpringForce loose = new SpringForce();
                loose.setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY);
                loose.setStiffness(SpringForce.STIFFNESS_LOW);
                fall.animateToFinalPosition(0);
                return super.onFling(start, end, vx, vy);
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 1500, damping: 2 * 0.5 * 1500.0.squareRoot())
        #expect(reply.contains("used by none of it, not read: loose"), "\(reply)")
    }
}
