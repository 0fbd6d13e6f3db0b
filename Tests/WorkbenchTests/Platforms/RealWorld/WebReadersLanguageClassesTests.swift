import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Five classes of web code that real projects write and the readers misread or refused
/// (issue 35): comments are not code; a keyframe's own animation-timing-function paces its
/// interval, not the animation's; a GSAP stagger's ease spreads start times, not the motion; an
/// MDL Sass curve variable is its value; a framer-motion transition sits in JSX braces. Each
/// case is rewritten in our own words from the file cited, forms and numbers kept; each expected
/// curve is the platform's own rule, written out here.
@Suite("Real world: web readers read the language (comments, keyframes, stagger, MDL, JSX)")
struct WebReadersLanguageClassesTests {
    /// A line typed in the shell, and the curve `a` it defines.
    static func paste(_ line: String) -> (reply: Reply, curve: Curve?) { WebReadersLanguageTests.paste(line) }

    /// gsap-core.js `_easeMap`: Power4 is quint, easeOut(p) = 1 − (1 − p)⁵.
    static func quintOut(_ p: Double) -> Double { 1 - pow(1 - p, 5) }

    // MARK: Comments are not code

    /// saarthack/Hotel-Odisej script.js @ 3fa4f43e2d4f14a0aad5dc2902401096c73bfe53: a timeline
    /// chain whose second tween has a commented-out `// ease:Power4,` above its real ease,
    /// `Power4.easeOut`. The comment is not a key of the vars: the tween plays quint out.
    static let introChain = """
        var intro = gsap.timeline()
        intro.from("#cover svg",{
            y:-40,
            opacity:0,
            delay:0.3,
            duration:0.7
        })
        .from("#cover img",{
            scale:0.5,
            delay:-0.1,
            duration:1,
            // ease:Power4,
            ease: Power4.easeOut
        })
        .from("#menu",{
            y:-50,
            opacity:0,
            delay:-0.4,
            duration:0.5
        })
        """

