import Foundation
import Testing

@testable import Workbench

/// CSS as real stylesheets, Sass files and JavaScript write it. Every `cubic-bezier()` is the
/// curve of CSS Easing Functions Level 2 §3.3 (csswg-drafts css-easing-2/Overview.bs), written
/// out in ``RealWorldCorpus/cubicBezier(_:_:_:_:)``; the keywords are its §2.2 control points
/// (ease-in 0.42, 0, 1, 1); `steps(n)` is §4.1's jump-end, floor(x·n)/n with 1 at x = 1.
@Suite("Real world: CSS")
struct CSSRealWorldTests {
    // MARK: Sass variables

    static let openPropsScss = """
        // Easings, one scale per family
        $ease-3: cubic-bezier(.25, 0, .3, 1) !default;
        $ease-in-out-4: cubic-bezier(.7, 0, .3, 1) !default;
        $ease-elastic-3: cubic-bezier(.5, 1.25, .75, 1.25) !default;
        $ease-squish-2: cubic-bezier(.5, -.3, .1, 1.5) !default;
        $ease-step-3: steps(4) !default;
        """

    /// woodcox/open-props-scss easings.md @ 0f987f8161467d19d84636ab7b2b0e3392868096: Sass
    /// variables with `!default`, leading-dot numbers; the first is taken.
    @Test func sassVariableWithDefaultFlag() {
        RealWorldCorpus.expectFileBezier("css", "_easings.scss", Self.openPropsScss, line: 2, 0.25, 0, 0.3, 1)
    }

    /// The same file, the elastic scale: y above 1 for both control points.
    @Test func sassElasticVariable() {
        RealWorldCorpus.expectFileBezier("css", "_easings.scss", Self.openPropsScss, at: 3, line: 4, 0.5, 1.25, 0.75, 1.25)
    }

    /// The same file, the squish scale: a negative y1 written `-.3`.
    @Test func sassSquishVariableWithNegativeLeadingDot() {
        RealWorldCorpus.expectFileBezier("css", "_easings.scss", Self.openPropsScss, at: 4, line: 5, 0.5, -0.3, 0.1, 1.5)
    }

    /// The same file, the step scale: `steps(4)` is jump-end.
    @Test func sassStepsVariable() {
        let curve = RealWorldCorpus.read("css", "_easings.scss", Self.openPropsScss, at: 5).curve
        RealWorldCorpus.expectValues(curve) { x in x >= 1 ? 1 : (x * 4).rounded(.down) / 4 }
    }

    // MARK: Stylesheets

    /// Chalarangelo/30-seconds-of-code snippets/easing-variables.md @ 5b9c9b4ef8317ab7604ba9e6bac66e8f29c28a3c:
    /// custom properties declared in a rule (after a `:root` holding only a comment), then used
    /// through `var()` in the `transition:` shorthand.
    static let easingVariables = """
        :root {
          /* Place variables in here to use globally */
        }

        .easing-variables {
          --ease-in-quad: cubic-bezier(0.55, 0.085, 0.68, 0.53);
          --ease-out-quart: cubic-bezier(0.165, 0.84, 0.44, 1);
          --ease-in-out-expo: cubic-bezier(1, 0, 0, 1);
          display: inline-block;
          background: #333;
          transition: transform 1s var(--ease-out-quart);
        }

        .easing-variables:hover {
          transform: rotate(45deg);
        }
        """

    @Test func customPropertyDeclaredInARule() {
        RealWorldCorpus.expectFileBezier("css", "easing.css", Self.easingVariables, line: 6, 0.55, 0.085, 0.68, 0.53)
    }

    /// The same file: the `transition:` that uses `var(--ease-out-quart)` is that property's value.
    @Test func transitionThroughVarIsTheCustomProperty() {
        RealWorldCorpus.expectFileBezier("css", "easing.css", Self.easingVariables, at: 3, line: 11, 0.165, 0.84, 0.44, 1)
    }

