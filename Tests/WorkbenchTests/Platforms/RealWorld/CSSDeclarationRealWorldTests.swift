import CurveKit
import Foundation
import Testing

@testable import Workbench

/// CSS declarations that carry an easing, as real style sheets write them, read by the CSS
/// declaration reader. The expected curves are CSS Easing Functions Level 2's (§2.2: ease is
/// cubic-bezier(0.25, 0.1, 0.25, 1), ease-in (0.42, 0, 1, 1), ease-out (0, 0, 0.58, 1),
/// ease-in-out (0.42, 0, 0.58, 1), linear the identity), written out in
/// ``RealWorldCorpus/cubicBezier(_:_:_:_:)``; the times are CSS Transitions 1 §2.5's and CSS
/// Animations 1 §3.11's: the first `<time>` of a shorthand is the duration, the second the delay,
/// whatever their places among the other components.
@Suite("Real world: CSS declarations")
struct CSSDeclarationRealWorldTests {
    /// A paste's reply and the curve and timing it defined as `a`.
    static func paste(_ code: String) -> (reply: Reply, curve: Curve?, timing: CurveTiming?) {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = css " + code)
        let named = transcript.interpreter.session.curve(named: "a")
        return (reply, named?.curve, named?.timing)
    }

    /// `file=`'s reply and the curve and timing it defined as `a`.
    static func file(_ name: String, _ text: String, at: Int? = nil) -> (reply: Reply, curve: Curve?, timing: CurveTiming?) {
        var transcript = Transcript(files: [name: text], width: 1000)
        let reply = transcript.reply("a = css file=\(name)" + (at.map { " at=\($0)" } ?? ""))
        let named = transcript.interpreter.session.curve(named: "a")
        return (reply, named?.curve, named?.timing)
    }

    // MARK: Lists of transitions

    /// aklesky/auvik-play src/theme/transform.ts @ 12b121ed6c763a8f71aa2e6b3b36e9a6c1180b91:
    /// a styled-components block whose `transition:` lists two properties, each with its own
    /// Bézier and duration, over two lines.
    static let twoBeziers = """
        import { css } from './styled';

        export const lift = css`
          transition: background 0.4s cubic-bezier(0.25, 0.8, 0.25, 1),
            box-shadow 280ms cubic-bezier(0.4, 0, 0.2, 1);
        `;
        """

    @Test func aListWithTwoEasingsGivesOneDefinitionPerTransitionNamingItsProperty() {
        let (reply, curve, timing) = Self.file("transform.ts", Self.twoBeziers, at: 2)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("box-shadow"), "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.2, 1)
        #expect(timing == CurveTiming(duration: 0.28), "\(String(describing: timing))")
    }

