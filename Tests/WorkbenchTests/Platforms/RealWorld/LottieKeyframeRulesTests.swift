import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Lottie keyframes as real files write them outside what lottie-spec asks for: keyframes
/// without easing handles, template placeholders where numbers belong, a keyframed property
/// that never moves. Each case keeps the structure and numbers of the file cited.
@Suite("Real world: Lottie keyframe rules")
struct LottieKeyframeRulesTests {
    /// cubic-bezier(0, 0, 1, 1): y = x, the linear segment, in the corpus's own Bézier formula.
    static let linear = [0.0, 0, 1, 1]

    /// rifaterdemsahin/lottie-animations symbols/lottie/ai-assessment.json
    /// @ 97cc9c7f38644651b61d9dfac48c413176f98bc3: a text layer's opacity keyframes have no `i`
    /// and `o` and no hold. lottie-android's KeyframeParser gives a keyframe without control
    /// points its linear interpolator, so the opacity rises 0 → 100 over frames 0…20, stays, and
    /// falls back to 0 at frame 90, each part linear; the note says the handles are missing.
    @Test func keyframesWithoutHandlesPlayLinear() {
        let file = """
            {"ddd": 0, "ind": 5, "ty": 5, "nm": "Title",
             "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 20, "s": [100]}, {"t": 70, "s": [100]}, {"t": 90, "s": [0]}]},
                    "r": {"a": 0, "k": 0}, "p": {"a": 0, "k": [400, 280, 0]}, "s": {"a": 0, "k": [100, 100, 100]}},
             "ip": 0, "op": 90, "st": 0}
            """
        let (reply, curve) = RealWorldCorpus.read("lottie", "assessment.json", file)
        #expect(reply.contains("lottie-android plays such a segment linear"), "\(reply)")
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieValue(
                times: [0, 20, 70, 90], values: [0, 100, 100, 0], easings: [Self.linear, Self.linear, Self.linear]))
    }

    /// kagura-agent/lottie-studio public/templates/bouncing-ball.json
    /// @ b567347959ce0e7ea95ce49043ab3bd6a9bc355d: a position with spatial tangents but no easing
    /// handles on its two moving keyframes; y falls 80 → 300 and rises back, each half linear.
    @Test func positionKeyframesWithTangentsButNoHandles() {
        let file = """
            {"ty": 4, "nm": "Ball",
             "ks": {"o": {"a": 0, "k": 100},
              "p": {"a": 1, "k": [
                {"t": 0, "s": [200, 80, 0], "e": [200, 300, 0], "to": [0, 20, 0], "ti": [0, 0, 0]},
                {"t": 30, "s": [200, 300, 0], "e": [200, 80, 0], "to": [0, 0, 0], "ti": [0, 20, 0]},
                {"t": 60, "s": [200, 80, 0]}]}}}
            """
        let (reply, curve) = RealWorldCorpus.read("lottie", "ball.json", file)
        #expect(reply.contains("keyframes 1, 2 have no easing handles"), "\(reply)")
        RealWorldCorpus.expectValues(
            curve, RealWorldCorpus.lottieValue(times: [0, 30, 60], values: [80, 300, 80], easings: [Self.linear, Self.linear]))
    }

    /// kagura-agent/lottie-studio public/templates/toggle-switch.json
    /// @ a08042a49768de417ef69b737654ea002a8a78a9: a knob moving x 206 → 306, resting, and back,
    /// with scalar handles (0.75, 0) / (0.25, 1) on the moving keyframes; the resting keyframe has
    /// no handles, and its segment holds one value, so nothing about its easing is said.
    @Test func aRestingKeyframeWithoutHandles() {
        let file = """
            {"ty": 4, "nm": "Knob",
             "ks": {"o": {"a": 0, "k": 100},
              "p": {"a": 1, "k": [
                {"t": 0, "s": [206, 256, 0], "e": [306, 256, 0], "i": {"x": 0.25, "y": 1}, "o": {"x": 0.75, "y": 0}},
                {"t": 20, "s": [306, 256, 0], "e": [306, 256, 0]},
                {"t": 40, "s": [306, 256, 0], "e": [206, 256, 0], "i": {"x": 0.25, "y": 1}, "o": {"x": 0.75, "y": 0}},
                {"t": 60, "s": [206, 256, 0]}]}}}
            """
        let (reply, curve) = RealWorldCorpus.read("lottie", "toggle.json", file)
        #expect(!reply.contains("no easing handles"), "\(reply)")
        let eased = [0.75, 0, 0.25, 1]
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieValue(times: [0, 20, 40, 60], values: [206, 306, 306, 206], easings: [eased, Self.linear, eased]))
    }

    /// Two keyframes, the first without handles: one linear segment.
    @Test func twoKeyframesWithoutHandles() {
        let (reply, curve) = RealWorldCorpus.read("lottie", "fade.json", #"{"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 12, "s": [100]}]}"#)
        #expect(reply.contains("no easing handles"), "\(reply)")
        RealWorldCorpus.expectValues(curve) { $0 }
    }

    /// hackur/open-lottie-ui prompts/templates/shake.json @ 286fd917508c403592056efbd4fda98d9b2d9953:
    /// a template whose second keyframe's value and last keyframe's time are placeholders
    /// (`"{{amplitude_deg}}"`) filled in before it plays. lottie-spec's `t` and `s` are numbers:
    /// the rotation's curve is not known, and no keyframe of it is read alone as its curve.
    @Test func templatePlaceholdersAreRefused() {
        let file = """
            {"ty": 4, "nm": "card",
             "ks": {"o": {"a": 0, "k": 100},
              "r": {"a": 1, "k": [
                {"t": 0,  "s": [0],               "i": {"x": [0.4], "y": [1]}, "o": {"x": [0.6], "y": [0]}},
                {"t": 3,  "s": ["{{swing_deg}}"], "i": {"x": [0.4], "y": [1]}, "o": {"x": [0.6], "y": [0]}},
                {"t": 6,  "s": [-15],             "i": {"x": [0.4], "y": [1]}, "o": {"x": [0.6], "y": [0]}},
                {"t": "{{frames}}", "s": [0]}]}}}
            """
        RealWorldCorpus.expectRefusal("lottie", "shake.json", file, "keyframe 2's \"s\" is the string \"{{swing_deg}}\"")
    }

    /// MrCHRAIBI/lottie-forge src/motion-compiler/__tests__/goldens/a-003.bounce.golden.json
    /// @ d5a422670ff48d2969708b0cf0b7dd3e294e5d2e: a keyframed position whose three keyframes
    /// hold one value. Whatever their handles, nothing moves: refused, and its keyframes'
    /// handles are not read alone as a curve.
    @Test func aKeyframedPropertyThatNeverMovesIsRefused() {
        let file = """
            {"layers": [{"ddd": 0, "ind": 2, "ty": 4, "nm": "dot", "ip": 0, "op": 72,
              "ks": {"o": {"a": 0, "k": 100},
               "p": {"a": 1, "k": [
                 {"t": 0, "s": [200, 150], "i": {"x": [0.2], "y": [1]}, "o": {"x": [0], "y": [0]}},
                 {"t": 36, "s": [200, 150], "i": {"x": [0.2], "y": [1]}, "o": {"x": [0], "y": [0]}},
                 {"t": 72, "s": [200, 150]}]}}}]}
            """
        RealWorldCorpus.expectRefusal("lottie", "still.json", file, "the property never moves")
    }
}
