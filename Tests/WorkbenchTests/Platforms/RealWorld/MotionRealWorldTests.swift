import Foundation
import TestExpectations
import Testing

@testable import Workbench

/// Motion (framer-motion) transitions as real projects write them. generators/spring.ts:
/// stiffness, damping, mass (defaults 100, 10, 1), the motion of m·u″ + c·u′ + k·u = 0.
@Suite("Real world: Motion")
struct MotionRealWorldTests {
    /// j-leklere/ml-scraper-front src/utils/animationProps.js @ 16e82b6a23315161884a14cc0bccc4a10a0d4735:
    /// one exported object whose `transition` member is the spring, beside initial and animate.
    @Test func transitionMemberOfAPropsObject() {
        let file = """
            export const enterProps = {
              initial: { opacity: 0, scale: 0.9 },
              animate: { opacity: 1, scale: 1 },
              transition: { type: "spring", stiffness: 260, damping: 20 },
            };
            """
        RealWorldCorpus.expectSpring(RealWorldCorpus.read("motion", "props.js", file).curve, mass: 1, stiffness: 260, damping: 20)
    }

    /// maisaolisilva/portifolio-maisa-dev app/componentes/apresentacao/botaoCurriculo/settings.ts
    /// @ 3083fe24030f67fc254345e4f6f8fa2cd6b39e67: a type-only import, then SpringOptions with a mass.
    @Test func springOptionsWithMassAfterATypeImport() {
        let file = """
            import type { SpringOptions } from "framer-motion";

            export const press: SpringOptions = {
              stiffness: 300,
              damping: 20,
              mass: 0.8,
            };
            """
        RealWorldCorpus.expectSpring(RealWorldCorpus.read("motion", "settings.ts", file).curve, mass: 0.8, stiffness: 300, damping: 20)
    }

    /// RifkyA911/Portofolio-Ecommerce-Fullstack-React-Laravel Admin/src/Config/MotionProps.jsx
    /// @ 18655370a7ac427b33393dd4856f33966a7deed5: the transition nested one level deeper.
    @Test func nestedTransition() {
        let file = """
            export const dialogMotion = {
              panel: {
                initial: { scale: 0.8 },
                animate: { scale: 1 },
                transition: {
                  type: "spring",
                  stiffness: 260,
                  damping: 20,
                },
              },
            };
            """
        RealWorldCorpus.expectSpring(RealWorldCorpus.read("motion", "MotionProps.jsx", file).curve, mass: 1, stiffness: 260, damping: 20)
    }

    /// AbbasCiatek/galoper-calendar src/lib/animations.ts @ c879ba42ef334ffe159b046de37e47b7ec1f0173:
    /// an import from "motion", then a typed Transition constant.
    @Test func typedTransitionConstant() {
        let file = """
            import type { Transition } from "motion";
            export const settle: Transition = {
              type: "spring",
              stiffness: 200,
              damping: 18,
            };
            """
        RealWorldCorpus.expectSpring(RealWorldCorpus.read("motion", "animations.ts", file).curve, mass: 1, stiffness: 200, damping: 18)
    }

    // MARK: Ease arrays (cubic-bezier(x1, y1, x2, y2), motion-utils cubic-bezier.ts)

    /// glow-xyz/nftoken docs/utils/framer.ts @ 01f6849644a7663ca8c90e608c037a5732d32d99:
    /// ease arrays as constants, then transitions that name them.
    static let framerConstants = """
        export const FRAMER_EASE = [0.4, 0, 0.2, 1];
        export const FRAMER_BOUNCE_EASE = [0.54, 1.12, 0.38, 1.11];
        export const FRAMER_TRANSITION = { ease: FRAMER_EASE, duration: 0.3 };
        export const FRAMER_BOUNCE_TRANSITION = {
          ease: FRAMER_BOUNCE_EASE,
          duration: 0.3,
        };
        """

    @Test func easeArrayConstant() {
        let curve = RealWorldCorpus.read("motion", "framer.ts", Self.framerConstants).curve
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
    }

