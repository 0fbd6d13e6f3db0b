import CurveKit
import Testing

@testable import Workbench

/// Android's property keyframes as AOSP `FloatKeyframeSet.getFloatValue` plays them: an interval
/// is eased by the interpolator of the keyframe that ends it (linear without one), under the
/// animator's own interpolator, which must be LinearInterpolator for the keyframes to play as
/// written (ValueAnimator's default is AccelerateDecelerateInterpolator). The forms are those
/// seen through the code index in public Java files (a `studyKeyFrame` helper: `Keyframe kf1 =
/// Keyframe.ofFloat(.5f, 360f); kf1.setInterpolator(new AccelerateInterpolator());` then
/// `PropertyValuesHolder.ofKeyframe("translationX", kf0, kf1, kf2)`; a `buildRotationHolder`
/// whose keyframes take `new PathInterpolator(.87f, -1f, .66f, 1)`), written here with values of our own.
@Suite("Platforms: Android keyframes")
struct AndroidKeyframeReadingTests {
    static func read(_ line: String, files: [String: String] = [:], after lines: [String] = []) -> (
        curve: Curve?, reply: Reply, transcript: Transcript
    ) {
        var shell = Transcript(files: files)
        for line in lines { #expect(shell.reply(line).error == nil, "\(line)") }
        let reply = shell.reply(line)
        return (shell.interpreter.session.curve(named: "r")?.curve, reply, shell)
    }

    @Test("export drop android writes key times to within 1e-7, not to 6 digits, and says Android keeps them as Floats")
    func exportedKeyTimes() throws {
        let (_, reply, _) = Self.read(
            "export drop android", after: ["anim drop position.y 0 236 duration=1 curve=bounce-out"])
        // 1/2.75 = 0.363636…: six digits (0.363636) are 3.6e-7 off; the key time written is within 1e-7.
        #expect(!reply.text.contains("Keyframe.ofFloat(0.363636f"), "\(reply.text)")
        let start = try #require(reply.text.range(of: "Keyframe.ofFloat(0.36"))
        let digits = String(reply.text[start.upperBound...].prefix { $0.isNumber })
        let written = try #require(Double("0.36" + digits))
        #expect(abs(written - 1 / 2.75) <= 1e-7, "\(written)")
        #expect(reply.text.contains("as Floats"))
    }

    @Test("export drop android reads back (file=) as the keyframes it plays: bounce-out within 1e-7")
    func exportReadsBack() throws {
        let (curve, reply, _) = Self.read(
            "r = android file=drop.kt", after: ["anim drop position.y 0 236 duration=1 curve=bounce-out", "export drop android > drop.kt"])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("not keyframes: \(reply.error ?? reply.text)"); return }
        #expect(keyframes.segments.count == 7)
        #expect(!reply.text.contains(" of 8"), "one definition, the animator, not its interpolators one by one:\n\(reply.text)")
        #expect(KeyframeDocumentReadingTests.largestDifference(.keyframes(keyframes), KeyframeDocumentReadingTests.bounceOut) <= 1e-7)
    }

    @Test("Java keyframes declared one by one take the interpolator set on them later, easing the interval that ends there")
    func javaDeclaredKeyframes() throws {
        let java = """
            Keyframe k0 = Keyframe.ofFloat(0f, 10f);
            Keyframe k1 = Keyframe.ofFloat(.25f, 60f);
            k1.setInterpolator(new AccelerateInterpolator());
            Keyframe k2 = Keyframe.ofFloat(1f, 110f);
            k2.setInterpolator(new PathInterpolator(0.4f, 0f, 0.2f, 1f));
            PropertyValuesHolder slide = PropertyValuesHolder.ofKeyframe("translationX", k0, k1, k2);
            ObjectAnimator animator = ObjectAnimator.ofPropertyValuesHolder(view, slide);
            animator.setInterpolator(new LinearInterpolator());
            """
        let (curve, reply, _) = Self.read("r = android file=Slide.java", files: ["Slide.java": java])
        let read = try #require(curve, "\(reply.error ?? reply.text)")
        // Progress from 10 to 110: 0 → 0.5 over [0, 0.25] by AccelerateInterpolator (t²), then
        // 0.5 → 1 over [0.25, 1] by the cubic (0.4, 0, 0.2, 1).
        let cubic = try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
        func reference(_ x: Double) -> Double {
            if x <= 0.25 { let u = x / 0.25; return 0.5 * u * u }
            return 0.5 + 0.5 * cubic.value(at: (x - 0.25) / 0.75)
        }
        #expect(KeyframeDocumentReadingTests.largestDifference(read, reference) <= 1e-9)
        #expect(!reply.text.contains("(1 of"), "the keyframes' interpolators are part of the animator:\n\(reply.text)")
    }

