import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Style sheets pasted as they are copied: several rules, a colour written `#999`, a selector
/// list over two lines, declarations without their selector, a transition given by its
/// longhands alone, and Sass variables beside the rule that uses one of them. The pastes go
/// through the shell's line joining (``PastedCodeBlockTests/read(_:_:sourceLocation:)``), so
/// each is one command as a paste in the shell is. Written in our own words after the files
/// cited (spent held-out sets); each expectation is CSS's own rule.
@Suite("Real world: style sheets pasted as they are copied")
struct StyleSheetPasteTests {
    /// akahigeg/css-animation transition-timing-function.html @ 6777be03ebb89a27192c046c19dd0db22fb5b3d8:
    /// a rule with `border: 2px solid #999;`, then the rule whose `transition: all 500ms 0s
    /// steps(6, end)` eases the change in six jumps at the ends of six equal intervals (CSS
    /// Easing 1 §4.1). The `#999` was taken for the shell's comment, and the paste ended there.
    @Test func aHexColourIsNoComment() {
        let (reply, curve) = PastedCodeBlockTests.read(
            "css",
            """
            .bar {
              width: 100px;
              border: 2px solid #999;
            }
            .six {
              transition: all 500ms 0s steps(6, end);
            }
            """)
        #expect(reply.error == nil, "\(reply.text)")
        RealWorldCorpus.expectValues(curve) { x in x >= 1 ? 1 : (6 * x).rounded(.down) / 6 }
    }

    /// A comment of the shell's own, `# …` after the code, still ends the code on its line.
    @Test func theShellsCommentStillEndsItsLine() {
        let (reply, curve) = PastedCodeBlockTests.read("css", "ease-in # the entrance")
        #expect(reply.error == nil, "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, [0.42, 0, 1, 1])
    }

    /// emilkowalski/sonner src/styles.css @ 8e4662b39255120b62138312058f5d77c0139a5e: a rule
    /// under two selectors, one a line, whose longhand animation-timing-function is ease-out,
    /// (0, 0, 0.58, 1) (CSS Easing 1 §2.1). The first line ends with the selector list's comma.
    @Test func aSelectorListGoesOnOverItsLines() {
        let (reply, curve) = PastedCodeBlockTests.read(
            "css",
            """
            [data-toast][data-gone='true'][data-side='bottom'],
            [data-toast][data-gone='true'][data-side='top'] {
              animation-duration: 200ms;
              animation-timing-function: ease-out;
              animation-fill-mode: forwards;
            }
            """)
        #expect(reply.error == nil, "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, [0, 0, 0.58, 1])
    }

    /// awilli1186/wee-website content/style/mixins/transitions.md @
    /// 03c4b4edf882b8adffa3693db9915aee70c715bd: declarations copied without their rule, a
    /// prefixed property first: `transition: all 2s ease-in 0.2s` is ease-in, (0.42, 0, 1, 1), over
    /// 2 s after 0.2 s (CSS Transitions 1 §2.5: the first time is the duration).
    @Test func declarationsWithoutTheirRuleGoOn() {
        let (reply, curve) = PastedCodeBlockTests.read(
            "css",
            """
            -webkit-backface-visibility: hidden;
            -webkit-transition: all 2s ease-in 0.2s;
            transition: all 2s ease-in 0.2s;
            """)
        #expect(reply.error == nil, "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, [0.42, 0, 1, 1])
        #expect(reply.text.contains("2 s"), "\(reply.text)")
    }

    /// A line of the shell after a declaration is the shell's, not the paste's.
    @Test func aShellLineAfterADeclarationStandsAlone() {
        let commands = PastedCodeBlockTests.commands(["a = css transition: opacity 0.2s ease-out;", "b = css ease-in", "list"])
        #expect(commands.count == 3, "\(commands)")
    }

    /// leogoulartoli/css-animation-explorer src/components/ButtonEffects/HoverWave/style.module.css
    /// @ 59a63877cf6ff4585c2da79f40c80bb229a5dfa8: the button's transition is given by its
    /// longhands alone, `transition-duration: 0.5s` and `transition-property: all`: no
    /// transition-timing-function, so the transition plays its initial value, ease, (0.25, 0.1,
    /// 0.25, 1) (CSS Transitions 1 §2.3), over 0.5 s. The rule after it has its own.
    @Test func aTransitionGivenByItsDurationAlonePlaysEase() {
        let (reply, curve) = PastedCodeBlockTests.read(
            "css",
            """
            .pill {
              color: #fff;
              transition-duration: 0.5s;
              transition-property: all;
            }

            .pill::before {
              animation: turn 5s infinite linear;
              transition: all 5s;
            }
            """)
        #expect(reply.error == nil, "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, [0.25, 0.1, 0.25, 1])
        #expect(reply.text.contains("transition-duration: 0.5s") || reply.text.contains("500 ms"), "\(reply.text)")
        // An easing longhand in the rule is the definition, as before: the duration is its time.
        let (eased, easedCurve) = PastedCodeBlockTests.read(
            "css", ".pill {\n  transition-duration: 0.5s;\n  transition-timing-function: ease-in;\n}")
        #expect(eased.error == nil, "\(eased.text)")
        RealWorldCorpus.expectBezier(easedCurve, [0.42, 0, 1, 1])
    }

    /// namnguyen191/learning-css-animations src/shared/ParallaxCard/ParallaxCard.module.scss @
    /// c2196109b6a68525c81185ad3da05eca6b5dda78: two Sass variables, then a rule whose transition
    /// uses the first, (0.23, 1, 0.32, 1); the second is used by none of the code. The paste
    /// reads what the code plays, naming the other.
    @Test func theSassVariableTheCodeUsesIsRead() {
        let (reply, curve) = PastedCodeBlockTests.read(
            "css",
            """
            $rise: cubic-bezier(0.23, 1, 0.32, 1);
            $settle: cubic-bezier(0.445, 0.05, 0.55, 0.95);

            .frame {
              &:hover {
                .card {
                  transition: 0.6s $rise, box-shadow 2s $rise;
                  box-shadow: inset #fff 0 0 0 6px;
                }
              }
            }
            """)
        #expect(reply.error == nil, "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, [0.23, 1, 0.32, 1])
        #expect(reply.text.contains("settle"), "\(reply.text)")
    }
}