    /// orstavik/csss shots/units/transitions.md @ 2176b8f936d82ed47fa236702b4dd46964f40865:
    /// a cascade layer, selectors with escaped `$`, `(`, `,` and `)`, and a `transition:` list
    /// of two properties with duration and delay before each curve.
    static let escapedSelectors = #"""
        @layer containerDefault {
          .\$easeIn\(2s\) {
            transition: 2s ease-in;
          }
        }
        @layer containerDefault {
          .\$bounceInOut\(2s\,0\,margin\,color\) {
            transition: margin 2s 0s cubic-bezier(0.25,-0.30,0.70,1.30), color 2s 0s cubic-bezier(0.25,-0.30,0.70,1.30);
          }
        }
        @layer containerDefault {
          .\$jumpEnd\(5\) {
            transition: steps(5, jump-end);
          }
        }
        """#

    @Test func keywordAfterADurationInALayer() {
        RealWorldCorpus.expectFileBezier("css", "layers.css", Self.escapedSelectors, line: 3, 0.42, 0, 1, 1)
    }

    @Test func bezierAfterEscapedSelector() {
        RealWorldCorpus.expectFileBezier("css", "layers.css", Self.escapedSelectors, at: 2, line: 8, 0.25, -0.3, 0.7, 1.3)
    }

    /// The list before it plays one easing for both properties: one definition (CSS Transitions 1 §2.5).
    @Test func stepsWithJumpEndInALayer() {
        let (reply, curve) = RealWorldCorpus.read("css", "layers.css", Self.escapedSelectors, at: 3)
        #expect(reply.contains("took line 13 "), "\(reply)")
        RealWorldCorpus.expectValues(curve) { x in x >= 1 ? 1 : (x * 5).rounded(.down) / 5 }
    }

    // MARK: CSS inside JavaScript

    /// jules-vinzon/trx-dashboard-ui components/utilities/styleUtils.js @ 7c6adf7cc11fae02c79a9ebae41dadd37cd296f2:
    /// a function returning a template literal of vendor-prefixed `transition` declarations,
    /// each with an interpolated duration.
    @Test func vendorPrefixedTransitionsInATemplateLiteral() {
        let file = """
            // Shared transitions
            export function transition(timing = 0.3) {
              return `
                  -webkit-transition: all ${timing}s cubic-bezier(0.215, 0.61, 0.355, 1);
                  -moz-transition: all ${timing}s cubic-bezier(0.215, 0.61, 0.355, 1);
                  transition: all ${timing}s cubic-bezier(0.215, 0.61, 0.355, 1);
              `;
            }
            """
        RealWorldCorpus.expectFileBezier("css", "styleUtils.js", file, line: 4, 0.215, 0.61, 0.355, 1)
    }

    /// malikmubashar/tailfly src/lib/animate-css/index.js @ 8c66cd1a09d4940aa2946f939014a003003481ea:
    /// animate.css keyframes as a JavaScript object, each stop giving the prefixed and the
    /// standard timing function as strings beside transforms.
    static let keyframeObject = """
        export const keyframes = {
          "bounce": {
            "from": {
              "WebkitAnimationTimingFunction": "cubic-bezier(0.215, 0.61, 0.355, 1)",
              "animationTimingFunction": "cubic-bezier(0.215, 0.61, 0.355, 1)",
              "transform": "translate3d(0, 0, 0)"
            },
            "40%": {
              "WebkitAnimationTimingFunction": "cubic-bezier(0.755, 0.05, 0.855, 0.06)",
              "animationTimingFunction": "cubic-bezier(0.755, 0.05, 0.855, 0.06)",
              "transform": "translate3d(0, -30px, 0) scaleY(1.1)"
            }
          }
        };
        """

    @Test func timingFunctionStringInAKeyframeObject() {
        RealWorldCorpus.expectFileBezier("css", "index.js", Self.keyframeObject, line: 4, 0.215, 0.61, 0.355, 1)
    }

    @Test func secondStopOfAKeyframeObject() {
        RealWorldCorpus.expectFileBezier("css", "index.js", Self.keyframeObject, at: 3, line: 9, 0.755, 0.05, 0.855, 0.06)
    }

    /// ShieldBattery/ShieldBattery client/material/curve-constants.js @ f5e2f5d89384f11a6e8e96c1c7af683a48776a27:
    /// styled-components' `css` tagged template around each curve.
    static let taggedTemplates = """
        import { css } from 'styled-components'

        export const fastOutSlowIn = css`cubic-bezier(.4, 0, .2, 1)`
        export const linearOutSlowIn = css`cubic-bezier(0, 0, .2, 1)`
        export const fastOutLinearIn = css`cubic-bezier(.4, 0, 1, 1)`
        """

    @Test func cssTaggedTemplate() {
        RealWorldCorpus.expectFileBezier("css", "curve-constants.js", Self.taggedTemplates, line: 3, 0.4, 0, 0.2, 1)
    }

    @Test func thirdCssTaggedTemplate() {
        RealWorldCorpus.expectFileBezier("css", "curve-constants.js", Self.taggedTemplates, at: 3, line: 5, 0.4, 0, 1, 1)
    }

    /// lunaris-studios/paradigm packages/protocol/src/constants/_transition.ts @ bb49bc0f4a6b688218a7e9d0cede2455aeb14838:
    /// a duration constant, then the easings as plain strings.
    @Test func exportedStringConstants() {
        let file = """
            import styled, { css } from "styled-components";

            export const TRANSITION_DURATION = 100;