    /// Motion does not run the exact curve: motion-utils cubic-bezier.ts bisects t at most 12
    /// times (or until x is within 1e-7). The reply says how far that lands, as Motion's code
    /// written out here finds it.
    @Test func easeArrayStatesMotionsOwnBisection() throws {
        func motion(_ x: Double) -> Double {
            if x == 0 || x == 1 { return x }
            func calc(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
                (((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t + 3 * a1) * t
            }
            var lower = 0.0, upper = 1.0, t = 0.0, current = 0.0, i = 0
            repeat {
                t = lower + (upper - lower) / 2
                current = calc(t, 0.4, 0.2) - x
                if current > 0 { upper = t } else { lower = t }
                i += 1
            } while abs(current) > 1e-7 && i < 12
            return calc(t, 0, 1)
        }
        let exact = RealWorldCorpus.cubicBezier(0.4, 0, 0.2, 1)
        let largest = (0...1000).map { abs(motion(Double($0) / 1000) - exact(Double($0) / 1000)) }.max()!
        let (reply, _) = RealWorldCorpus.read("motion", "framer.ts", Self.framerConstants)
        let stated = try #require(
            reply.range(of: "differ from these by up to ").map { reply[$0.upperBound...].split(separator: " ").first }.flatMap { $0 }
                .flatMap { Double($0) })
        expectClose(stated, largest, absolute: 1e-5 * largest + 1e-9, "stated \(stated), Motion's code \(largest)")
        #expect(largest > 1e-7, "Motion's bisection should be visible here")
    }

    /// The transitions are the definitions; the ease arrays they name are read as part of them.
    @Test func secondTransitionTakesItsEaseArrayConstant() {
        let (reply, curve) = RealWorldCorpus.read("motion", "framer.ts", Self.framerConstants, at: 2)
        #expect(reply.contains("took line 4 ") && reply.contains("2 of 2"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.54, 1.12, 0.38, 1.11)
    }

    /// matthewtruscott/gatsby-starter-v3 src/utils/easings.js @ be6f28081bba27293235238b94a196fba518acb6:
    /// four arrays, a spring left in line comments, a transition naming the last array.
    @Test func commentedSpringIsNotRead() {
        let file = """
            export const easeInOut1 = [0.5, 0, 0.5, 1]
            export const easeInOut3 = [0.7, 0, 0.3, 1]
            export const motionEase = [0.43, 0.13, 0.23, 0.96]

            // const spring = {
            //   type: "spring",
            //   stiffness: 250,
            //   damping: 30,
            // }
            export const defaultTransition = { duration: 0.8, ease: motionEase }
            """
        var transcript = Transcript(files: ["easings.js": file])
        for at in 1...4 {
            let reply = transcript.reply("a\(at) = motion file=easings.js at=\(at)")
            if case .spring? = transcript.interpreter.session.curve(named: "a\(at)")?.curve {
                Issue.record("a commented spring was read: \(reply.text)")
            }
        }
        let (_, curve) = RealWorldCorpus.read("motion", "easings.js", file, at: 2)
        RealWorldCorpus.expectBezier(curve, 0.7, 0, 0.3, 1)
    }

    /// benlayer291/tv-bland utils/transitions.ts @ 1ec632f2fb20dfa5169bc64c135dcf454cb2ddd8:
    /// a type whose `ease: number[]` is a declaration, then the typed constant.
    @Test func typeDeclarationBeforeTheValue() {
        let file = """
            type Transtion = {
              duration: number
              ease: number[]
            }

            export const transition: Transtion = {
              duration: 0.6,
              ease: [0.43, 0.13, 0.23, 0.96],
            }
            """
        let (reply, curve) = RealWorldCorpus.read("motion", "transitions.ts", file)
        #expect(reply.contains("took line 6 ") || reply.contains("took line 8 "), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.43, 0.13, 0.23, 0.96)
    }

    /// aelew/lookup.tools src/lib/constants.ts @ 9db1b47167fdb8242fef0b3e063a9a88f8f2a01c:
    /// a props object checked with `satisfies`, its transition an ease array with a duration.
    @Test func transitionInAPropsObjectWithSatisfies() {
        let file = """
            import type { MotionProps } from 'framer-motion';

            export const EASE_TRANSITION = {
              transition: { ease: [0.6, 0.05, 0, 0.75], duration: 0.5 },
              initial: { opacity: 0, y: 24 },
              animate: { opacity: 1, y: 0 }
            } satisfies MotionProps;
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("motion", "constants.ts", file).curve, 0.6, 0.05, 0, 0.75)
    }

    /// madushas/portfolio-nextjs components/shared/motion.ts @ ac2170a3b8a470c3f8745d8f823878fa9bb17053:
    /// comments quoting the CSS tokens, then tuples typed `[number, number, number, number]`.
    static let mirroredTokens = """
        // Motion tokens mirrored from CSS variables
        // --dur-2: 200ms, --dur-3: 320ms
        // --ease-out: cubic-bezier(.2,.8,.2,1)
        export const DUR_2 = 0.2;
        export const DUR_3 = 0.32;
        export const EASE_OUT: [number, number, number, number] = [0.2, 0.8, 0.2, 1];
        export const EASE_IN: [number, number, number, number] = [0.4, 0.0, 1.0, 1];
        """

    @Test func tupleTypeIsNotTheValue() {
        let (reply, curve) = RealWorldCorpus.read("motion", "motion.ts", Self.mirroredTokens)
        #expect(reply.contains("took line 6 "), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.2, 0.8, 0.2, 1)
    }

    @Test func secondTypedTuple() {
        let (reply, curve) = RealWorldCorpus.read("motion", "motion.ts", Self.mirroredTokens, at: 2)
        #expect(reply.contains("took line 7 "), "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 1, 1)
    }

    // MARK: Springs in JSX and constants

    /// juancabraal/mytheresa src/components/animations/Tap/index.js @ 6735b4a0df068f54b523bdbdebfe950980b2ab34:
    /// JSX props in double braces; the hover and tap targets come before the transition.
    @Test func springTransitionPropInJSX() {
        let file = """
            import { motion } from "framer-motion";

            const Tap = ({ children }) => {
              return (
                <motion.div
                  className="box"
                  whileHover={{ scale: 1.2 }}
                  whileTap={{ scale: 0.9 }}
                  transition={{ type: "spring", stiffness: 400, damping: 17 }}
                >
                  {children}
                </motion.div>
              );
            };

            export default Tap;
            """
        let (reply, curve) = RealWorldCorpus.read("motion", "index.js", file)
        #expect(reply.contains("took line 9 "), "\(reply)")
        RealWorldCorpus.expectSpringMotion(curve, mass: 1, stiffness: 400, damping: 17)
    }

    /// audiq791/telegram-miniapp src/components/motion.ts @ a890409fbdccd6392ced545ad72466dfe517a6cf:
    /// a stiff, heavily damped spring (ζ = 40/(2√700) ≈ 0.756).
    @Test func stiffTapSpring() {
        let file = """
            import type { Transition } from "framer-motion";

            export const springTap: Transition = {
              type: "spring",
              stiffness: 700,
              damping: 40,
            };
            """
        RealWorldCorpus.expectSpringMotion(RealWorldCorpus.read("motion", "motion.ts", file).curve, mass: 1, stiffness: 700, damping: 40)
    }

    /// framer/motion dev/examples/Events-whileHover.tsx @ 4f9e23b5e2bcbaf5aa8dd826191b60bbcab9f7f4:
    /// the transition inside `whileHover`, a line comment after `type`, and an over-damped
    /// spring (ζ = 10/(2√(0.5·20)) ≈ 1.58: sinh and cosh in spring.ts).
    @Test func overdampedSpringInsideWhileHover() {
        let file = """
            import React from "react"
            import { motion } from "@framer"

            export function App() {
                return (
                    <motion.div
                        whileTap={{ scale: 0.5 }}
                        whileHover={{
                            scale: 1.5,
                            transition: {
                                type: "spring", //uncomment out to work
                                mass: 0.5,
                                damping: 10,
                                stiffness: 20,
                            },
                        }}
                        style={{ width: 100, height: 100, background: "white" }}
                    />
                )
            }
            """
        RealWorldCorpus.expectSpringMotion(
            RealWorldCorpus.read("motion", "Events-whileHover.tsx", file).curve, mass: 0.5, stiffness: 20, damping: 10)
    }

    // MARK: Named easings (motion-utils easing/ease.ts: easeIn = cubicBezier(0.42, 0, 1, 1),
    // easeOut = cubicBezier(0, 0, 0.58, 1), easeInOut = cubicBezier(0.42, 0, 0.58, 1))

    /// torrosyan99/hulu-vpn src/shared/config/motion/presets.ts @ f709d7197a58e91bddb0545b55c49deab1b740bb:
    /// a props preset `as const`, its transition a duration and a named ease with no space before `}`.
    @Test func namedEaseInAConstPreset() {
        let file = """
            export const motionProps = {
              initial: { y: 24, opacity: 0 },
              animate: { y: 0, opacity: 1 },
              transition: { duration: 0.6, ease: 'easeOut'},
            } as const;
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("motion", "presets.ts", file).curve, 0, 0, 0.58, 1)
    }

