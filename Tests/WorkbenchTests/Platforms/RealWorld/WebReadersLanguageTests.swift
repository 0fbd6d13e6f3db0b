import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Web readers that follow the language rather than the forms they were shown (issue 35): the
/// web's own spelling of a Material value, MDC web's Material 2 Sass timing functions, a Motion
/// inertia transition skipped in a file with the reason said, WebKit's prefixed aliases, and
/// CSS written in a JavaScript template string over several lines.
@Suite("Real world: web readers follow the language (issue 35)")
struct WebReadersLanguageTests {
    static func paste(_ line: String) -> (reply: Reply, curve: Curve?) {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(line)
        return (reply, transcript.interpreter.session.curve(named: "a")?.curve)
    }

    // MARK: Material

    /// material-components/material-web internal/motion/animation.ts @ 70e259d464f627a21c7831cb4e871e0061bc0644:
    /// the constant EMPHASIZED is written `'cubic-bezier(.3,0,0,1)'`, which the browser plays,
    /// not the token's (0.2, 0, 0, 1).
    @Test func aMaterialValueWrittenAsTheWebFunctionIsReadAsWritten() {
        let (reply, curve) = Self.paste("a = material EMPHASIZED_ACCELERATE: 'cubic-bezier(.3,0,.8,.15)',")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let expected = RealWorldCorpus.cubicBezier(0.3, 0, 0.8, 0.15)
        RealWorldCorpus.expectValues(curve) { x in expected(x) }
        let (_, emphasized) = Self.paste("a = material EMPHASIZED: 'cubic-bezier(.3,0,0,1)',")
        let written = RealWorldCorpus.cubicBezier(0.3, 0, 0, 1)
        RealWorldCorpus.expectValues(emphasized) { x in written(x) }
    }

    /// material-components/material-components-web packages/mdc-animation/README.md
    /// @ 311d479ef3df249c985c90bd136e66011f0633a9: the early variable
    /// `$mdc-animation-fast-out-slow-in-timing-function` in an animation shorthand, cubic-bezier(.4, 0, .2, 1).
    @Test func mdcWebsEarlyTimingFunctionVariable() {
        let (reply, curve) = Self.paste("a = material animation: foo 175ms $mdc-animation-fast-out-slow-in-timing-function;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("MDC web"), "\(reply.text)")
        let expected = RealWorldCorpus.cubicBezier(0.4, 0, 0.2, 1)
        RealWorldCorpus.expectValues(curve) { x in expected(x) }
    }

    /// material-components/material-components-web packages/mdc-animation/_animation.scss
    /// @ a38c80d85d43a05dc29e5e604dc9e4946fe0244b: the module's variables declared with `!default`,
    /// then a function that uses one. In Sass a variable declared with a timing value is one
    /// definition, named by its variable, at its declaration; the use on line 5 refers to it and is
    /// not a third. at=2 is the second declaration; the module-namespaced name reads the same.
    @Test func mdcWebsModuleVariables() {
        let file = """
            $deceleration-curve-timing-function: cubic-bezier(0, 0, 0.2, 1) !default;
            $sharp-curve-timing-function: cubic-bezier(0.4, 0, 0.6, 1) !default;

            @function exit-temporary($name, $duration, $delay: 0ms) {
              @return $name $duration $delay $sharp-curve-timing-function;
            }
            """
        let (first, deceleration) = RealWorldCorpus.read("material", "_animation.scss", file)
        #expect(first.contains("took line 1 of _animation.scss: $deceleration-curve-timing-function:"), "\(first)")
        #expect(first.contains("1 of 2"), "\(first)")
        let decelerationWritten = RealWorldCorpus.cubicBezier(0, 0, 0.2, 1)
        RealWorldCorpus.expectValues(deceleration) { x in decelerationWritten(x) }
        let (second, sharp) = RealWorldCorpus.read("material", "_animation.scss", file, at: 2)
        #expect(second.contains("took line 2 "), "\(second)")
        #expect(second.contains("$sharp-curve-timing-function"), "\(second)")
        let sharpWritten = RealWorldCorpus.cubicBezier(0.4, 0, 0.6, 1)
        RealWorldCorpus.expectValues(sharp) { x in sharpWritten(x) }
        let (_, declared) = Self.paste("a = material $sharp-curve-timing-function: cubic-bezier(0.4, 0, 0.6, 1) !default;")
        RealWorldCorpus.expectValues(declared) { x in sharpWritten(x) }
        let (_, namespaced) = Self.paste("a = material animation.$sharp-curve-timing-function")
        RealWorldCorpus.expectValues(namespaced) { x in sharpWritten(x) }
    }

    /// material-components/material-components-web packages/mdc-animation/README.md
    /// @ 65521916b6e122397143a61ecfb1657641add18a: `animation: … 175ms
    /// animation.$standard-curve-timing-function;`, here with its duration in a Sass variable of
    /// the file's own. A variable whose value is not timing code is passed over, and one the
    /// file does not declare (another module's) is read where it is used.
    @Test func aSassVariableThatIsNotTimingIsPassedOver() {
        let file = """
            $enter-duration: 175ms !default;
            .panel {
              animation: panel-in $enter-duration animation.$standard-curve-timing-function;
            }
            """
        let (reply, curve) = RealWorldCorpus.read("material", "panel.scss", file)
        #expect(reply.contains("took line 3 "), "\(reply)")
        let standard = RealWorldCorpus.cubicBezier(0.4, 0, 0.2, 1)
        RealWorldCorpus.expectValues(curve) { x in standard(x) }
    }

    // MARK: Motion

    /// graphcommerce-org/graphcommerce packages/framer-sheet/animation.tsx @ 2ffcd441acbe323f05e0be8c2e70808be8541019:
    /// an inertia transition before a spring. Motion's inertia computes its target from the
    /// drag's velocity, so it has no curve; the file gives the spring and names what it skipped.
    @Test func anInertiaTransitionInAFileIsNamedAsNotRead() {
        let file = """
            export const dragEnd = {
              type: 'inertia',
              bounceStiffness: 200,
              bounceDamping: 40,
              timeConstant: 750,
            }

            export const dragEndSpring = { type: 'spring', stiffness: 200, damping: 40 }
            """
        let (reply, curve) = RealWorldCorpus.read("motion", "animation.tsx", file)
        #expect(reply.contains("also in the file, not read: line 1"), "\(reply)")
        #expect(reply.contains("inertia"), "\(reply)")
        #expect(curve?.spring?.stiffness == 200)
    }

    // MARK: CSS

    /// awilli1186/wee-website content/style/mixins/transitions.md @ 03c4b4edf882b8adffa3693db9915aee70c715bd:
    /// the prefixed and the standard shorthand with the same value. `-webkit-transition` is an
    /// alias of `transition` (WHATWG Compatibility Standard), so the standard one, later, is
    /// the one that plays: one definition, ease-in with its 2 s duration and 0.2 s delay.
    @Test func aWebkitPrefixedShorthandIsTheStandardOnesAlias() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = css -webkit-transition: all 2s ease-in 0.2s; transition: all 2s ease-in 0.2s;")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let named = transcript.interpreter.session.curve(named: "a")
        RealWorldCorpus.expectBezier(named?.curve, 0.42, 0, 1, 1)
        #expect(named?.timing == CurveTiming(duration: 2, delay: 0.2), "\(String(describing: named?.timing))")
    }

