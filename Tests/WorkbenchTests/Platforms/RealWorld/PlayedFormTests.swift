import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Code from the spent real-world sets (issue 35) whose played curve was missed by a form of
/// the language or of the platform: a call written with a space before its arguments, a preset
/// declared as a computed property, a Motion target's own transition beside the element's, and
/// a Lottie property that an expression rewrites. The code is written in our own words after
/// the cited files; each expectation is the platform's own rule, written out here.
@Suite("Real world: forms whose played curve was missed")
struct PlayedFormTests {
    static func paste(_ platform: String, _ code: String) -> (reply: String, error: String?, curve: Curve?) {
        PlayedDefinitionTests.paste(platform, code)
    }

    /// SimformSolutionsPvtLtd/SS-iOS-Animations SSSwiftUIAnimations/Sources/WaterProgressAnimation/BubbleView.swift
    /// @ 055098a120e8355eba4e3591289680db9ac42125: `.spring (dampingFraction: 0.5)`, a space
    /// before the arguments, which Swift allows. The response keeps its default 0.5 (Apple,
    /// Animation.spring(response:dampingFraction:blendDuration:)); it was read as a bare
    /// `.spring`, dampingFraction 0.825, its argument dropped. The speed and the delay are random
    /// (`0.1...0.15`, a range): a speed plays the same curve faster, so the curve over its own
    /// span is the spring's, and its duration is not known.
    @Test func aSpaceBeforeTheArgumentsKeepsThem() {
        let (reply, error, curve) = Self.paste(
            "swiftui",
            """
            withAnimation(
                .spring (dampingFraction: 0.5)
                .repeatForever()
                .speed(.random(in: 0.1...0.15))
                .delay(.random(in: 0.01...0.1))
            ) {
                self.scale = 1.2
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectResponse(curve, response: 0.5, dampingFraction: 0.5)
        #expect(reply.contains("is known only when the code runs"), "\(reply)")
    }

    /// The same space in JavaScript, between a member and its arguments: `gsap.to (…)` is
    /// `gsap.to(…)`, eased with power2.out, 1 − (1 − p)³ (gsap-core's Power2 easeOut). A bare
    /// name before a parenthesis (`if (…)`) is never taken for a call so.
    @Test func aSpaceBeforeAMembersArgumentsInJavaScript() {
        let (reply, error, curve) = Self.paste(
            "gsap",
            """
            if (ready) {
              gsap.to (".card", { y: 0, duration: 0.6, ease: "power2.out" })
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in 1 - pow(1 - p, 3) }
    }

    /// TachibanaKaoru/UIViewPropertyAnimatorEasing UIViewPropertyAnimator+Ext.swift
    /// @ 57420eba744bea9265db9b65c3273e46bcb5e345: three presets, each a computed `static var`
    /// that returns `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:)` with a trailing
    /// closure, and a caller that takes `.easeInBack`: control points (0.6, −0.28), (0.735, 0.045)
    /// (Apple, UIViewPropertyAnimator init(duration:controlPoint1:controlPoint2:animations:)). It
    /// was read as the first preset.
    @Test func theComputedPresetTheCallerTakesIsTheCurve() {
        let (reply, error, curve) = Self.paste(
            "uikit",
            """
            extension UIViewPropertyAnimator {
                static var easeInSine: UIViewPropertyAnimator {
                    return UIViewPropertyAnimator(
                        duration: 1.0,
                        controlPoint1: CGPoint(x: 0.47, y: 0),
                        controlPoint2: CGPoint(x: 0.745, y: 0.715)){
                    }
                }
                static var easeInBack: UIViewPropertyAnimator {
                    return UIViewPropertyAnimator(
                        duration: 1.0,
                        controlPoint1: CGPoint(x: 0.6, y: -0.28),
                        controlPoint2: CGPoint(x: 0.735, y: 0.045)){
                    }
                }
            }

            slide = UIViewPropertyAnimator.easeInBack
            slide.addAnimations { self.panel.center.y += 300 }
            slide.startAnimation()
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.6, -0.28, 0.735, 0.045])
        #expect(reply.contains("easeInSine"), "\(reply)")
    }

    /// SwiftUI presets as computed properties of one expression, `{ .spring(…) }` without
    /// `return`: the one the view plays (`.animation(.cardSnap, value:)`) is the curve, the
    /// other is named as declared and unused. A getter of several statements declares nothing.
    @Test func aSwiftUIPresetWithoutReturnIsItsValue() {
        let (reply, error, curve) = Self.paste(
            "swiftui",
            """
            extension Animation {
                static var cardDrift: Animation { .spring(response: 0.6, dampingFraction: 0.7) }
                static var cardSnap: Animation {
                    .spring(response: 0.3, dampingFraction: 0.9)
                }
            }

            Card().offset(y: lifted ? -8 : 0).animation(.cardSnap, value: lifted)
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectResponse(curve, response: 0.3, dampingFraction: 0.9)
        #expect(reply.contains("cardDrift"), "\(reply)")
    }

    /// itaim18/next-framer-motion src/components/FlexLesson/FlexLesson.tsx
    /// @ 6411cf06026e802610ddc6d0e211ed06d9c5278a: a spring in the element's `transition` prop
    /// and a variant `finish`, which `animate` names, with its own transition. motion-dom's
    /// animateTarget takes the element's transition only when the target has none, so the
    /// variant's easeInOut, cubic-bezier(0.42, 0, 0.58, 1), plays. It was read as the spring.
    @Test func aVariantsOwnTransitionWinsOverTheElements() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            <motion.div
              transition={{
                type: "spring",
                stiffness: 500,
                damping: 40,
                scale: { delay: 0.8, ease: "easeInOut" },
              }}
              variants={{
                rest: { scale: 1 },
                grown: {
                  scale: 1.4,
                  transition: { delay: 0.8, duration: 0.6, ease: "easeInOut" },
                },
              }}
              initial="rest"
              animate="grown"
            />
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.42, 0, 0.58, 1])
        #expect(reply.contains("instead of the element's transition prop"), "\(reply)")
    }

    /// A variant without its own transition plays the element's: the spring, stiffness 300,
    /// damping 30, Motion's default mass 1 (motion-dom spring.ts).
    @Test func aVariantWithoutATransitionPlaysTheElements() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            <motion.div
              transition={{ type: "spring", stiffness: 300, damping: 30 }}
              variants={{ rest: { scale: 1 }, grown: { scale: 1.4 } }}
              animate="grown"
            />
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 300, damping: 30)
    }

    /// A10XY/Shortener app/src/main/res/raw/loading.json @ bb163048f080a21cc769972f89bd8d5158416173
    /// and DandaraF/marvel-api src/assets/lottie/loading.json @ 4ed63a2735f845a6ea1944b671d162346f80ef7a:
    /// keyframed properties that carry an After Effects expression, `"x"`, an inertial bounce
    /// added after each key. lottie-web runs it and lottie-android and lottie-ios do not, so the
    /// document gives no one curve (lottie-spec properties: `x`); they were read as the keyframes.
    @Test func aPropertyAnExpressionRewritesIsRefused() {
        for json in [
            #"""
            {"a":1,"k":[{"i":{"x":0.833,"y":1},"o":{"x":0.167,"y":0},"t":13,"s":[546,266,0]},
              {"i":{"x":0.833,"y":1},"o":{"x":0.167,"y":0},"t":17,"s":[546,200,0]},{"t":21,"s":[546,266,0]}],
             "ix":2,"x":"var $bm_rt;\n$bm_rt = add(value, wobble(time));"}
            """#,
            #"""
            {"r":{"a":1,"k":[{"i":{"x":[0.833],"y":[0.833]},"o":{"x":[0.167],"y":[0.167]},"t":23,"s":[-72]},{"t":39,"s":[0]}],
              "ix":10,"x":"var $bm_rt;\n$bm_rt = $bm_sum(value, bounce(time));"}}
            """#,
        ] {
            let (reply, error, _) = Self.paste("lottie", json)
            #expect(error?.contains("After Effects expression") == true, "\(reply) \(error ?? "")")
        }
    }

    /// Automattic/pocket-casts-ios podcasts/Whats New/GiveRatingsWhatsNewHeader.swift
    /// @ c23892d1f47bc44d422fa06c389b49820aa04dd3: `.interpolatingSpring(stiffness:
    /// Tuning.springStiffness, damping: Tuning.springDamping)` whose constants are `static let`s
    /// of a private enum below it: stiffness 300, damping 10, mass 1 (Apple,
    /// Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)). The spring was
    /// passed over and the later `.linear` fade read. The opacity's `visible ? 1 : 0` picks a
    /// number, not one of the two animations: the first, the spring, is read, the fade named.
    @Test func aTypesConstantIsItsValue() {
        let (reply, error, curve) = Self.paste(
            "swiftui",
            """
            VStack {
                star
                    .animation(
                        .interpolatingSpring(stiffness: Tuning.springStiffness, damping: Tuning.springDamping)
                        .delay(wait),
                        value: lifted
                    )
            }
            .opacity(visible ? 1 : 0)
            .animation(.linear(duration: Tuning.fadeDuration).delay(wait), value: visible)

            private enum Tuning {
                static let fadeDuration = 0.2
                static let springStiffness = 300.0
                static let springDamping = 10.0
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 300, damping: 10)
        #expect(reply.contains("not read: .opacity(visible ? 1 : 0)"), "\(reply)")
    }

    /// The same in Kotlin: a constant of an `object` named by path, `Motion.SETTLE`, is the
    /// Compose spring's stiffness; androidx's spring(dampingRatio, stiffness) damps at 2ζ√k.
    @Test func anObjectsConstantIsItsValueInKotlin() {
        let (reply, error, curve) = Self.paste(
            "compose",
            """
            object Motion {
                const val SETTLE = 700f
            }
            val spec = spring<Float>(dampingRatio = 0.6f, stiffness = Motion.SETTLE)
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectRatio(curve, stiffness: 700, dampingRatio: 0.6)
    }

    /// mu0363/framer-motion src/components/Common/AnimatedTitle/AnimatedTitle.tsx
    /// @ a643a605816abc89c0f15dfba732434f10ed000a: a container variant that animates no value,
    /// its transition `{ delayChildren, staggerChildren, ease: "circOut" }`, and a letter variant
    /// that eases with `[0.01, 0.5, 0.5, 0.9]`. The container's ease eases nothing (motion-dom
    /// animateVariant: the orchestration keys time the children), so the letters' cubic is the
    /// curve; it was read as circOut.
    @Test func aContainersTransitionEasesNothing() {
        let (reply, error, curve) = Self.paste(
            "motion",
            """
            const row = {
              shown: {
                transition: { delayChildren: 0.25, staggerChildren: 0.1, ease: "circOut" },
              },
            };
            const glyph = {
              hidden: { opacity: 0, x: "2em" },
              shown: {
                opacity: 1,
                x: "0em",
                transition: { staggerChildren: 0.05, ease: [0.01, 0.5, 0.5, 0.9] },
              },
            };
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.01, 0.5, 0.5, 0.9])
        #expect(reply.contains("animates no value"), "\(reply)")
    }

    /// madebyalex/course-greensock-bella 01-main/js/main.js @ 3e292cfd47194ee00db1f4758200bee8a4232f51:
    /// a timeline whose defaults ease with 'Power4.out'. gsap-core.js `_insertEase` registers
    /// `Power4.easeOut` and `power4.out`, never `Power4.out`, so `_parseEase` finds nothing and
    /// GSAP runs its default, power1.out (checked under node with GSAP 3.12.7 by the set's
    /// gatherer). It was read as power4.out. The registered spellings still read as power4.
    @Test func anUnregisteredSpellingIsNoEase() {
        for spelling in ["'Power4.out'", "'power4.easeOut'", "'sine.inout'"] {
            let (reply, error, _) = Self.paste("gsap", "gsap.to('.cover', { yPercent: 0, duration: 0.7, ease: \(spelling) })")
            #expect(error?.contains("runs its default, power1.out") == true, "\(spelling): \(reply) \(error ?? "")")
        }
        for spelling in ["'power4.out'", "'Power4.easeOut'", "Power4.easeOut", "Quint.easeOut"] {
            let (reply, error, curve) = Self.paste("gsap", "gsap.to('.cover', { yPercent: 0, duration: 0.7, ease: \(spelling) })")
            #expect(error == nil, "\(spelling): \(reply)")
            RealWorldCorpus.expectValues(curve) { p in 1 - pow(1 - p, 5) }
        }
    }

    /// cg-zhou/moon-lottie samples/4_4_ripple(expr).json @ 87c63f25d64d6af74d459b736fc2ae880421c2c3:
    /// a slider keyframed 0 → 100 → 0 over frames 0…120, each segment eased (0.4, 0, 0.6, 1),
    /// whose expression returns `thisProperty.loopOut('cycle')` or `value`. Both are the
    /// keyframed value between the first and the last key (After Effects' loopOut acts after the
    /// last), so every player plays the keyframes there: read, not refused.
    @Test func anExpressionThatOnlyLoopsLeavesTheKeyframes() {
        let json = #"""
            {"a":1,"k":[{"i":{"x":[0.6],"y":[1]},"o":{"x":[0.4],"y":[0]},"t":0,"s":[0],"e":[100]},
              {"i":{"x":[0.6],"y":[1]},"o":{"x":[0.4],"y":[0]},"t":60,"s":[100],"e":[0]},{"t":120}],
             "ix":1,"x":"var $bm_rt;\nif (thisProperty.numKeys > 1) {\n    $bm_rt = thisProperty.loopOut('cycle');\n} else {\n    $bm_rt = value;\n}"}
            """#
        let (reply, error, curve) = Self.paste("lottie", json)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { x in
            // It ends where it starts: the curve is the values themselves (lottie-spec keyframes).
            let p = [0.4, 0, 0.6, 1]
            return 100 * (x <= 0.5 ? RealWorldCorpus.bezierY(p, at: 2 * x) : 1 - RealWorldCorpus.bezierY(p, at: 2 * x - 1))
        }
        #expect(reply.contains("only repeats the keyframes"), "\(reply)")
    }
}