            export const TRANSITION_EASE = "cubic-bezier(0.4, 1, 0.75, 0.9)";
            export const TRANSITION_EASE_BOUNCE = "cubic-bezier(0.54, 1.12, 0.38, 1.11)";
            """
        RealWorldCorpus.expectFileBezier("css", "_transition.ts", file, at: 2, line: 6, 0.54, 1.12, 0.38, 1.11)
    }

    /// joeboylson/spotify-track-recommender _src/atoms/Styles/index.js @ a710a6138d9da39628285a3b354e9c8e1d61e773:
    /// a declaration in a template literal, which a second template interpolates.
    @Test func declarationInATemplateReusedByInterpolation() {
        let file = """
            export const TransitionTimingFunction = `
              transition-timing-function: cubic-bezier(0.86,0,0.07,1);
            `;

            export const TransitionLong = `
              transition-duration: 500ms;
              ${TransitionTimingFunction}
            `;
            """
        RealWorldCorpus.expectFileBezier("css", "index.js", file, line: 2, 0.86, 0, 0.07, 1)
    }

    /// Code-Cooking-Team/Reword src/styles/transitions.ts @ ff562ea50b4518503508531bcddc23f535a4f989:
    /// a duration and curve in one string, joined into `transition:` by a function.
    @Test func durationAndCurveInOneString() {
        let file = """
            export const fast = '0.3s cubic-bezier(.21,.96,.43,.98)'
            export const transition = (...args: string[]) => `transition:${args
                .map(name => `${name} ${fast}`)
                .join(',')};
            `
            """
        RealWorldCorpus.expectFileBezier("css", "transitions.ts", file, line: 1, 0.21, 0.96, 0.43, 0.98)
    }

    /// newscorp-ghfb/NewsKit src/theme/foundations/motions.ts @ 08f1de3e6ae67f3130e5f3c0609d4df4ce22efee:
    /// design tokens mixing durations ('0ms') and timing functions in one object.
    static let newsKitMotions = """
        export const motions = {
          motionDuration000: '0ms',
          motionDuration010: '100ms',
          motionDuration050: '500ms',

          motionTimingLinear: 'linear',
          motionTimingEaseIn: 'cubic-bezier(.5, 0, 1, 1)',
          motionTimingEaseOut: 'cubic-bezier(0, 0, .5, 1)',
          motionTimingEaseInAndOut: 'cubic-bezier(.5, 0, .5, 1)',
        };
        """

    @Test func linearKeywordTokenAmongDurations() {
        let (reply, curve) = RealWorldCorpus.read("css", "motions.ts", Self.newsKitMotions)
        #expect(reply.contains("took line 6 "), "\(reply)")
        RealWorldCorpus.expectValues(curve) { x in x }
    }

    @Test func easeInAndOutToken() {
        RealWorldCorpus.expectFileBezier("css", "motions.ts", Self.newsKitMotions, at: 4, line: 9, 0.5, 0, 0.5, 1)
    }

    /// jbreneman/teatimer-v2 src/styleguide/motion.ts @ bd9d15deec36fad9c5a7a12bd61c9f76f361550c:
    /// one curve, then transitions built from `var()` references to custom properties this file
    /// does not declare (they are object keys here): only the curve is a definition.
    static let teaTimerMotion = """
        const MOTION = {
            easeInOutBack: 'cubic-bezier(0.68, -0.6, 0.32, 1.6)',
            'timing-100': '.12s',
            'transition-100': 'var(--timing-100) var(--easeInOutBack)',
            'transition-300': 'var(--timing-300) var(--easeInOutBack)',
        };

        export default MOTION;
        """

    @Test func backCurveToken() {
        RealWorldCorpus.expectFileBezier("css", "motion.ts", Self.teaTimerMotion, line: 2, 0.68, -0.6, 0.32, 1.6)
    }

    @Test func varOfAnUndeclaredPropertyIsNotADefinition() {
        RealWorldCorpus.expectRefusal(
            "css", "motion.ts", Self.teaTimerMotion, at: 2, "holds 1 CSS (Easing Functions Level 2) timing definition, not 2")
    }

    /// takshakmudgal/react-data-finance tailwind.config.js @ a89c1f19e93ee664ae9d362dccfbdefe05d69e12:
    /// a Tailwind theme extension whose first value carries a stray `;` inside the string.
    static let tailwindConfig = """
        /** @type {import('tailwindcss').Config} */
        module.exports = {
          content: ["./src/**/*.{js,jsx,ts,tsx}"],
          theme: {
            extend: {
              transitionTimingFunction: {
                "in-expo": "cubic-bezier(.4,0,1,1);",
                "out-expo": "cubic-bezier(0.19, 1, 0.22, 1)",
              },
            },
          },
          plugins: [],
        };
        """

    @Test func tailwindValueWithASemicolonInTheString() {
        RealWorldCorpus.expectFileBezier("css", "tailwind.config.js", Self.tailwindConfig, line: 7, 0.4, 0, 1, 1)
    }

    @Test func tailwindSecondValue() {
        RealWorldCorpus.expectFileBezier("css", "tailwind.config.js", Self.tailwindConfig, at: 2, line: 8, 0.19, 1, 0.22, 1)
    }

    /// harsh-jsx/brandexel tailwind.config.js @ 8d73d4914dfb72b5aad061c09917bf1c2c9fd23a:
    /// a comment naming the file, then one value.
    @Test func tailwindSingleValueAfterAComment() {
        let file = """
            // tailwind.config.js
            module.exports = {
              theme: {
                extend: {
                  transitionTimingFunction: {
                    "out-expo": "cubic-bezier(0.16, 1, 0.3, 1)",
                  },
                },
              },
            };
            """
        RealWorldCorpus.expectFileBezier("css", "tailwind.config.js", file, line: 6, 0.16, 1, 0.3, 1)
    }

    /// wellyshen/use-web-animations src/animations/bounceInDown.ts @ 611f78e7c6ae816053c995aeacbe09a2e6198f73:
    /// a Web Animations keyframe list whose `easing` is a constant declared above it and
    /// referred to by the shorthand property `easing,`.
    @Test func webAnimationsEasingConstant() {
        let file = """
            const easing = "cubic-bezier(0.215, 0.61, 0.355, 1)";

