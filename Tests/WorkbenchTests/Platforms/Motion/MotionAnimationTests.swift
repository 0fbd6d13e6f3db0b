import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// `export ANIM motion`: `animate(element, values, options)` in Motion's units (seconds; repeat
/// counts the passes after the first), the ease read back by the motion reader.
@Suite("motion: animations")
struct MotionAnimationTests {
    typealias F = AnimationExportFixture

    @Test("animate with [from, to] per value, duration and delay in seconds, repeat, repeatType and ease")
    func repeating() throws {
        let (_, reply) = F.export("export slide motion")
        #expect(
            reply.text.contains(
                "animate(element, { x: [150, 300], y: [32, 32] }, { duration: \(F.duration), delay: \(F.delay), repeat: \(F.passes - 1), "
                    + "repeatType: \"reverse\", ease: \"easeOut\" });"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let ease = try #require(F.argument(in: reply.text, after: "ease: "))
        F.expectSameCurve(try Platform.motion.read(ease).curve, F.easeOut, within: 1e-12)
    }

    @Test("without autoreverse the repeats loop")
    func loop() {
        let (_, reply) = F.export("export fade motion", after: ["anim fade opacity 0 1 duration=1 curve=ease repeat=4"])
        #expect(reply.text.contains("repeat: 3, repeatType: \"loop\""), "\(reply.text)")
    }

    /// Motion's spring velocity is the value's own rate: progress per second times the move, in the
    /// value's own transition, which replaces the whole transition for that value, so it repeats the spring.
    @Test("a moving spring: the spring sped up to the duration, its velocity per value in the value's units")
    func springVelocity() {
        let (_, reply) = F.export(
            "export hop motion",
            after: ["s = spring mass=1 stiffness=100 damping=10 velocity=2 duration=1", "anim hop x 0 150 duration=0.5 curve=s"])
        // Played in half its second: stiffness 100·2² = 400, damping 10·2 = 20, velocity 2·2 = 4 moves/s = 4·150 px/s.
        #expect(
            reply.text.contains(
                "animate(element, { x: [0, 150] }, { type: \"spring\", stiffness: 400, damping: 20, mass: 1, x: { type: \"spring\", stiffness: 400, damping: 20, mass: 1, velocity: \(4 * 150) } });"
            ),
            "\(reply.text)")
        // Motion ends the spring at rest, by its own thresholds for a move of 150, and says so.
        #expect(reply.text.contains("Motion runs it until it is at rest"), "\(reply.text)")
        #expect(reply.text.contains("0.5 and 2 for a move of 5 units or more"), "\(reply.text)")
    }

    @Test("a keyframes curve is a value per key with Motion's times and an ease per segment")
    func keyframes() throws {
        let (_, reply) = F.export(
            "export hop motion", after: ["k = keyframes 0:0 ease 0.5:1 bounce-out 1:0", "anim hop position.y 0 100 keyframes=k duration=2"])
        #expect(reply.text.contains("animate(element, { y: [0, 100, 0] }, { duration: 2, times: [0, 0.5, 1], ease: ["), "\(reply.text)")
        // Motion has no bounce: segment 2 is its least-squares Bézier, the error scaled by its move of 1.
        #expect(reply.json["exact"] == false)
        guard case .number(let error) = reply.json["max_error"] else { Issue.record("no max_error"); return }
        #expect(error > 0.2 && error < 0.25, "\(error)")
    }
}
