import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Tailwind CSS class lists pasted as CSS: the classes are read as the CSS Tailwind generates for
/// them. The expected curves are Tailwind's documented values (tailwindcss.com/docs,
/// transition-timing-function: ease-in cubic-bezier(0.4, 0, 1, 1), ease-out (0, 0, 0.2, 1),
/// ease-in-out (0.4, 0, 0.2, 1), ease-linear linear; transition-property: the `transition`
/// utilities ease with cubic-bezier(0.4, 0, 0.2, 1) over 150ms; transition-duration: duration-N
/// is N ms), not CSS's keywords of the same names (ease-in-out is (0.42, 0, 0.58, 1) there),
/// written out in ``RealWorldCorpus/cubicBezier(_:_:_:_:)``.
@Suite("Real world: Tailwind CSS class lists")
struct TailwindRealWorldTests {
    static func paste(_ code: String) -> (reply: Reply, curve: Curve?, timing: CurveTiming?) {
        CSSDeclarationRealWorldTests.paste(code)
    }

    /// pondorasti/tailwindcss-snippets data/snippets/HoverActiveScaleButton.tsx @
    /// 5cdadc47c82ac59a332b5a110735598a07ce82fa: a JSX element whose classes scale it on hover
    /// with `transition-transform ease-in-out duration-200`.
    @Test func easeInOutIsTailwindsNotCSSs() {
        let (reply, curve, timing) = Self.paste(
            #"<div className="px-6 py-3 rounded-lg hover:scale-110 active:scale-90 transition-transform ease-in-out duration-200">"#)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
        #expect(timing == CurveTiming(duration: 0.2), "\(String(describing: timing))")
        #expect(reply.text.contains("Tailwind"), "\(reply.text)")
    }

    /// The class list alone, as one copies it out of the attribute.
    @Test func aBareClassListIsTailwindsWhenAUtilityCSSHasNoWordForIsInIt() {
        let (reply, curve, timing) = Self.paste("transition ease-out duration-500")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0, 0, 0.2, 1)
        #expect(timing == CurveTiming(duration: 0.5))
    }

    /// CSS's own keyword and shorthand stay CSS's.
    @Test func cssKeywordsAndShorthandsStayCSS() {
        RealWorldCorpus.expectBezier(Self.paste("ease-in-out").curve, 0.42, 0, 0.58, 1)
        RealWorldCorpus.expectBezier(Self.paste("transition: opacity 0.3s ease-in").curve, 0.42, 0, 1, 1)
        RealWorldCorpus.expectBezier(Self.paste("\"transition: all 0.3s ease-out\"").curve, 0, 0, 0.58, 1)
    }

