import CurveKit
import Foundation
import Testing

@testable import Workbench

/// TypeScript's optional parameter, `options?: gsap.TweenVars`, is a parameter and its type,
/// not Kotlin's `?:` fallback: the refusal of tween vars that spread the caller's options after
/// their ease must say that, not that the type plays when `options` is missing (spent held-out 8,
/// issue 35).
@Suite("GSAP: an optional parameter's ?: is no fallback")
struct OptionalParameterTests {
    /// pnm122/portfolio-v4 src/lib/utils/animation/popInAnimation.ts @ 6f971c188d34b73fcd3322435ed9ee9eac6a6a83:
    /// a helper returning from-vars and to-vars whose `ease: 'back.out'` is followed by the
    /// caller's `...options`. ECMAScript copies the spread's keys after the ease, so a caller
    /// who passes an ease replaces it: the curve is the caller's to choose, and the refusal
    /// names the spread and the key, as for any spread after a declared key.
    @Test func aSpreadOptionalParameterIsNamedNotReadAsAFallback() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "gsap",
            """
            export default function popUp(extra?: gsap.TweenVars): [gsap.TweenVars, gsap.TweenVars] {
            \treturn [
            \t\t{ scale: 0 },
            \t\t{
            \t\t\tscale: 1,
            \t\t\tvisibility: 'visible',
            \t\t\tease: 'back.out',
            \t\t\tduration: 0.25,
            \t\t\t...extra
            \t\t}
            \t]
            }
            """)
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("?:") == false, "no fallback is read into the type: \(error ?? reply)")
        #expect(error?.contains("...extra") == true && error?.contains("`ease`") == true, "\(error ?? reply)")
    }

    /// Kotlin's elvis, written with its spaces, is still a fallback: the right side plays only
    /// when the left is null, which the code knows when it runs.
    @Test func kotlinsElvisIsStillAFallback() {
        var transcript = Transcript(files: ["Spec.kt": "val easing = custom ?: FastOutSlowInEasing\n"])
        let reply = transcript.reply("a = compose file=Spec.kt")
        #expect(reply.error?.contains("custom ?: FastOutSlowInEasing") == true, "\(reply.error ?? reply.text)")
    }
}