            export default {
              keyframes: [
                { transform: "translate3d(0, -3000px, 0) scaleY(3)", opacity: 0, easing, offset: 0 },
                { transform: "translate3d(0, 25px, 0) scaleY(0.9)", opacity: 1, easing, offset: 0.6 },
                { transform: "translate3d(0, 0, 0)", opacity: 1, easing, offset: 1 },
              ],
              timing: { duration: 1000, fill: "both" },
            };
            """
        RealWorldCorpus.expectFileBezier("css", "bounceInDown.ts", file, line: 1, 0.215, 0.61, 0.355, 1)
    }

    /// chmielulu/portfolio theme/easings.ts @ 0f2d0bbba46bc809491cf6f8510abccb96539275:
    /// easings.net's modern curves as exported strings; the fourth is an ease-in with y = 0.
    @Test func easingsNetStrings() {
        let file = """
            export const easeOutQuad = "cubic-bezier(0.5, 1, 0.89, 1)";
            export const easeOutQuart = "cubic-bezier(0.25, 1, 0.5, 1)";
            export const easeOutCubic = "cubic-bezier(0.33, 1, 0.68, 1)";
            export const easeInExpo = "cubic-bezier(0.7, 0, 0.84, 0)";
            export const easeInOutExpo = "cubic-bezier(0.87, 0, 0.13, 1)";
            """
        RealWorldCorpus.expectFileBezier("css", "easings.ts", file, at: 4, line: 4, 0.7, 0, 0.84, 0)
    }

    /// thedoomshine/diary packages/diary-design-system/src/foundation/easings.ts
    /// @ 0dd2c63c8c81a484c62257415f777df2ce60db10: an `as const` object, its last entry the
    /// identity written as a Bézier.
    @Test func identityBezierInAnAsConstObject() {
        let file = """
            export const easing = {
              easeIn: 'cubic-bezier(0.4, 0, 1, 1)',
              easeOut: 'cubic-bezier(0, 0, 0.2, 1)',
              easeOutQuart: 'cubic-bezier(0.16, 1, 0.3, 1)',
              linear: 'cubic-bezier(0, 0, 1, 1)',
            } as const
            """
        RealWorldCorpus.expectFileBezier("css", "easings.ts", file, at: 4, line: 5, 0, 0, 1, 1)
    }

    /// lucaspelloni2/lucia-davor-wedding src/layout/UI/Animations/BounceIn.ts @ c349b14444666252a03e42b8ff16fded04f1a74f:
    /// styled-components `keyframes` in a tagged template, percentage stops each setting the
    /// timing function of the next leg after a transform.
    static let bounceIn = """
        import { keyframes } from "styled-components";

        // a bounce-in entrance
        export const BounceIn = keyframes`
         0% {
            transform: translateY(-500px);
            animation-timing-function: ease-in;
            opacity: 0;
          }
          38% {
            transform: translateY(0);
            animation-timing-function: ease-out;
            opacity: 1;
          }
          55% {
            transform: translateY(-65px);
            animation-timing-function: ease-in;
          }
        `;
        """

    @Test func keyframesInATaggedTemplate() {
        RealWorldCorpus.expectFileBezier("css", "BounceIn.ts", Self.bounceIn, line: 7, 0.42, 0, 1, 1)
    }

    @Test func secondStopOfTaggedKeyframes() {
        RealWorldCorpus.expectFileBezier("css", "BounceIn.ts", Self.bounceIn, at: 2, line: 12, 0, 0, 0.58, 1)
    }
}