    /// tcfunk/horadric-tome src/components/style-elements/grid-item.js @
    /// 474976aaad00deb18e14fc00f06eacdf26866c74: a styled-components `attrs` className template
    /// literal, one class a line, `transition duration-100` and no ease: Tailwind's default easing.
    @Test func aTransitionWithoutAnEaseHasTailwindsDefault() {
        let (reply, curve, timing) = Self.paste(
            """
            export default styled.div.attrs({
              className: `
                transform
                rounded
                p-4
                transition
                duration-100
                hover:scale-110
                hover:bg-gray-800
              `
            })``
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
        #expect(timing == CurveTiming(duration: 0.1))
        #expect(reply.text.contains("--default-transition-timing-function"), "\(reply.text)")
    }

    /// 22mahmoud/podio src/components/Card.tsx @ f65339b2bbc14681e62ce7d4680a1d7ec2eda165: twin.macro's
    /// tagged template, `transition-all duration-100 ease-in-out`.
    @Test func aTwinMacroTemplate() {
        let (reply, curve, timing) = Self.paste(
            """
            export default tw.div`
              relative
              cursor-pointer
              hover:scale-105
              transition-all
              duration-100
              ease-in-out
            `;
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
        #expect(timing == CurveTiming(duration: 0.1))
    }

    /// majilan37/admin-dashboard tailwind.config.js @ 5c74fde31828b2f6bdf3f574c6e44d8ff0434dde: a
    /// v3 config that adds `custom` under transitionTimingFunction, pasted with a class list
    /// that uses it (the list is ours).
    @Test func aConfiguredEasingByItsName() {
        let (reply, curve, _) = Self.paste(
            """
            module.exports = {
              theme: {
                extend: {
                  transitionTimingFunction:{
                    'custom': 'cubic-bezier(0.175, 0.885, 0.32, 1.275)'
                  }
                },
              },
            }
            <div class="transition-opacity duration-300 ease-custom">
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.175, 0.885, 0.32, 1.275)
    }

    /// v4's theme variables (`@theme { --ease-NAME: … }`) through a chain of custom properties, as
    /// otomatty/m3-baseui packages/react-tailwind/src/components/checkbox/checkbox.ts @
    /// dac4412ea5bd19ab4619b2e5134aa0d5ad4b217e writes Material's tokens (the tokens, the theme
    /// and the classes as that project has them, shortened); the `data-[checked]:` variant
    /// applies only in its state.
    @Test func aThemeVariableThroughCustomProperties() {
        let (reply, curve, timing) = Self.paste(
            """
            :root {
              --md-sys-motion-easing-standard: cubic-bezier(0.2, 0, 0, 1);
              --md-sys-motion-easing-emphasized-accelerate: cubic-bezier(0.3, 0, 0.8, 0.15);
              --md-sys-motion-easing-emphasized-decelerate: cubic-bezier(0.05, 0.7, 0.1, 1);
              --md-sys-motion-duration-short3: 150ms;
            }
            @theme {
              --ease-emphasized-accelerate: var(--md-sys-motion-easing-emphasized-accelerate);
              --ease-emphasized-decelerate: var(--md-sys-motion-easing-emphasized-decelerate);
            }
            mark: [
              'transition-opacity ease-emphasized-accelerate duration-[var(--md-sys-motion-duration-short3)]',
              'data-[checked]:ease-emphasized-decelerate',
            ],
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.3, 0, 0.8, 0.15)
        #expect(timing == CurveTiming(duration: 0.15))
    }

    /// `@apply` in a style sheet, with an arbitrary value and `ease-(--name)`.
    @Test func applyArbitraryValuesAndVariableShorthand() {
        RealWorldCorpus.expectBezier(
            Self.paste(".knob { @apply transition-all ease-[cubic-bezier(0.34,0.8,0.34,1)] duration-250; }").curve, 0.34, 0.8, 0.34, 1)
        RealWorldCorpus.expectBezier(
            Self.paste("@theme { --my-ease: cubic-bezier(0.5, 0, 0.5, 1); }\n<b class=\"transition ease-(--my-ease)\">").curve, 0.5, 0,
            0.5, 1)
        RealWorldCorpus.expectBezier(Self.paste("transition ease-linear").curve, 0, 0, 1, 1)
    }

    /// A CSS rule is CSS, even where a comment in it says "transition", a Tailwind utility's name
    /// (it was refused as a class list whose `ease-in-out;` names no theme easing).
    @Test func aRuleWhoseCommentSaysTransitionStaysCSS() {
        let (reply, curve, _) = Self.paste(
            """
            .card {
              opacity: 0.9;
              transition: 0.25s ease-in-out;
              /* the transition runs both ways */
            }
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 0.58, 1)
        #expect(!reply.text.contains("Tailwind"), "\(reply.text)")
    }

    /// A theme name the paste does not define, or two easings in one list, is refused, naming why.
    @Test func unknownThemeNamesAndTwoEasingsAreRefused() {
        let unknown = Self.paste("transition duration-300 ease-snappy")
        #expect(unknown.curve == nil)
        #expect(unknown.reply.error?.contains("ease-snappy") == true && unknown.reply.error?.contains("@theme") == true, "\(unknown.reply)")
        let two = Self.paste("transition ease-in ease-out")
        #expect(two.curve == nil)
        #expect(two.reply.error?.contains("2 easing utilities") == true, "\(two.reply)")
        let onlyHover = Self.paste("duration-300 hover:ease-in")
        #expect(onlyHover.curve == nil)
        #expect(onlyHover.reply.error?.contains("hover:ease-in") == true, "\(onlyHover.reply)")
    }

    /// Material's web tokens through Tailwind, pasted as Material: a theme easing that names an
    /// `--md-sys-motion-easing-…` custom property is the CSS Tailwind generates, read as CSS
    /// reads it (it was read as the paste's first declared token). A class list over a token the
    /// paste does not declare stays Material's to read.
    @Test func materialTokensThroughATailwindThemeArePastedAsMaterial() {
        var transcript = Transcript()
        let reply = transcript.reply(
            """
            a = material :root {
              --md-sys-motion-easing-standard: cubic-bezier(0.2, 0, 0, 1);
              --md-sys-motion-easing-emphasized-decelerate: cubic-bezier(0.05, 0.7, 0.1, 1);
            }
            @theme { --ease-arrive: var(--md-sys-motion-easing-emphasized-decelerate); }
            <span class="transition-transform ease-arrive duration-300">
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(transcript.interpreter.session.curve(named: "a")?.curve, 0.05, 0.7, 0.1, 1)
        let token = transcript.reply("b = material md.sys.motion.easing.emphasized.accelerate")
        #expect(token.error == nil, "\(token.error ?? "")")
        RealWorldCorpus.expectBezier(transcript.interpreter.session.curve(named: "b")?.curve, 0.3, 0, 0.8, 0.15)
    }
}
