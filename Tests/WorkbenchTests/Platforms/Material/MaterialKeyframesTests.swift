import CurveKit
import Testing

@testable import Workbench

/// `export ANIM material` of a keyframes curve lists its keys: the time of each in milliseconds,
/// the values there, and the easing token of the segment that ends at it (the Material curve
/// writer's: the token exactly, else the nearest with its error), as Compose's `keyframes { }`
/// and the other platforms' keyframe writers give a value at each key time.
@Suite("material: keyframes animations as keys")
struct MaterialKeyframesTests {
    typealias F = AnimationExportFixture

    @Test func aKeyAtEachKeyTimeWithItsSegmentsToken() {
        // emphasized-decelerate is cubic-bezier(0.05, 0.7, 0.1, 1) and standard (0.2, 0, 0, 1) on the web (m3.material.io).
        let (_, reply) = F.export(
            "export hop material",
            after: [
                "ed = bezier 0.05 0.7 0.1 1", "st = bezier 0.2 0 0 1", "k = keyframes 0:0 ed 0.25:1 st 1:0",
                "anim hop position.y 0 100 keyframes=k duration=2",
            ])
        let text = reply.text
        #expect(text.contains("keyframes: 3 keys"), "\(text)")
        #expect(text.contains("  at 0 ms: y 0\n"), "\(text)")
        #expect(text.contains("  at 500 ms: y 100, easing md.sys.motion.easing.emphasized.decelerate"), "\(text)")
        #expect(text.contains("  at 2000 ms: y 0, easing md.sys.motion.easing.standard  (cubic-bezier(0.2, 0, 0, 1))"), "\(text)")
        #expect(reply.json["exact"] == true)
    }
}
