import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `export ANIM gsap`: `gsap.fromTo` in GSAP's units (seconds; repeat counts the passes after the
/// first, yoyo turns every other one back), the ease read back by the gsap reader.
@Suite("gsap: animations")
struct GSAPAnimationTests {
    typealias F = AnimationExportFixture

    @Test("fromTo with the values, duration and delay in seconds, repeat, yoyo and the ease")
    func repeating() throws {
        let (_, reply) = F.export("export slide gsap")
        #expect(
            reply.text.contains(
                "gsap.fromTo(target, { x: 150, y: 32 }, { x: 300, y: 32, duration: \(F.duration), delay: \(F.delay), repeat: \(F.passes - 1), "
                    + "yoyo: true, ease: "), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let ease = try #require(F.argument(in: reply.text, after: "ease: "))
        F.expectSameCurve(try Platform.gsap.read(ease).curve, F.easeOut, within: 1e-9)
    }

    @Test("a transform's rotation is GSAP's rotation, in degrees; no repeat, no yoyo")
    func rotation() {
        let (_, reply) = F.export("export spin gsap", after: ["anim spin transform rotate(0) rotate(90) duration=1 curve=linear"])
        #expect(
            reply.text.contains("gsap.fromTo(target, { rotation: 0 }, { rotation: 90, duration: 1, ease: \"none\" });")
                || reply.text.contains("gsap.fromTo(target, { rotation: 0 }, { rotation: 90, duration: 1, ease: "), "\(reply.text)")
        #expect(!reply.text.contains("yoyo") && !reply.text.contains("repeat:"))
    }

    /// GSAP has no spring: left to the exact form, a spring's animation takes its closed form as
    /// the ease, as `export CURVE gsap` writes the curve.
    @Test("a spring is its closed form as a function ease, exact")
    func springIsAFunction() throws {
        let (_, reply) = F.export(
            "export zoom gsap", after: ["s = spring mass=1 stiffness=100 damping=10 duration=1", "anim zoom x 0 100 duration=1 curve=s"])
        #expect(reply.json["exact"] == true, "\(reply.text)")
        #expect(reply.text.contains("function "), "\(reply.text)")
        #expect(!reply.text.contains("approximation"), "\(reply.text)")
    }

    /// form=timing: GSAP's closest form, its error stated as `export CURVE gsap form=timing` states it.
    @Test("form=timing: a spring is approximated with the error the curve export states", Thorough.only)
    func springError() throws {
        let (shell, reply) = F.export(
            "export zoom gsap form=timing",
            after: ["s = spring mass=1 stiffness=100 damping=10 duration=1", "anim zoom x 0 100 duration=1 curve=s"])
        var curveShell = shell
        let curve = curveShell.reply("export s gsap form=timing")
        #expect(reply.json["exact"] == false)
        #expect(reply.json["max_error"] == curve.json["max_error"], "\(reply.text)\n\(curve.text)")
        #expect(reply.text.contains("is not exact in GSAP 3; approximation:"))
    }

    /// In GSAP's percentage keyframes an ease paces the way to its keyframe; the tween's own ease
    /// must be "none" (its default, power1.out, would bend the whole).
    @Test("a keyframes curve is GSAP's percentage keyframes with each segment's ease, and ease none over the whole")
    func keyframes() {
        let (_, reply) = F.export(
            "export hop gsap", after: ["k = keyframes 0:0 ease 0.5:1 bounce-out 1:0", "anim hop position.y 0 100 keyframes=k duration=2"])
        #expect(
            reply.text.contains("gsap.to(target, { keyframes: { \"0%\": { y: 0 }, \"\(Int(0.5 * 100))%\": { y: 100, ease: "),
            "\(reply.text)")
        #expect(reply.text.contains("\"100%\": { y: 0, ease: \"bounce.out\" } }, ease: \"none\", duration: 2 });"))
        #expect(reply.json["exact"] == true)
    }
}