    @Test func aLineCommentAboveTheEaseIsNotRead() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "script.js", Self.introChain, at: 2)
        #expect(reply.contains("took line 8 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, Self.quintOut)
    }

    /// The same tween with the old ease in a block comment, and only a commented ease in the
    /// tween before it: that tween names no ease and plays its timeline's (here none: GSAP's
    /// default power1.out, quad out), never the next tween's.
    @Test func aBlockCommentedEaseIsNotTheNextTweens() {
        let file = """
            var intro = gsap.timeline()
            intro.from("#cover svg",{
                y:-40,
                /* ease: "power2.in", */
                duration:0.7
            })
            .from("#cover img",{
                scale:0.5,
                duration:1,
                ease: Power4.easeOut
            })
            """
        let (reply, curve) = RealWorldCorpus.read("gsap", "script.js", file)
        #expect(reply.contains("took line 2 "), "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in 1 - (1 - p) * (1 - p) }
        let (_, second) = RealWorldCorpus.read("gsap", "script.js", file, at: 2)
        RealWorldCorpus.expectValues(second, Self.quintOut)
    }

    /// A tween on a timeline the file does not declare, whose only ease is commented out: it
    /// plays that timeline's defaults.ease, which the file does not show. It is named beside the
    /// definition taken, never passed over in silence for the next tween's ease.
    @Test func aTweenOnAnUndeclaredTimelineWithItsEaseCommentedOutIsNamedNotSkipped() {
        let file = """
            intro.to(".layer2", {
                left:"0%",
                duration:.3,
                // ease: "power2.in",
                onComplete:next
            },"b");
            gsap.to("#page1 .layer", {
                x: "-98vw",
                ease: Power4.easeOut,
            })
            """
        let (reply, curve) = RealWorldCorpus.read("gsap", "script.js", file)
        #expect(reply.contains("took line 7 "), "\(reply)")
        #expect(reply.contains("not read: line 1"), "\(reply)")
        RealWorldCorpus.expectValues(curve, Self.quintOut)
    }

    // MARK: A keyframe's own timing function

    /// laixiangran/animate-learn source/attention_seekers/README.md @ 6b698e9ff3fb286f2c180716a746b12f3a2da667:
    /// animate.css's bounce with a comment before every declaration (numbers in them too), every
    /// keyframe but 90% giving its own animation-timing-function, and the rule naming the
    /// keyframes with no easing of its own.
    static func bounce(keyword: String = "@keyframes", rule: String = "animation-name: bounce;") -> String {
        """
        \(keyword) bounce {
            /* from(0%), 20%, 53%, 80%, to(100%) */
            from, 20%, 53%, 80%, to {
                /* the curve 0.215, 0.610, 0.355, 1.000 */
                animation-timing-function: cubic-bezier(0.215, 0.610, 0.355, 1.000);
                /* no move: 0, 0, 0 */
                transform: translate3d(0, 0, 0);
            }
            /* 40%, 43% */
            40%, 43% {
                animation-timing-function: cubic-bezier(0.755, 0.050, 0.855, 0.060);
                transform: translate3d(0, -30px, 0);
            }
            70% {
                animation-timing-function: cubic-bezier(0.755, 0.050, 0.855, 0.060);
                transform: translate3d(0, -15px, 0);
            }
            90% {
                /* up 4px */
                transform: translate3d(0, -4px, 0);
            }
        }

        .bounce {
            \(rule)
            transform-origin: center bottom;
        }
        """
    }

    /// CSS Animations 1 §3.1: each interval is paced by the animation-timing-function of the
    /// keyframe it starts at; a keyframe without one takes the animation's. The values move
    /// 0 → −30 → 0 and back to rest, so the curve is the y values themselves.
    static func bounceValues(ninety: @escaping (Double) -> Double) -> (Double) -> Double {
        let rise = RealWorldCorpus.cubicBezier(0.215, 0.61, 0.355, 1), fall = RealWorldCorpus.cubicBezier(0.755, 0.05, 0.855, 0.06)
        let times = [0, 0.2, 0.4, 0.43, 0.53, 0.7, 0.8, 0.9, 1.0]
        let values = [0.0, 0, -30, -30, 0, -15, 0, -4, 0]
        let curves = [rise, rise, fall, fall, rise, fall, rise, ninety]
        return { x in
            let i = min(max((times.lastIndex { $0 <= x } ?? 0), 0), curves.count - 1)
            let share = (x - times[i]) / (times[i + 1] - times[i])
            return values[i] + (values[i + 1] - values[i]) * curves[i](share)
        }
    }

    /// The rule names the keyframes but gives no easing: the 90% interval's pace is not in this
    /// text, so the keyframes are refused with that reason, and the rule is never read for its
    /// easing.
    @Test func keyframesWithOneKeyframeWithoutItsOwnEasingAndNoAnimationEasingAreRefused() {
        RealWorldCorpus.expectRefusal("css", "bounce.css", Self.bounce(), "the keyframe at 90% has no animation-timing-function")
    }

    /// The same with the shorthand `animation: bounce 1s ease-in-out`: the 90% interval plays
    /// ease-in-out, the others their own Béziers; the shorthand is not a definition of its own.
    @Test func theAnimationsEasingPacesOnlyTheKeyframesWithoutTheirOwn() {
        let text = Self.bounce(rule: "animation: bounce 1s ease-in-out;")
        let (reply, curve) = RealWorldCorpus.read("css", "bounce.css", text)
        #expect(reply.contains("took line 1 "), "\(reply)")
        #expect(reply.contains("ease-in-out"), "\(reply)")
        RealWorldCorpus.expectValues(curve, Self.bounceValues(ninety: RealWorldCorpus.cubicBezier(0.42, 0, 0.58, 1)))
    }

    /// animate.css 3 ships WebKit's `@-webkit-keyframes` beside the rule; browsers take it as
    /// `@keyframes`, so the rule's easing paces only the 90% interval and the keyframes are read.
    @Test func webKitsPrefixedKeyframesAreKeyframes() {
        let text = Self.bounce(keyword: "@-webkit-keyframes", rule: "-webkit-animation: bounce 1s ease-in-out;")
        let (reply, curve) = RealWorldCorpus.read("css", "bounce.css", text)
        #expect(reply.contains("took line 1 "), "\(reply)")
        RealWorldCorpus.expectValues(curve, Self.bounceValues(ninety: RealWorldCorpus.cubicBezier(0.42, 0, 0.58, 1)))
    }

    /// lucaspelloni2/lucia-davor-wedding src/layout/UI/Animations/BounceIn.ts @ c349b14444666252a03e42b8ff16fded04f1a74f:
    /// styled-components keyframes whose stops give their own timing functions, here played by an
    /// animation through the template's `${…}` (the usage line is ours). Each interval plays its
    /// keyframe's easing (CSS Animations 1 §3.1), so the animation's easing is refused, never read.
    @Test func anAnimationOfTemplateKeyframesWithTheirOwnEasingsIsNotReadForItsEasing() {
        let file = """
            import { keyframes, css } from "styled-components";

            // a bounce-in entrance
            export const BounceIn = keyframes`
              0% {
                transform: translateY(-500px);
                animation-timing-function: ease-in;
              }
              38% {
                transform: translateY(0);
                animation-timing-function: ease-out;
              }
            `;
            export const entering = css`
              animation: ${BounceIn} 1s cubic-bezier(0.28, 0.84, 0.42, 1);
            `;
            """
        let (reply, curve) = RealWorldCorpus.read("css", "BounceIn.ts", file)
        #expect(reply.contains("took line 7 "), "\(reply)")
        #expect(reply.contains("not read: line 15: animation: ${BounceIn}"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 1, 1)
    }

    // MARK: A stagger's ease

    /// ppmpreetham/gsap-animations README.md @ f755636752f1343d7175df7c16d3fe27f0ead223: a
    /// tween with `ease: "bounce.out"` and a stagger object with its own `ease: "back.out"`
    /// (written after a first `stagger: 0.5`, which JavaScript's later key replaces). gsap-core.js
    /// hands the stagger's ease to `distribute()`, which spreads the start times; each target
    /// plays the tween's ease, bounce.out (Penner's, n = 7.5625, d = 2.75).
    static let staggered = """
        gsap.to(".stagger-box", {
          y:25,
          duration:1,
          stagger:0.5,
          ease:"bounce.out",
          stagger: {
            ease: "back.out",
            amount: 1,
            from: "center",
          }
        });
        """

    @Test func theTweensEaseIsReadAndTheStaggersIsNamedAsStartTimes() {
        let (reply, curve) = RealWorldCorpus.read("gsap", "demo.js", Self.staggered)
        #expect(reply.contains("spreads the targets' start times"), "\(reply)")
        #expect(!reply.contains("at=2"), "one definition, not two: \(reply)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.bounceOut)
    }

    /// The stagger's vars pasted alone are no tween's: refused, saying what their ease does.
    @Test func aStaggersVarsAloneAreRefusedWithWhatTheirEaseDoes() {
        let (reply, curve) = Self.paste(#"a = gsap stagger: { ease: "back.out", amount: 1, from: "center" }"#)
        #expect(reply.error?.contains("a stagger's vars") == true, "\(reply.error ?? reply.text)")
        #expect(curve == nil)
    }

    // MARK: MDL's Sass curve variables

    /// hiro0218/kiku-theme src/components/singular/related.vue @ bc975547890c4e6e8d5c685e3e8abfd4bd52627d:
    /// a component's scoped SCSS uses `$animation-curve-fast-out-slow-in` without declaring it (the
    /// project imports Material Design Lite's variables globally). MDL declares it
    /// `cubic-bezier(0.4, 0, 0.2, 1)` (its `_variables.scss`, ANIMATION section).
    static let related = """
        <style lang="scss" scoped>
        .related-card-title {
          display: block;
          max-width: 100%;
          color: $grey-800;
          transition: color 0.3s $animation-curve-fast-out-slow-in;
        }
        </style>
        """

    @Test func anMDLCurveVariableIsItsValue() {
        let (reply, curve) = RealWorldCorpus.read("material", "related.vue", Self.related)
        #expect(reply.contains("took line 6 "), "\(reply)")
        #expect(reply.contains("Material Design Lite"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
    }

    /// MDL's other curves, and `$animation-curve-default`, which MDL sets to fast-out-slow-in.
    @Test func mdlsOtherCurveVariables() {
        let (_, linearOut) = Self.paste("a = material transition: opacity 0.2s $animation-curve-linear-out-slow-in;")
        RealWorldCorpus.expectBezier(linearOut, 0, 0, 0.2, 1)
        let (_, fastOut) = Self.paste("a = material $animation-curve-fast-out-linear-in")
        RealWorldCorpus.expectBezier(fastOut, 0.4, 0, 1, 1)
        let (_, standard) = Self.paste("a = material $animation-curve-default")
        RealWorldCorpus.expectBezier(standard, 0.4, 0, 0.2, 1)
    }

    // MARK: JSX attribute braces

    /// agigalaxy/Sandbox-motion src/App.tsx @ 3826fbd02eedea8f428db62fa1eec098096534c5: a
    /// `motion.div` whose `transition` prop is a spring object inside JSX braces. Motion runs a
    /// spring for `type: "spring"` (mass 1 by default): m·u″ + c·u′ + k·u = 0.
    static let element = """
        <motion.div
          className="box"
          whileHover={{ scale: 1.2 }}
          whileTap={{ scale: 0.9 }}
          transition={{ type: "spring", stiffness: 400, damping: 17 }}
        />
        """

    @Test func aJSXElementPastedIsReadThroughItsBraces() {
        let (reply, curve) = Self.paste("a = motion " + Self.element.replacingOccurrences(of: "\n", with: " "))
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 400, damping: 17)
    }

    @Test func aTSXFileIsReadThroughItsBraces() {
        let file =
            "import { motion } from \"framer-motion\";\n\nexport default function Demo() {\n  return (\n"
            + Self.element + "\n  );\n}\n"
        let (reply, curve) = RealWorldCorpus.read("motion", "App.tsx", file)
        #expect(reply.contains("took line 9 "), "\(reply)")
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: 400, damping: 17)
    }
}
