import CurveKit
import Foundation
import Testing

@testable import Workbench

/// An object literal that spreads another object in (`{ …, ease: "power2.inOut", ...more }`,
/// spent held-out set 7, issue 35). ECMAScript evaluates an object literal's members in order,
/// a spread copying the other object's own keys in its place (PropertyDefinitionEvaluation), so
/// a key written before a spread is replaced whenever the spread object holds that key, and a
/// key written after it always wins. The ease was read as written although a caller's options
/// could replace it.
@Suite("Object literals with a spread: a later key wins")
struct ObjectSpreadTests {
    /// owowagency/gsap-motion lib/presets/textClipReveal/textClipReveal.ts
    /// @ a81bc9ec1ebd6c1862cde3102480cca68ac2f54e: a preset's tween vars end with the caller's
    /// `...options.toVars` after `ease: 'power2.inOut'`. What the tween plays is known only at run
    /// time: refused, naming the spread and the key it may replace.
    @Test func aSpreadAfterTheEaseIsRefusedNamingIt() {
        let paste = """
            const lineVars = {
                y: 0,
                stagger: { each: 0.05 },
                duration: 0.8,
                ease: 'power2.inOut',
                ...settings.toVars,
            };
            gsap.fromTo(parts.lines, startVars, lineVars);
            """
        let (reply, error, curve) = PlayedDefinitionTests.paste("gsap", paste)
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("...settings.toVars") == true && error?.contains("`ease`") == true, "\(error ?? reply)")
    }

    /// The same vars with the spread moved first: `ease` written after it replaces any ease the
    /// spread holds, so the tween plays power2.inOut, which gsap-core.js builds from
    /// p ↦ p³ (power2's "in") as p < ½ ? (2p)³/2 : 1 − (2(1 − p))³/2.
    @Test func aSpreadBeforeTheEaseLeavesTheEaseRead() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "gsap", "gsap.to(parts.lines, { ...settings.toVars, y: 0, duration: 0.8, ease: 'power2.inOut' })")
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve) { p in p < 0.5 ? pow(2 * p, 3) / 2 : 1 - pow(2 * (1 - p), 3) / 2 }
        #expect(reply.contains("...settings.toVars"), "the spread is named: \(reply)")
    }
}