    /// dinaraparanid/VTMFront src/utils/Transition.ts @ 1b753324c3f9b3f6fef047bce62e68f3bc41320f:
    /// a value-specific transition: the ease array sits under `default`.
    @Test func easeUnderTheDefaultKey() {
        let file = """
            export const Transition = {
                initial: { opacity: 0, scale: 0.5 },
                animate: { opacity: 1, scale: 1 },
                transition: { default: { duration: 0.3, ease: [0, 0.71, 0.2, 1.01] } }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("motion", "Transition.ts", file).curve, 0, 0.71, 0.2, 1.01)
    }

    /// hye1ee/My-SelfieRoom src/styles/motion.ts @ a348613189b87479dd0a1b9a036c4ff8eb07a669:
    /// props grouped under a name, the transition's ease on its own line.
    @Test func namedEaseInsideGroupedProps() {
        let file = """
            export const motionStyleProps = {
              scaleEase: {
                initial: { opacity: 0, scale: 0.3 },
                animate: { opacity: 1, scale: 1 },
                transition: {
                  duration: 0.2,
                  ease: "easeIn",
                }
              }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("motion", "motion.ts", file).curve, 0.42, 0, 1, 1)
    }

    /// EmanueleCodes/framer-code-components next-dev/app/blinds-text-reveal/BlindsTextReveal.tsx @
    /// 360c186851ef10a6b29cd60ae093c607ff46acdb: a Framer property control, `{ type:
    /// ControlType.Transition, defaultValue: { type: "tween", ease: [0.81, -0.02, 0.55, 0.51], … },
    /// hidden: (props) => … }`. Its `type` is a name the code gives elsewhere, not a Motion type:
    /// the control is no transition, and its default value is: cubicBezier(0.81, -0.02, 0.55,
    /// 0.51) (motion-utils: an ease array is a cubic Bézier).
    @Test func aPropertyControlsDefaultTransitionIsTheTransition() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "motion",
            """
            enterTransition: {
                type: ControlType.Transition,
                title: "In",
                defaultValue: {
                    type: "tween",
                    duration: 0.5,
                    ease: [0.81, -0.02, 0.55, 0.51],
                },
                hidden: (props: RevealProps) => props.mode !== "in-out",
            },
            """)
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0.81, -0.02, 0.55, 0.51)
        let (_, refusal, _) = PlayedDefinitionTests.paste("motion", "{ type: ControlType.Transition, title: \"In\" }")
        #expect(refusal?.contains("ControlType.Transition") == true)
    }
}