    /// A pasted list is read as its first transition, the note naming the other by its property.
    @Test func aPastedListWithTwoEasingsReadsTheFirstNamingTheOther() {
        let (reply, curve, _) = Self.paste(
            "transition: background 0.4s cubic-bezier(0.25, 0.8, 0.25, 1), box-shadow 280ms cubic-bezier(0.4, 0, 0.2, 1);")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.25, 0.8, 0.25, 1)
        #expect(reply.text.contains("read the first") && reply.text.contains("box-shadow"), "\(reply.text)")
    }

    /// Silent once: a list whose first transition gives no easing (so plays ease) and whose
    /// second gives ease-out was read as ease-out. CSS Transitions 1 §2.5: a transition that
    /// names no easing plays the initial value, ease = cubic-bezier(0.25, 0.1, 0.25, 1).
    @Test func aListWhoseFirstTransitionPlaysEaseIsNotReadAsTheSecondsEasing() {
        let (reply, curve, _) = Self.paste("transition: opacity 0.2s, transform 0.3s ease-out;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.25, 0.1, 0.25, 1)
        #expect(reply.text.contains("opacity") && reply.text.contains("transform"), "\(reply.text)")
    }

    /// OgdenStephanie/cit261Portfolio css3Transitions.php @ 0ba6d1107ca2e96f76ff22664305434ec36d24c1:
    /// a list of properties with a duration each and no easing: every one plays ease.
    @Test func aListWithoutEasingsPlaysEaseForEveryTransition() {
        let (reply, curve, timing) = Self.paste("transition: width 2s, height 2s, transform 2s;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.25, 0.1, 0.25, 1)
        #expect(timing == CurveTiming(duration: 2))
        #expect(reply.text.contains("plays ease"), "\(reply.text)")
    }

    /// A JavaScript object's `transition:` whose value is a variable is no CSS declaration: it
    /// gives neither a time nor an easing, so it is not read as a transition playing ease.
    @Test func aKeyWhoseValueIsAVariableIsNoTransition() {
        let file = """
            const fade = "opacity 200ms ease-in";
            export const style = { transition: fade };
            """
        let (reply, curve, _) = Self.file("style.js", file)
        #expect(reply.text.contains("took line 1 "), "\(reply.text)")
        #expect(!reply.text.contains("of 2"), "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 1, 1)
    }

    // MARK: Custom properties and var()

    /// orstavik/csss shots/units/transitions2.md @ fc0f3cd5dcea9c4288b2909eb2641427497de10c: a
    /// rule declares a `linear()` easing as a custom property and lists two transitions through
    /// `var()`, each with a duration and a delay after the easing.
    static let customLinear = """
        @layer containerDefault {
          .\\$transition\\(wobble\\,1s\\,1s\\,transform\\,opacity\\) {
            --transition-wobble: linear(0, 0.6, 1.1, 0.95, 1);
            transition: transform var(--transition-wobble) 1s 1s, opacity var(--transition-wobble) 1s 1s;
          }
        }
        """

    @Test func aListThroughVarOfACustomPropertyIsOneDefinitionWithItsTimes() {
        // The custom property is part of the transition that uses it, not a definition of its own.
        let (reply, curve, timing) = Self.file("transitions.css", Self.customLinear)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("took line 4 "), "\(reply.text)")
        // CSS Easing 2 linear(): five stops spaced evenly at 0, 25, 50, 75 and 100 %, joined by lines.
        let stops = [0, 0.6, 1.1, 0.95, 1]
        RealWorldCorpus.expectValues(curve) { x in
            let position = x * 4, index = min(Int(position), 3)
            return stops[index] + (stops[index + 1] - stops[index]) * (position - Double(index))
        }
        #expect(timing == CurveTiming(duration: 1, delay: 1), "\(String(describing: timing))")
    }

    /// Silent on main: a var() in the duration's place, with a fallback, and a time after the
    /// easing: the time written is the delay, not the duration (CSS Transitions 1 §2.5).
    @Test func aVarInTheDurationsPlaceLeavesTheWrittenTimeTheDelay() {
        let (reply, curve, timing) = Self.paste("transition: transform var(--speed, 250ms) ease-out 50ms;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0, 0, 0.58, 1)
        #expect(timing == CurveTiming(duration: 0.25, delay: 0.05), "\(String(describing: timing))")
        #expect(reply.text.contains("--speed is not declared"), "\(reply.text)")
    }

    /// franken-ui/style src/contexts/transition-timing-function.md @ 0ba2d4a805c64aab430c620a2480cef8d4083736:
    /// utilities that set `transition-timing-function: var(--ease-out)`; here the property is
    /// declared in `:root` and again, differently, in a class, and the use gives a fallback.
    /// Silent on main: the fallback was read, although this code declares the property.
    static let twiceDeclared = """
        :root { --ease-out: cubic-bezier(0, 0, 0.2, 1); }
        .snappy { --ease-out: cubic-bezier(0.2, 0, 0, 1); }
        .ease-out { transition-timing-function: var(--ease-out, ease-out); }
        """

    @Test func aCustomPropertyDeclaredWithTwoValuesIsRefusedNamingThem() {
        // The two declarations are definitions of their own; the use is named as not read.
        let (reply, _, _) = Self.file("ease.css", Self.twiceDeclared)
        #expect(reply.text.contains("of 2:"), "\(reply.text)")
        #expect(
            reply.text.contains("line 3: transition-timing-function: var(--ease-out, ease-out): --ease-out is declared 2 times"),
            "\(reply.text)")
        let (refused, curve, _) = Self.file("ease.css", Self.twiceDeclared, at: 3)
        #expect(curve == nil, "read as \(String(describing: curve))")
        #expect(refused.error?.contains("not 3") == true, "\(refused.error ?? "")")
    }

    /// The same utilities with `--ease-out` declared nowhere and no fallback: refused, naming
    /// the variable (CSS Custom Properties 1 §3: its value is not known here).
    @Test func aVarWithoutDeclarationOrFallbackIsRefusedNamingTheVariable() {
        let (reply, curve, _) = Self.paste("transition-timing-function: var(--ease-out);")
        #expect(curve == nil)
        #expect(reply.error?.contains("var(--ease-out)") == true && reply.error?.contains("no fallback") == true, "\(reply.error ?? "")")
    }

    /// saadhre/my-website styles/transitions.ts @ 8c3cf96990bb4624f71fcafb6c344fffc7d81598: a
    /// `transition:` whose duration and easing both come from one custom property; here the
    /// style sheet that declares it is in the same file.
    @Test func aVarThatHoldsDurationAndEasingGivesBoth() {
        let file = """
            :root { --transition: 0.3s ease-in-out; }
            export const colorTransition = css`
              transition: color var(--transition);
            `;
            """
        // The custom property's value is a definition of its own (line 1); the transition is the second.
        let (reply, curve, timing) = Self.file("transitions.ts", file, at: 2)
        #expect(reply.text.contains("took line 3 "), "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 0.58, 1)
        #expect(timing == CurveTiming(duration: 0.3), "\(String(describing: timing))")
    }

    // MARK: Animation shorthands and longhands

    /// Werdffelynir/animator.js GENERATOR.md @ 8f64bb11a3402dd32554f30fdb6787b122732d4f: every
    /// component of the animation shorthand, the name last: duration 3 s, delay 1 s, ease-in,
    /// played in reverse.
    @Test func anAnimationShorthandWithEveryComponentSaysItPlaysInReverse() {
        let (reply, curve, timing) = Self.paste("animation: 3s ease-in 1s 2 reverse both paused slidein;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 1, 1)
        #expect(timing == CurveTiming(duration: 3, delay: 1))
        #expect(reply.text.contains("reverse"), "\(reply.text)")
    }

    /// dandelionadia/docs css/animation-basis.md @ cb45f22d541e44e38913bd61618b72e3b17c87fa:
    /// name, duration, easing, delay, then `infinite alternate`.
    @Test func anAlternatingAnimationSaysEveryOtherIterationRunsBackwards() {
        let (reply, curve, timing) = Self.paste("animation: muv 5s linear 3s infinite alternate;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectValues(curve) { $0 }
        #expect(timing == CurveTiming(duration: 5, delay: 3))
        #expect(reply.text.contains("every other iteration"), "\(reply.text)")
    }

    /// amin-babu/Raw-CSS CSS-Notes/10-Animations.md @ e054d81632c8d9c3484b68789465368af0b03775:
    /// the animation's longhands one per line in a rule; the duration and delay set beside the
    /// timing function belong to it.
    @Test func animationLonghandsInOneRuleGiveTheEasingItsTimes() {
        let file = """
            div {
              animation-name: example;
              animation-duration: 5s;
              animation-timing-function: linear;
              animation-delay: 2s;
              animation-iteration-count: infinite;
              animation-direction: alternate;
            }
            """
        let (reply, curve, timing) = Self.file("animations.css", file)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("took line 4 "), "\(reply.text)")
        RealWorldCorpus.expectValues(curve) { $0 }
        #expect(timing == CurveTiming(duration: 5, delay: 2), "\(String(describing: timing))")
    }

    /// OgdenStephanie/cit261Portfolio css3Transitions.php @ 0ba6d1107ca2e96f76ff22664305434ec36d24c1:
    /// the prefixed longhands, then the standard ones, in one rule. Browsers take
    /// `-webkit-transition-*` as aliases of the standard properties (WHATWG Compatibility
    /// Standard, CSS simple aliases), so the later standard timing function wins and the
    /// prefixed one is named as replaced.
    static let longhands = """
        div {
            width: 100px;
            -webkit-transition-property: width;
            -webkit-transition-duration: 2s;
            -webkit-transition-timing-function: linear;
            -webkit-transition-delay: 1s;
            transition-property: width;
            transition-duration: 2s;
            transition-timing-function: ease-out;
            transition-delay: 1s;
        }
        """

    @Test func standardLonghandsReplaceTheirWebkitAliases() {
        let (reply, curve, timing) = Self.file("transitions.css", Self.longhands)
        #expect(reply.text.contains("took line 9 "), "\(reply.text)")
        #expect(reply.text.contains("replaced by transition-timing-function: ease-out"), "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, 0, 0, 0.58, 1)
        #expect(timing == CurveTiming(duration: 2, delay: 1), "\(String(describing: timing))")
    }

    /// A later shorthand in the same rule replaces an earlier timing function (CSS Cascade: the
    /// later declaration wins): the earlier one is not read, and the reply says so.
    @Test func aTimingFunctionThatALaterShorthandReplacesIsNotRead() {
        let file = """
            .card {
              transition-timing-function: ease-in;
              transition: transform 0.3s ease-out;
            }
            """
        let (reply, curve, _) = Self.file("card.css", file)
        RealWorldCorpus.expectBezier(curve, 0, 0, 0.58, 1)
        #expect(reply.text.contains("replaced by transition: transform 0.3s ease-out"), "\(reply.text)")
    }

    // MARK: Vendor prefixes and !important

    /// Uvacoder/aaa-gitbook-css-collect transition.md @ 20b354e4461fde30fcb73eda54789ececedeadee:
    /// the `-ms-` prefixed shorthand with a zero delay after the Bézier.
    @Test func anMsPrefixedShorthandKeepsItsDuration() {
        let (reply, curve, timing) = Self.paste("-ms-transition: transform 0.4s cubic-bezier(0.05, 0.2, 0.1, 1) 0s;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.05, 0.2, 0.1, 1)
        #expect(timing == CurveTiming(duration: 0.4), "\(String(describing: timing))")
    }

    /// `!important` after a list does not change the easing or the times.
    @Test func importantAfterAListOfOneEasingIsReadAsTheList() {
        let (reply, curve, timing) = Self.paste("transition: opacity 150ms ease-in, transform 150ms ease-in !important;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.42, 0, 1, 1)
        #expect(timing == CurveTiming(duration: 0.15))
        #expect(reply.text.contains("all 2 transitions"), "\(reply.text)")
    }

    /// CSS Transitions 1 §2.5: three times in one transition is invalid, and the browser drops
    /// the declaration; it is refused, not read as its first two.
    @Test func threeTimesInOneTransitionIsRefusedAsInvalid() {
        let (reply, curve, _) = Self.paste("transition: opacity 1s 2s 3s ease;")
        #expect(curve == nil)
        #expect(reply.error?.contains("invalid CSS") == true, "\(reply.error ?? "")")
    }
}
