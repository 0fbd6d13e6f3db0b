import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// A helper pasted without its callers: the curve it plays when a caller leaves an argument out
/// is the parameter's default, which the reply says (a caller may pass another). Kotlin's and
/// Swift's `name: Type = value`, JavaScript's `(ease = …) =>` and a destructuring pattern's
/// `const { ease = … } = options`; a rest element (`...rest`) holds none of the keys its pattern
/// took out. Named arguments (`tween(durationMillis = 300)`) and a builder's assignments are no
/// parameters. The pastes are written in our own words after the files cited (spent held-out
/// set 9 and 8); each expectation is the platform's own rule.
@Suite("Real world: a helper's parameter defaults")
struct ParameterDefaultTests {
    /// Ivy-Apps/ivy-wallet temp-old-design/src/main/java/com/ivy/design/utils/Animation.kt
    /// @ 504f9010501ee5b4964a5716e4a0625ba34f5afa: a generic helper whose `stiffness` defaults
    /// to 500f, passed to Compose's spring(dampingRatio = 0.75f, …). A SpringSpec is a unit-mass
    /// spring with c = 2ζ√k (androidx.compose.animation.core SpringSimulation).
    @Test("a Kotlin helper's default is the value its spring plays, said in the reply")
    func kotlinHelperDefault() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "compose",
            """
            fun <T> bouncyPop(
                stiffness: Float = 500f,
            ) = spring<T>(
                dampingRatio = 0.75f,
                stiffness = stiffness,
            )
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 500, damping: 2 * 0.75 * 500.0.squareRoot())
        #expect(reply.contains("stiffness is bouncyPop's parameter, given no value here: its default, 500f, is read"), "\(reply)")
    }

    @Test("a Swift helper's labelled parameter with a default is read at its default")
    func swiftLabelledParameterDefault() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "swiftui",
            """
            func wobble(with duration: Double = 0.45) -> Animation {
                Animation.easeOut(duration: duration)
            }
            """)
        #expect(error == nil, "\(reply)")
        // SwiftUI's easeOut is CSS's ease-out, cubic-bezier(0, 0, 0.58, 1).
        guard case .bezier(let bezier)? = curve else { Issue.record("\(String(describing: curve))"); return }
        #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == [0, 0, 0.58, 1])
        #expect(reply.contains("duration is wobble's parameter"), "\(reply)")
    }

    @Test("a parameter without a default, or the same name in another function, is not guessed")
    func parameterWithoutDefaultIsNotGuessed() {
        // The default belongs to `soft`; `hard`'s own `stiffness` has none.
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "compose",
            """
            fun <T> soft(stiffness: Float = 200f) = spring<T>(stiffness = stiffness)
            fun <T> hard(stiffness: Float) = spring<T>(stiffness = stiffness)
            """)
        // The first definition is read, the second named as not read.
        #expect(error == nil, "\(reply)")
        // Compose's default damping ratio 1: critically damped, 1 − e^(−ωt)(1 + ωt), ω = √200.
        guard case .spring(let spring)? = curve else { Issue.record("\(String(describing: curve))"); return }
        let ω = 200.0.squareRoot()
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(spring.position(atTime: t) - (1 - exp(-ω * t) * (1 + ω * t))) < 1e-9)
        }
        #expect(reply.contains("line 2: 'stiffness' for stiffness is a parameter or a variable"), "\(reply)")
        // A call's named argument is no parameter: the easing stays the name it is.
        let (named, namedError, _) = PlayedDefinitionTests.paste("compose", "tween(durationMillis = 300, easing = Bouncy)")
        #expect(namedError?.contains("Bouncy") == true, "\(named)")
    }

    /// Masood-Haider/GSAP-Animations js/animations.js @ 28f4fe2a7008633286be49d44562bf128330cd69:
    /// a helper that destructures its options with defaults and spreads the rest after its own
    /// keys. ECMAScript's rest element copies every key but those the pattern names, so `rest`
    /// cannot replace `ease`: a caller without an ease tweens with power2.out, 1 − (1 − p)³
    /// (gsap-core.js: Power2 is the cubic).
    @Test("a destructured default, and a rest object that cannot hold the keys its pattern took out")
    func destructuredDefaultsAndRest() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "gsap",
            """
            export function liftIn(targets, options = {}) {
              const {
                duration = 0.7,
                ease = 'power2.out',
                delay = 0,
                ...rest
              } = options;
              const vars = { opacity: 1, duration, ease, delay, ...rest };
              return gsap.to(targets, vars);
            }
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in 1 - pow(1 - p, 3) }
        #expect(reply.contains("`...rest` holds none of the keys its pattern took out (delay, duration, ease)"), "\(reply)")
        // A spread of an object that is no pattern's rest may still replace the keys before it.
        let (other, otherError, _) = PlayedDefinitionTests.paste(
            "gsap", "const vars = { duration: 0.7, ease: 'power2.out', ...extra }; gsap.to(t, vars);")
        #expect(otherError?.contains("a later key replaces an earlier one") == true, "\(other)")
    }

    @Test("JavaScript's default in an arrow function's parameters")
    func javaScriptArrowDefault() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "gsap", "const rise = (el, ease = 'sine.in') => gsap.to(el, { y: 0, ease: ease });")
        #expect(error == nil, "\(reply)")
        // GSAP's sine.in: 1 − cos(πp/2).
        RealWorldCorpus.expectValues(curve) { p in 1 - cos(p * Double.pi / 2) }
        #expect(reply.contains("ease is rise's parameter"), "\(reply)")
    }

    /// jacklion710/framer-motion-playground components/fancy/MotionFlip.tsx
    /// @ bb2f0748f94d3a842a6c2388b732dc0d21e52dcb: a component that destructures its props and
    /// eases with the `easing` prop, which the caller picks at run time. The pattern is no
    /// transition, and a name the caller gives is not known here (motion-utils
    /// easingDefinitionToFunction resolves it when the animation starts).
    @Test("a destructuring pattern is no value of its own, and a prop without a default is not known")
    func destructuredPropsAreNoTransition() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "motion",
            """
            const Turn = ({ children, duration, delay = 0, easing, ...rest }) => {
              const motionProps = {
                transition: { duration: duration / 1000, delay: delay / 1000, ease: easing },
                ...rest
              };
              return <motion.div {...motionProps}>{children}</motion.div>;
            };
            """)
        #expect(curve == nil, "\(reply)")
        #expect(error != nil, "\(reply)")
        #expect(error?.contains("{ children") != true, "\(error ?? reply)")
    }

    /// fornewid/android-animation-10p-more app/src/main/java/soup/animation/sample/interpolator/Interpolators.kt
    /// @ 4dcc8d4a20b973567987afb0ca31935c10f806b3: a property delegated to a private helper
    /// called once, `bezier(0.215f, 0.61f, 0.355f, 1f)`, whose body makes
    /// PathInterpolatorCompat.create(x1, y1, x2, y2): the cubic through those points.
    @Test("a helper's parameters take the arguments of the paste's one call; calls that disagree leave it unknown")
    func helperCalledOnce() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "android",
            """
                val QUINT_OUT by bezier(0.23f, 1f, 0.32f, 1f)

                private fun bezier(x1: Float, y1: Float, x2: Float, y2: Float): Lazy<Interpolator> {
                    return lazy { PathInterpolatorCompat.create(x1, y1, x2, y2) }
                }
            """)
        #expect(error == nil, "\(reply)")
        guard case .bezier(let bezier)? = curve else { Issue.record("\(String(describing: curve))"); return }
        #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == [0.23, 1, 0.32, 1])
        #expect(reply.contains("x1, y1, x2 and y2 are bezier's parameters: the call on line 1 gives them 0.23f, 1f, 0.32f, 1f"), "\(reply)")
        // Two calls with other values: which one plays is the caller's.
        let (_, twoError, _) = PlayedDefinitionTests.paste(
            "android",
            """
                val SINE_IN by bezier(0.47f, 0f, 0.745f, 0.715f)
                val QUINT_OUT by bezier(0.23f, 1f, 0.32f, 1f)
                private fun bezier(x1: Float, y1: Float, x2: Float, y2: Float) = lazy { PathInterpolatorCompat.create(x1, y1, x2, y2) }
            """)
        #expect(twoError?.contains("'x1' for controlX1 is a parameter or a variable") == true, "\(twoError ?? "")")
        // A named argument binds by its label, not by its place.
        let (named, namedError, namedCurve) = PlayedDefinitionTests.paste(
            "compose",
            """
            fun <T> pop(stiffness: Float = 500f, ratio: Float = 1f) = spring<T>(dampingRatio = ratio, stiffness = stiffness)
            val wobble = pop<Float>(ratio = 0.5f)
            """)
        #expect(namedError == nil, "\(named)")
        RealWorldCorpus.expectSpring(namedCurve, mass: 1, stiffness: 500, damping: 2 * 0.5 * 500.0.squareRoot())
    }

    // MARK: the lines of a paste

    /// theapache64/compose-animation-playground: a declaration, then a `LaunchedEffect(…) {` block
    /// that animates it with tween(3000), whose easing defaults to FastOutSlowInEasing,
    /// CubicBezierEasing(0.4, 0, 0.2, 1) (androidx AnimationSpec.kt tween, Easing.kt).
    @Test("a line that calls and opens a block goes on with the paste before it")
    func callOpeningABlockGoesOn() {
        let (_, curve) = PastedCodeBlockTests.read(
            "compose",
            """
                    val tint = remember { Animatable(Color.Red) }
                    LaunchedEffect(toggled) {
                        val next = if (toggled) Color.Green else Color.Blue
                        tint.animateTo(next, animationSpec = tween(3000))
                    }
            """)
        guard case .bezier(let bezier)? = curve else { Issue.record("\(String(describing: curve))"); return }
        #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == [0.4, 0, 0.2, 1])
        // Control flow over a name the paste does not declare, and a shell line, still stand alone.
        #expect(PastedCodeBlockTests.commands(["a = gsap const halo = bulb.querySelector('.halo');", "if (other) {", "list"]).count == 3)
        #expect(PastedCodeBlockTests.commands(["a = css ease-out", "list"]).count == 2)
    }
}
