import CurveKit
import Foundation
import Testing

@testable import Workbench

/// A transition that names an easing but no duration (spent held-out set 7, issue 35). The
/// shorthand leaves transition-duration at its initial value, 0s (CSS Transitions 1 §2.2); a
/// transition starts only when its duration and delay add up to more than 0s, and one of 0s
/// ends as it starts (§3), so the value changes at once and no easing is ever seen. An inline
/// style's was read as its ease-in-out; it is refused with that reason. A style sheet rule's is
/// read with that said (another rule may give the time), and read plainly when it has a duration.
@Suite("CSS: a transition without a duration plays no easing")
struct CSSZeroDurationTransitionTests {
    /// Htet-Ahkar/my-css-animation-collection src/components/Rooms/index.tsx
    /// @ bc2f9bd03ac22683beecf1bc780c1e77172db93a: a React inline style whose transition names
    /// the property and ease-in-out, and no time.
    @Test func anInlineStyleTransitionWithoutATimeIsRefused() {
        let paste = """
            <div
              className="frame"
              style={{
                transform: `translate(0, ${offset}vh)`,
                transition: "transform ease-in-out", // slide
              }}
            >
            """
        let (reply, curve, _) = CSSDeclarationRealWorldTests.paste(paste)
        #expect(curve == nil, "\(reply.text)")
        #expect(reply.error?.contains("0s") == true && reply.error?.contains("no easing plays") == true, "\(reply.error ?? reply.text)")
    }

    /// The same declaration in a style sheet's rule: another rule matching the element may give
    /// the time (an inline style outranks them all, a rule does not), so the easing is read,
    /// ease-in-out = cubic-bezier(0.42, 0, 0.58, 1), and the reply says it plays only then.
    @Test func aRuleTransitionWithoutATimeIsReadSayingSo() {
        let (reply, curve, _) = CSSDeclarationRealWorldTests.paste(".frame { transition: transform ease-in-out; }")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.42, 0, 0.58, 1))
        #expect(reply.text.contains("no transition starts"), "\(reply.text)")
    }

    /// A transition-duration longhand later in the same rule gives the time (CSS Cascade: the
    /// later declaration sets the longhand), so ease-in-out plays: cubic-bezier(0.42, 0, 0.58, 1)
    /// (CSS Easing 2 §2.2), over 0.6 s.
    @Test func aDurationLonghandInTheRuleMakesItPlay() {
        let (reply, curve, timing) = CSSDeclarationRealWorldTests.paste(
            ".frame { transition: transform ease-in-out; transition-duration: 0.6s; }")
        #expect(reply.error == nil, "\(reply.text)")
        RealWorldCorpus.expectValues(curve, RealWorldCorpus.cubicBezier(0.42, 0, 0.58, 1))
        #expect(timing?.duration == 0.6, "\(reply.text)")
    }
}
