import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `export ANIM android`: an ObjectAnimator with Android's units (milliseconds as Long, a repeat
/// count of the passes after the first), its interpolator read back by the android reader.
@Suite("android: animations")
struct AndroidAnimationTests {
    typealias F = AnimationExportFixture

    @Test("ObjectAnimator with the values, setDuration, setStartDelay, setRepeatCount, REVERSE and the interpolator")
    func objectAnimator() throws {
        let (_, reply) = F.export("export slide android")
        for line in [
            "val slide = ObjectAnimator.ofPropertyValuesHolder(target, PropertyValuesHolder.ofFloat(\"x\", 150f, 300f), "
                + "PropertyValuesHolder.ofFloat(\"y\", 32f, 32f))",
            "slide.setDuration(\(Int(F.duration * 1000))L)",
            "slide.setStartDelay(\(Int(F.delay * 1000))L)",
            "slide.setRepeatCount(\(F.passes - 1))",
            "slide.setRepeatMode(ValueAnimator.REVERSE)",
            "slide.start()",
        ] {
            #expect(reply.text.contains(line + "\n"), "missing \(line)\n\(reply.text)")
        }
        #expect(reply.json["exact"] == true)
        let interpolator = try #require(F.call(in: reply.text, from: "PathInterpolator("))
        F.expectSameCurve(try Platform.android.read(interpolator).curve, F.easeOut, within: 1e-12)
    }

    @Test("one number is ObjectAnimator.ofFloat; repeats without autoreverse RESTART")
    func ofFloatRestart() {
        let (_, reply) = F.export("export fade android", after: ["anim fade alpha 1 0.2 duration=2 curve=linear repeat=2"])
        #expect(reply.text.contains("val fade = ObjectAnimator.ofFloat(target, \"alpha\", 1f, 0.2f)"), "\(reply.text)")
        #expect(reply.text.contains("fade.setRepeatCount(1)"))
        #expect(reply.text.contains("fade.setRepeatMode(ValueAnimator.RESTART)"))
        #expect(!reply.text.contains("setStartDelay"))
    }

    @Test("a colour is ObjectAnimator.ofArgb with 0xAARRGGBB, and the note on Android's colour mixing")
    func colour() {
        let (_, reply) = F.export("export glow android", after: ["anim glow backgroundColor #336699 #ff000080 duration=0.6 curve=ease"])
        // #ff000080: alpha 0x80 = 128 of 255.
        #expect(
            reply.text.contains("ObjectAnimator.ofArgb(target, \"backgroundColor\", 0xFF336699.toInt(), 0x80FF0000.toInt())"),
            "\(reply.text)")
        #expect(reply.text.contains("linear light"))
    }

    @Test("a spring is a SpringAnimation with its SpringForce toward the end value, started after the delay")
    func spring() throws {
        let (_, reply) = F.export(
            "export zoom android",
            after: ["s = spring mass=1 stiffness=100 damping=10 duration=1", "anim zoom x 10 60 duration=0.5 curve=s delay=0.2"])
        // Played in half its second: stiffness 100·2² = 400, damping ratio 10 / (2√100) = 0.5.
        #expect(reply.text.contains("val zoomX = SpringAnimation(FloatValueHolder(10f))"), "\(reply.text)")
        #expect(reply.text.contains(".setSpring(SpringForce(60f).setStiffness(400f).setDampingRatio(0.5f))"))
        #expect(reply.text.contains("// view.postDelayed({ zoomX.start() }, 200L)"))
    }

    /// A Keyframe's interpolator paces the interval that ends at it; the animator itself is linear.
    @Test("a keyframes curve is a Keyframe per key time, each with its segment's interpolator, under a LinearInterpolator", Thorough.only)
    func keyframes() {
        let (_, reply) = F.export(
            "export hop android",
            after: ["k = keyframes 0:0 ease 0.5:1 bounce-out 1:0", "anim hop position.y 0 100 keyframes=k duration=2"])
        #expect(
            reply.text.contains(
                "PropertyValuesHolder.ofKeyframe(\"y\", Keyframe.ofFloat(0f, 0f), Keyframe.ofFloat(0.5f, 100f).apply { interpolator = PathInterpolator(0.25f, 0.1f, 0.25f, 1f) }, "
                    + "Keyframe.ofFloat(1f, 0f).apply { interpolator = "), "\(reply.text)")
        #expect(reply.text.contains("hop.setInterpolator(LinearInterpolator())"))
    }
}
