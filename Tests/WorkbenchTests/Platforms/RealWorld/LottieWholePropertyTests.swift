import Foundation
import Testing

@testable import Workbench

/// A Lottie property read whole, as lottie-web plays it: every segment between its keyframes,
/// each paced by its own handles (lottie-spec properties.md: segment k uses keyframe k's `o` and
/// `i`), also when it comes back to where it started (then as its values themselves) and when
/// it is pasted with its key. Before, a property that ended where it started was refused and
/// its first keyframe's easing read instead, silently (0.55 off on a size going 85.7 → 52.7 → 85.7).
@Suite("Real world: Lottie properties read whole")
struct LottieWholePropertyTests {
    /// xvrh/lottie-flutter example/assets/AndroidWave.json @ 3fc5b1cf28cba3769b2ec90b84553f3f483fde41:
    /// a blinking opacity, every keyframe a hold (`"h": 1`, no handles), pasted with its key.
    @Test func holdKeyframesPastedWithTheirKeyBlink() throws {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            #"a = lottie "o": {"a": 1, "k": [{"t": 0, "s": [0], "h": 1}, {"t": 28, "s": [100], "h": 1}, {"t": 35, "s": [0], "h": 1}, {"t": 75, "s": [0], "h": 1}], "ix": 11}"#
        )
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let curve = transcript.interpreter.session.curve(named: "a")?.curve
        // Held at 0 until frame 28, at 100 until frame 35, then 0: the values themselves.
        RealWorldCorpus.expectValues(curve) { x in
            let frame = x * 75
            return frame < 28 ? 0 : frame < 35 ? 100 : 0
        }
    }

    /// Two keyframes at one time are a jump (lottie-web shows the later from that frame on), as
    /// `export` writes a curve that jumps at its end (GSAP's elastic.out ends at 1 from just below
    /// it). Before, the property was refused for its repeated time and, from a file, its first
    /// keyframe's easing was read instead, silently (1.25 off on the exported elastic).
    @Test("two keyframes at one time are a jump to the later value; the property is still read whole")
    func keyframesAtOneTimeAreAJump() throws {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            #"a = lottie {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 50, "s": [0.9], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 100, "s": [0.95]}, {"t": 100, "s": [1]}]}"#
        )
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("a jump"), "\(reply.text)")
        let curve = transcript.interpreter.session.curve(named: "a")?.curve
        // Linear handles: 0 → 0.9 over the first half, then 0.9 → 1 (the later of the two last keys).
        RealWorldCorpus.expectValues(curve) { x in x <= 0.5 ? 1.8 * x : 0.9 + 0.2 * (x - 0.5) }
    }

    /// xvrh/lottie-flutter example/assets/camera_change.json @ 3fc5b1cf28cba3769b2ec90b84553f3f483fde41:
    /// a 3-D scale dipping 100 → 90 → 100 in x and y, z staying at 100 with other handles; each
    /// segment eases x and y alike, so the property is one curve.
    static let dip = #"""
        "s": {"a": 1, "k": [
          {"i": {"x": [0.833, 0.833, 0.833], "y": [1, 1, 1]}, "o": {"x": [0.8, 0.8, 0.333], "y": [0, 0, 0]}, "t": 30, "s": [100, 100, 100]},
          {"i": {"x": [0.2, 0.2, 0.667], "y": [1, 1, 1]}, "o": {"x": [0.167, 0.167, 0.167], "y": [0, 0, 0]}, "t": 40, "s": [90, 90, 100]},
          {"t": 50, "s": [100, 100, 100]}
        ], "ix": 6}
        """#

    @Test func aScaleThatDipsAndComesBackIsReadWhole() {
        let (reply, curve) = RealWorldCorpus.read("lottie", "camera_change.json", Self.dip)
        #expect(reply.contains("of dimensions 1, 2"), "\(reply)")
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieValue(times: [30, 40, 50], values: [100, 90, 100], easings: [[0.8, 0, 0.833, 1], [0.167, 0, 0.2, 1]]))
    }

    /// The same property with y's first segment given other handles than x's (changed from the
    /// file above): x and y both move but ease apart, which is two curves, so it is refused.
    @Test func movingDimensionsThatEaseApartAreRefused() {
        let apart = Self.dip.replacingOccurrences(of: #""o": {"x": [0.8, 0.8, 0.333]"#, with: #""o": {"x": [0.8, 0.5, 0.333]"#)
        RealWorldCorpus.expectRefusal("lottie", "camera_change.json", apart, "both move: not one curve")
        // Pasted with its key (no one value), the refusal is said, not the syntax error.
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = lottie " + apart.replacingOccurrences(of: "\n", with: " "))
        #expect(reply.error?.contains("both move: not one curve") == true, "\(reply.error ?? reply.text)")
    }

    /// xvrh/lottie-flutter example/assets/Tests/Rect3.json @ 3fc5b1cf28cba3769b2ec90b84553f3f483fde41:
    /// bodymovin 4.5, before the `"a"` flag: a rectangle's size 85.714 → 52.714 → 85.714 with
    /// legacy `"e"` values and a last keyframe holding only its time.
    @Test func anOldFilesSizeThatComesBackIsReadWhole() {
        let file = """
            {"assets": [], "v": "4.5.4", "fr": 60, "ip": 0, "op": 36, "w": 90, "h": 90, "layers": [{"ty": 4, "nm": "Box", "ks": {"o": {"k": 100}, "s": {"k": [100, 100, 100]}},
            "shapes": [{"ty": "gr", "it": [{"ty": "rc", "d": 1,
              "s": {"k": [
                {"i": {"x": [0.1, 0.1], "y": [1, 1]}, "o": {"x": [0.9, 0.9], "y": [0, 0]}, "n": ["0p1_1_0p9_0", "0p1_1_0p9_0"], "t": 0, "s": [85.714, 85.714], "e": [52.714, 52.714]},
                {"i": {"x": [0.1, 0.1], "y": [1, 1]}, "o": {"x": [0.9, 0.9], "y": [0, 0]}, "n": ["0p1_1_0p9_0", "0p1_1_0p9_0"], "t": 16, "s": [52.714, 52.714], "e": [85.714, 85.714]},
                {"t": 35}]},
              "p": {"k": [0, 0]}, "r": {"k": 0}}]}]}]}
            """
        let (reply, curve) = RealWorldCorpus.read("lottie", "Rect3.json", file)
        #expect(reply.contains("took line 3 "), "\(reply)")
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieValue(
                times: [0, 16, 35], values: [85.714, 52.714, 85.714], easings: [[0.9, 0, 0.1, 1], [0.9, 0, 0.1, 1]]))
    }
}
