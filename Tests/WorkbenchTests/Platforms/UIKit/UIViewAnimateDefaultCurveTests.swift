import CurveKit
import Foundation
import Testing

@testable import Workbench

/// `UIView.animate(withDuration:…)` whose options name no curve plays `.curveEaseInOut`: the
/// curve is two bits of UIView.AnimationOptions whose value 0 is `.curveEaseInOut`, Swift's
/// `options` defaults to `[]`, and Apple's page for `animate(withDuration:animations:)` says it
/// uses "the curveEaseInOut and transitionNone animation options". Core Animation's ease-in-out
/// is cubic-bezier(0.42, 0, 0.58, 1) (CAMediaTimingFunctionName.easeInEaseOut). The call was
/// taken for no timing definition (spent held-out 8, issue 35).
@Suite("UIKit: UIView.animate without a curve option plays ease-in-out")
struct UIViewAnimateDefaultCurveTests {
    /// UIKit's ease-in-out, written out: x(t) = 3(1 − t)²t·0.42 + 3(1 − t)t²·0.58 + t³ solved
    /// for t by bisection, y(t) = 3(1 − t)t² + t³.
    static func easeInOut(_ x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let t = (low + high) / 2
            let u = 1 - t
            if 3 * u * u * t * 0.42 + 3 * u * t * t * 0.58 + t * t * t < x { low = t } else { high = t }
        }
        let t = (low + high) / 2
        return 3 * (1 - t) * t * t + t * t * t
    }

    /// MityaKimchanskii/Spotify_API ViewAnimation/README.md @ 1de33a375f162740e29074733f33a90a6c2129cd:
    /// `UIView.animate(withDuration:delay:)` with a trailing closure and no options: ease-in-out
    /// over the 1.5 s it gives, after 0.3 s.
    @Test func aTrailingClosureWithoutOptionsIsEaseInOut() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            """
            a = uikit UIView.animate(withDuration: 1.5, delay: 0.3) {
                self.nameField.center.x += self.view.bounds.width
            }
            """)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains(".curveEaseInOut"), "the reply says which curve the options leave: \(reply.text)")
        let defined = transcript.interpreter.session.curve(named: "a")
        RealWorldCorpus.expectValues(defined?.curve, Self.easeInOut)
        #expect(defined?.timing == CurveTiming(duration: 1.5, delay: 0.3))
    }

    /// Options that name no curve (`.allowUserInteraction`, `.beginFromCurrentState`) leave
    /// the curve bits 0: ease-in-out.
    @Test func optionsWithoutACurveAreEaseInOut() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "uikit",
            "UIView.animate(withDuration: 0.25, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState], animations: {})")
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectValues(curve, Self.easeInOut)
    }

    /// cafielo/CoreAnimationStudy CoreAnimation/Chap10_Easing_2/Chap10_Easing_1/ViewController.swift
    /// @ 7ee0e0965c30bce93ddf1773110ff283991e302c: Swift 3's spelling of the option,
    /// `UIViewAnimationOptions.curveEaseOut`, is ease-out, cubic-bezier(0, 0, 0.58, 1).
    @Test func swift3sOptionSpellingNamesItsCurve() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "uikit",
            "UIView.animate(withDuration: 1.0, delay: 0.0, options: UIViewAnimationOptions.curveEaseOut, animations: {}, completion: nil)")
        #expect(error == nil, "\(reply)")
        RealWorldCorpus.expectBezier(curve, 0, 0, 0.58, 1)
    }

    /// Options the code computes hold a curve known only when it runs: refused, naming them.
    @Test func computedOptionsAreRefusedNamingThem() {
        let (reply, error, curve) = PlayedDefinitionTests.paste(
            "uikit", "UIView.animate(withDuration: 0.25, delay: 0, options: chosenOptions, animations: {})")
        #expect(curve == nil, "\(reply)")
        #expect(error?.contains("options are chosenOptions, which the code computes when it runs") == true, "\(error ?? reply)")
    }
}