    /// 1337-029/frontend src/components/elements/Cursor.js @ de1ea6492ae83ead7e42b96243ea80d10a099e91:
    /// a styled-components template over several lines whose animation names a `keyframes`
    /// object through `${…}` and no timing function: CSS plays ease, the initial value.
    @Test func aTemplateStringOverLinesWithAnInterpolatedNameAndNoEasing() throws {
        var paste = PasteContinuation()
        let lines = [
            "a = css const Blink = styled.span`", "  animation: ${blink} 400ms infinite alternate;", "  display: inline;", "`",
        ]
        var command: String?
        for line in lines {
            #expect(command == nil, "the paste ended early at \(line)")
            command = paste.add(line)
        }
        let (reply, curve) = Self.paste(try #require(command))
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("initial value"), "\(reply.text)")
        #expect(reply.text.contains("${blink} is taken as the animation's name"), "\(reply.text)")
        RealWorldCorpus.expectBezier(curve, 0.25, 0.1, 0.25, 1)
    }
}

extension WebReadersLanguageTests {
    /// material-components/material-web checkbox/internal/_checkbox.scss @ 70e259d464f627a21c7831cb4e871e0061bc0644:
    /// a two-item timing-function list over lines, the token `map.get($_md-sys-motion,
    /// easing-emphasized-decelerate)` for the icon's transform and CSS's keyword `linear` for opacity: the token is the
    /// Material definition; `linear` among other code is the CSS keyword, while alone it still
    /// names the token.
    @Test func aTokenBesideCSSsLinearKeywordIsTheOneDefinition() {
        let (reply, curve) = Self.paste(
            """
            a = material transition-timing-function: map.get(
                $_md-sys-motion,
                easing-emphasized-decelerate
              ),
              linear;
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let decelerate = RealWorldCorpus.cubicBezier(0.05, 0.7, 0.1, 1)
        RealWorldCorpus.expectValues(curve) { x in decelerate(x) }
        let (alone, linear) = Self.paste("a = material linear")
        #expect(alone.error == nil, "\(alone.error ?? "")")
        RealWorldCorpus.expectValues(linear) { x in x }
    }
}
