import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Code a reader could take part of and drop the rest (issue 35): each is read whole as the
/// platform plays it, or refused with the reason, or read with a note that names what was left.
@Suite("Real world: nothing dropped or skipped in silence (issue 35)")
struct RealWorldPartialReadTests {
    // MARK: Compose keyframes

    /// zhujiang521/ComposeBookSource seven/src/main/java/com/zj/seven/AnimationSpec.kt
    /// @ bcff9253baf2ea8ffdb65103029e25170f94c76a: a `keyframes { … }` whose last keyframe is at
    /// 225 of 375 ms. androidx KeyframesSpec.vectorize adds the end at durationMillis with the
    /// animation's target value, known only where the spec is used; the easings inside are
    /// parts of it (it was read as FastOutLinearInEasing, the first easing found in it).
    @Test func composeKeyframesWithoutTheirEndAreRefusedWithTheReason() {
        var transcript = Transcript()
        let reply = transcript.reply(
            "a = compose keyframes { durationMillis = 375; 0.0f at 0 with LinearOutSlowInEasing; "
                + "0.2f at 15 with FastOutLinearInEasing; 0.4f at 75; 0.4f at 225 }")
        #expect(reply.error?.contains("without a keyframe at durationMillis (the end is its target value)") == true, "\(reply.text)")
    }

    /// The same keyframes with their end written, `1f at 375`: androidx AnimationSpec.kt
    /// (KeyframesSpecBaseConfig `using`, the deprecated `with`): each keyframe's easing paces the
    /// interval that starts at it, LinearEasing where none is given.
    @Test func composeKeyframesWithBothEndsAreTheirValuesEasedPerInterval() {
        let (_, curve) = RealWorldTuningTests.paste(
            "compose",
            "keyframes { durationMillis = 375; 0.0f at 0 with LinearOutSlowInEasing; "
                + "0.2f at 15 with FastOutLinearInEasing; 0.4f at 75; 0.4f at 225; 1f at 375 }")
        let linearOutSlowIn = RealWorldCorpus.cubicBezier(0, 0, 0.2, 1)
        let fastOutLinearIn = RealWorldCorpus.cubicBezier(0.4, 0, 1, 1)
        let times = [0.0, 15, 75, 225, 375].map { $0 / 375 }, values = [0.0, 0.2, 0.4, 0.4, 1]
        let easings: [(Double) -> Double] = [linearOutSlowIn, fastOutLinearIn, { $0 }, { $0 }]
        RealWorldCorpus.expectValues(curve) { x in
            let i = min((0..<4).last { times[$0] <= x } ?? 0, 3)
            let local = (x - times[i]) / (times[i + 1] - times[i])
            return values[i] + (values[i + 1] - values[i]) * easings[i](local)
        }
    }

    /// KeyframesWithSplineSpec joins its keyframes with a monotone cubic Hermite spline: no
    /// easing inside it is its curve.
    @Test func composeKeyframesWithSplineIsRefusedWithTheReason() {
        var transcript = Transcript()
        let reply = transcript.reply("a = compose keyframesWithSpline { durationMillis = 300; 0f at 0 using EaseOut; 1f at 300 }")
        #expect(reply.error?.contains("monotone spline") == true, "\(reply.text)")
    }

    // MARK: Switch patterns

    /// Hipo/macaroon macaroon/Classes/Utils/Extensions/UI/UIView+Animation.swift
    /// @ 6a8e540f7402e4e461ab0196a4c366961a267f79: a `case .easeIn, .easeInOut, …:` pattern over
    /// four lines. Every name in a switch pattern is compared with, not played: the file
    /// defines no curve (`.easeInOut` and the two after it were read as definitions).
    @Test func aSwitchPatternOverSeveralLinesDefinesNothing() {
        let file = """
            import UIKit

            extension UIView.AnimationCurve {
                public func checked() -> Self? {
                    switch self {
                    case .easeIn,
                         .easeInOut,
                         .easeOut,
                         .linear:
                        return self
                    default:
                        return nil
                    }
                }
            }
            """
        var transcript = Transcript(files: ["Curve.swift": file])
        let reply = transcript.reply("a = uikit file=Curve.swift")
        #expect(reply.error?.contains("no UIKit and Core Animation timing definition found") == true, "\(reply.error ?? reply.text)")
    }

    // MARK: Lottie

    /// lottie/lottie-spec docs/specs/properties.md ("Keyframe Easing"): for a vector property the
    /// handles hold one value per dimension, "so you can have different easing curves per
    /// dimension". A keyframe read as its first dimension's curve says that the second differs.
    @Test func lottieKeyframeWhoseDimensionsEaseDifferentlySaysSo() {
        let (reply, curve) = RealWorldTuningTests.paste(
            "lottie", #"{"t": 0, "s": [0, 0], "o": {"x": [0.3, 0.1], "y": [0, 0]}, "i": {"x": [0.7, 0.7], "y": [1, 1]}}"#)
        let first = RealWorldCorpus.cubicBezier(0.3, 0, 0.7, 1)
        RealWorldCorpus.expectValues(curve) { x in first(x) }
        #expect(
            reply.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("dimension 2 is cubic-bezier(0.1, 0, 0.7, 1)"),
            "\(reply)")
    }

    /// A position whose second dimension is the one that moves: each segment is paced by that
    /// dimension's handles (the first dimension's were used before).
    @Test func lottiePropertyIsPacedByTheDimensionThatMoves() {
        let property = """
            {"a": 1, "k": [
              {"t": 0, "s": [50, 0], "o": {"x": [0.3, 0.1], "y": [0, 0]}, "i": {"x": [0.7, 0.9], "y": [1, 1]}},
              {"t": 10, "s": [50, 40], "o": {"x": [0.5, 0.2], "y": [0, 0]}, "i": {"x": [0.5, 0.6], "y": [1, 1]}},
              {"t": 20, "s": [50, 100]}
            ]}
            """
        let (_, curve) = RealWorldTuningTests.paste("lottie", property.replacingOccurrences(of: "\n", with: " "))
        let pacing = [RealWorldCorpus.cubicBezier(0.1, 0, 0.9, 1), RealWorldCorpus.cubicBezier(0.2, 0, 0.6, 1)]
        RealWorldCorpus.expectValues(curve) { x in
            x < 0.5 ? 0.4 * pacing[0](x / 0.5) : 0.4 + 0.6 * pacing[1]((x - 0.5) / 0.5)
        }
    }
}
