import Testing

@testable import Workbench

/// A Lottie keyframe bound against LottieAPI.keyframe (lottie/lottie-spec
/// docs/specs/properties.md: "If h is present and it's 1, you don't need i and o, as the property
/// will keep the same value until the next keyframe").
@Suite("lottie: a keyframe as lottie-spec declares it")
struct LottieKeyframeDeclarationTests {
    /// Bodymovin writes After Effects' default handles (0.167, 0.833) on hold keyframes too.
    /// Alone, such a keyframe holds its value with nothing to move to: refused, and the reason
    /// says the handles would not play.
    @Test func aHoldKeyframeWithHandlesAloneIsRefusedAndTheReasonSaysTheHandlesAreIgnored() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            #"a = lottie {"h": 1, "o": {"x": 0.167, "y": 0.167}, "i": {"x": 0.833, "y": 0.833}, "s": [212, 63.416, 0], "t": 19}"#)
        #expect(reply.error?.contains("alone is no timing curve") == true, "\(reply.error ?? reply.text)")
        #expect(reply.error?.contains("its handles, if any, would be ignored") == true, "\(reply.error ?? reply.text)")
        #expect(transcript.interpreter.session.curve(named: "a") == nil)
    }

    /// With the keyframe after it, the value still jumps at the next keyframe, CSS steps(1,
    /// jump-end), and the reply says the handles are not what plays.
    @Test func aHoldKeyframeWithHandlesBeforeTheNextIsAStepAndTheReplySaysTheHandlesAreIgnored() throws {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            #"a = lottie [{"h": 1, "o": {"x": 0.167, "y": 0.167}, "i": {"x": 0.833, "y": 0.833}, "s": [212, 63.416, 0], "t": 19}, {"t": 30, "s": [250, 63.416, 0]}]"#
        )
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(
            reply.text.contains("Lottie ignores `o`, `i` in a hold keyframe (h: 1): the value jumps at the next keyframe"), "\(reply.text)")
        let curve = try #require(transcript.interpreter.session.curve(named: "a")).curve
        #expect(curve.value(at: 0.5) == 0)
        #expect(curve.value(at: 0.999) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    /// A key lottie-spec does not give a keyframe is named, not dropped in silence.
    @Test func aKeyAKeyframeDoesNotHaveIsNamed() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            #"a = lottie {"t": 0, "s": [0], "o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}, "hold": 1}"#)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("Lottie's keyframe has no key `hold`: not read"), "\(reply.text)")
    }
}