    @Test("an ObjectAnimator without setInterpolator is refused: ValueAnimator's default AccelerateDecelerate paces the keyframes")
    func defaultInterpolatorRefused() {
        let kotlin = """
            val hop = ObjectAnimator.ofPropertyValuesHolder(view, PropertyValuesHolder.ofKeyframe("y", Keyframe.ofFloat(0f, 0f), Keyframe.ofFloat(1f, 50f)))
            hop.setDuration(400L)
            """
        let (curve, reply, _) = Self.read("r = android file=Hop.kt", files: ["Hop.kt": kotlin])
        #expect(curve == nil)
        #expect(reply.error?.contains("AccelerateDecelerateInterpolator") == true, "\(reply.error ?? reply.text)")
    }

    @Test("a holder pasted alone is read with a note saying it assumes a linear animator")
    func holderAloneSaysItsAssumption() throws {
        let (curve, reply, _) = Self.read(
            #"r = android PropertyValuesHolder.ofKeyframe("y", Keyframe.ofFloat(0f, 0f), Keyframe.ofFloat(0.5f, 80f).apply { interpolator = PathInterpolator(0.87f, -1f, 0.66f, 1f) }, Keyframe.ofFloat(1f, 100f))"#
        )
        guard case .keyframes(let keyframes)? = curve else { Issue.record("not keyframes: \(reply.error ?? reply.text)"); return }
        #expect(keyframes.times == [0, 0.5, 1])
        #expect(keyframes.values == [0, 0.8, 1])
        #expect(reply.text.contains("LinearInterpolator"), "\(reply.text)")
    }

    /// A decompiled SystemUI charging animation seen through the code index: `ObjectAnimator
    /// ofFloat = ObjectAnimator.ofFloat(textView, "textSize", f, f2);` then
    /// `ofFloat.setInterpolator(new PathInterpolator(0.0f, 0.0f, 0.0f, 1.0f));` (here other values).
    /// Binding the animator's later setInterpolator to it must not lose that definition.
    @Test(
        "an ObjectAnimator.ofFloat whose interpolator is set on a later line is that interpolator, once",
        arguments: [
            "animator.setInterpolator(new PathInterpolator(0.2f, 0f, 0f, 1f));",
            "animator.interpolator = PathInterpolator(0.2f, 0f, 0f, 1f)",
        ])
    func animatorInterpolatorOnALaterLine(setting: String) throws {
        let code = """
            ObjectAnimator animator = ObjectAnimator.ofFloat(label, "alpha", 0f, 1f);
            animator.setDuration(250);
            \(setting)
            """
        let (curve, reply, _) = Self.read("r = android file=Fade.java", files: ["Fade.java": code])
        #expect(curve == .bezier(try CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)), "\(reply.error ?? reply.text)")
        #expect(!reply.text.contains("(1 of"), "\(reply.text)")
    }

    @Test("keyframes that do not start at fraction 0 and end at 1 are refused with the reason")
    func fractionsOutsideRefused() {
        let (curve, reply, _) = Self.read(
            #"r = android PropertyValuesHolder.ofKeyframe("rotation", Keyframe.ofFloat(0f, 0f), Keyframe.ofFloat(0.7f, 360f))"#)
        #expect(curve == nil)
        #expect(reply.error?.contains("only keyframes from 0 to 1 are read") == true, "\(reply.error ?? reply.text)")
    }
}
